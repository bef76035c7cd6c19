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
word-or = o
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
check-entry = l'elemento { $n }
check-place-of-entry = { $inner } dell'elemento { $n }
check-place-of-key = { $inner } di { $key }
check-place-of-step = { $inner } del passo { $n }
check-place-step = il passo { $n }
check-row-column = l'elemento in riga { $row }, colonna { $column }
check-hint-at = { $place }: { $hint }
check-value-wrong = il valore è sbagliato
check-not-there = { $place } non dovrebbe esserci
check-entry-missing = { $place } manca
check-entry-wrong = { $place } è sbagliato
check-count = { $place }: { $given ->
    [one] { $given } elemento
   *[other] { $given } elementi
} dove { $expected ->
    [one] ne è atteso { $expected }
   *[other] ne sono attesi { $expected }
}
check-count-whole = { $given ->
    [one] { $given } elemento
   *[other] { $given } elementi
} dove { $expected ->
    [one] ne è atteso { $expected }
   *[other] ne sono attesi { $expected }
}
check-not-a-number = non è un numero: scrivere un intero, un decimale, una frazione o un'espressione (2; -0,25 o -0.25; 1/4; ln(2))
check-entry-not-a-number = { $place } non è un numero
check-number-forms = scrivere i numeri come interi, decimali con il punto, frazioni o espressioni (2; -0.25; 1/4; ln(2))
check-decimal-comma = una virgola decimale: scrivere il punto decimale (0.25, non 0,25), oppure controllare con `--lang it` (o `lang: it`), che legge la virgola
check-entry-decimal-comma = { $place } ha una virgola decimale
check-decimal-point = scrivere il punto decimale (0.25, non 0,25), oppure controllare con `--lang it` (o `lang: it`), che legge la virgola
check-out-of-range = un numero oltre quelli che mlex legge (più di 1000 cifre, o un esponente oltre ±1000)
check-entry-out-of-range = { $place } è un numero oltre quelli che mlex legge (più di 1000 cifre, o un esponente oltre ±1000)
check-nothing = non è scritto nulla
check-entry-nothing = { $place } è vuoto
check-shape = { $given ->
    [list] una lista
    [mapping] una mappa
   *[value] un solo valore
}, dove { $asked ->
    [list] è richiesta una lista `[…]` di { $n ->
        [one] { $n } elemento
       *[other] { $n } elementi
    }
    [mapping] è richiesta una mappa `{"{"} chiave: valore, … {"}"}` di { $n ->
        [one] { $n } elemento
       *[other] { $n } elementi
    }
   *[value] è richiesto un solo valore
}
check-entry-shape = { $place } è { $given ->
    [list] una lista
    [mapping] una mappa
   *[value] un solo valore
}, dove { $asked ->
    [list] è richiesta una lista `[…]` di { $n ->
        [one] { $n } elemento
       *[other] { $n } elementi
    }
    [mapping] è richiesta una mappa `{"{"} chiave: valore, … {"}"}` di { $n ->
        [one] { $n } elemento
       *[other] { $n } elementi
    }
   *[value] è richiesto un solo valore
}
check-more = … e altri { $n }
check-entries-right = { $right ->
    [one] { $right } elemento giusto
   *[other] { $right } elementi giusti
} su { $total }
check-all-wrong = tutti i { $total } elementi sono sbagliati
check-trace-not-list = una traccia è una lista di stati, uno per passo
check-should-initial = dallo stato iniziale dovrebbe essere { $value }
check-should-after = dal tuo stato dopo il passo { $k } dovrebbe essere { $value }
check-differs-initial = non segue dallo stato iniziale
check-differs-after = non segue dal tuo stato dopo il passo { $k }
check-hint-rounding = coincide con la risposta fino a { $given ->
    [one] { $given } decimale
   *[other] { $given } decimali
}; ne sono chiesti { $asked }: arrotonda solo alla fine, a { $asked } decimali
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
check-mistake-rounding = arrotondamento anticipato
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
check-steps-right = { $right ->
    [one] { $right } passo giusto
   *[other] { $right } passi giusti
} su { $n }
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

## mlex report: l'analisi degli item delle risposte di una classe (docs/report.md)
report-title = Analisi degli item: { $title }
report-seed = Corretto per variante, seme { $seed }, come corregge `mlex check`.
report-moodle = Letto dal report Risposte del quiz Moodle { $file } (seme dell'esportazione { $seed }): ogni domanda è riconosciuta dalla sua risposta giusta e corretta come corregge `mlex check`.
report-exam-heading = L'esame
report-statistic = Statistica
report-value = Valore
report-submissions = Consegne analizzate
report-total = Punti possibili
report-mean = Media dei totali
report-median = Mediana dei totali
report-sd = Deviazione standard dei totali
report-alpha = Affidabilità (α di Cronbach, sulle domande)
report-kr20 = Affidabilità (KR-20, ogni domanda giusta o sbagliata)
report-histogram-title = Istogramma dei totali
report-histogram-desc = Barre del numero di studenti per punteggio totale, { $n } studenti. { $bins }.
report-histogram-x = punteggio totale
report-histogram-y = studenti
report-left-out-heading = Esclusi
report-left-out-none = Nessun file di risposte è stato escluso.
report-left-out-none-moodle = Nessuna riga o colonna del report Moodle è stata esclusa.
report-file = File
report-why = Perché
report-duplicate = `{ $who }` ha già risposte in `{ $first }`: questo secondo file è escluso
report-items-heading = Domande e parti
report-items-note = Facilità: il punteggio medio sui punti possibili. DS: la deviazione standard del punteggio sui punti possibili. Discriminazione: la correlazione del punteggio dell'item con il resto dell'esame (l'indice di discriminazione di Moodle). Superiore–inferiore: la media dell'item nel 27% migliore della classe per totale, meno la media nel 27% più debole, sui punti possibili. Un item è segnalato quando una delle due discriminazioni è sotto il 20% (bassa) o sotto 0 (negativa).
report-item = Item
report-max = Punti
report-facility = Facilità
report-item-sd = DS
report-discrimination = Discriminazione
report-upper-lower = Superiore–inferiore 27%
report-flag = Segnale
report-flag-low = bassa
report-flag-negative = negativa
report-question = Domanda { $n }
report-mistakes-heading = Che cosa ha sbagliato la classe
report-answers = Risposte
report-students = Studenti
report-share = Quota
report-example = Esempio
report-hint = Suggerimento
report-right = giuste
report-carried = sbagliate, ma coerenti con una risposta precedente sbagliata
report-unmodelled = sbagliate, senza un errore modellato corrispondente
report-hint-more = (e { $n ->
    [one] un'altra formulazione
   *[other] altre { $n } formulazioni
} con altri numeri)
report-missing = non date
report-option = Opzione
report-chosen = Scelta da
report-option-right = Giusta per
report-option-mistake = Errore indicato più spesso
report-variants-heading = Equità delle varianti
report-variants-note = La facilità di una domanda in ogni variante, con un intervallo al 95% (la facilità della variante ± 1,96 · DS / √n, la DS della domanda sulla classe). Una variante con almeno 2 studenti il cui intervallo sta tutto sotto o sopra la facilità della domanda è segnalata più difficile o più facile; se ne mostrano i parametri estratti.
report-variants-none = Non è stata estratta alcuna variante: tutti gli studenti hanno risposto allo stesso esercizio, quindi non ci sono varianti da confrontare.
report-variants = Varianti
report-facility-range = Facilità da – a
report-flagged = Segnalate
report-variant = Variante
report-interval = Intervallo
report-compared = Rispetto alla domanda
report-harder = più difficile
report-easier = più facile
report-parameters = Parametri estratti

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
figure-outside = Fuori dal grafico, non disegnato: { $points }.
figure-outside-more = Fuori dal grafico, non disegnato: { $points }; altri { $more }.
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
practice-unchecked = ({ $n ->
    [one] 1 parte non verificata: correggere le caselle segnate
   *[other] { $n } parti non verificate: correggere le caselle segnate
})
practice-step = passo
practice-place-under = il valore sotto { $column }
practice-place-cell = il valore ({ $at }, colonna { $column })
practice-place-row = riga { $row }
practice-place-of = il valore di { $row } per { $corner } = { $column }
practice-box-too-long = più di { $n } caratteri
practice-box-one-comma = scrivere una sola virgola decimale: 0,25
practice-box-decimal-point = scrivere il punto decimale: 0.25 (o una frazione, 1/4)
practice-box-not-number = non è un numero: scrivere 0.25, 1/4, −0.25 o ln(2)
practice-box-not-number-comma = non è un numero: scrivere 0,25, 1/4, −0,25 o ln(2)
practice-box-not-expression = non è un'espressione che mlex legge: { $why }
practice-box-not-class = non è una classe: scrivere una tra { $classes }

## Kind bayes-error

bayes-error-knowledge = **Conoscenza teorica** (classi { $classes }): P(x) e le probabilità a posteriori P(c | x):
bayes-error-knowledge-decisions = **Conoscenza teorica** (classi { $classes }): P(x) e le probabilità a posteriori P(c | x), con la decisione c(x) del classificatore dato:
bayes-error-knowledge-continuous = **Conoscenza teorica** (classi { $classes }): la densità p(x), costante su ogni intervallo, e le probabilità a posteriori P(c | x):
bayes-error-knowledge-continuous-decisions = **Conoscenza teorica** (classi { $classes }): la densità p(x), costante su ogni intervallo, e le probabilità a posteriori P(c | x), con la decisione c(x) del classificatore dato:
bayes-error-q-bayes-decisions = Dare la decisione del classificatore di Bayes, { $rule }, per ogni x.
bayes-error-q-bayes-decisions-continuous = Dare la decisione del classificatore di Bayes, { $rule }, per ogni intervallo.
bayes-error-q-bayes-error = Calcolare l'errore di Bayes $\varepsilon^*$.
bayes-error-q-classifier-error = Calcolare l'errore ε del classificatore c(x) dato nella tabella.
bayes-error-q-row-errors = Dare il contributo di ogni x all'errore di Bayes.
bayes-error-q-row-errors-continuous = Dare il contributo di ogni intervallo all'errore di Bayes.
bayes-error-q-classifier-row-errors = Dare il contributo di ogni x all'errore del classificatore dato.
bayes-error-q-classifier-row-errors-continuous = Dare il contributo di ogni intervallo all'errore del classificatore dato.
bayes-error-bayes-classifier = **Classificatore di Bayes** { $rule } (massima probabilità a posteriori), con errore a posteriori $\varepsilon(c^*(x)) = 1 - \max_c P(c \mid x)$:
bayes-error-bayes-classifier-continuous = **Classificatore di Bayes** { $rule } (massima probabilità a posteriori), con errore a posteriori $\varepsilon(c^*(x)) = 1 - \max_c P(c \mid x)$; ogni intervallo [a, b] contribuisce con $\int p(x)\,\varepsilon(c^*(x))\,dx = p(x)\,(b - a)\,\varepsilon(c^*(x))$:
bayes-error-ties = Parità ({ $ties }): ogni classe in parità è una decisione di Bayes, con lo stesso errore; la tabella prende la prima.
bayes-error-given-classifier = **Il classificatore dato** c(x), con errore a posteriori $\varepsilon(c(x)) = 1 - P(c(x) \mid x)$:
bayes-error-given-classifier-continuous = **Il classificatore dato** c(x), con errore a posteriori $\varepsilon(c(x)) = 1 - P(c(x) \mid x)$; ogni intervallo [a, b] contribuisce con $p(x)\,(b - a)\,\varepsilon(c(x))$:
bayes-error-zero-rows = I valori di x con P(x) = 0 non contribuiscono, qualunque sia la decisione.
bayes-error-h-bayes-decisions = Decisioni di Bayes
bayes-error-h-bayes-error = Errore di Bayes
bayes-error-h-classifier-error = Errore del classificatore dato
bayes-error-h-row-errors = Contributi all'errore di Bayes
bayes-error-h-classifier-row-errors = Contributi all'errore del classificatore
bayes-error-a-decisions = $c^*(x)$ per ogni x, nell'ordine: **{ $text }**.
bayes-error-a-decisions-continuous = $c^*(x)$ per ogni intervallo, nell'ordine: **{ $text }**.
bayes-error-a-bayes-error = $\varepsilon^* = \sum_x P(x)\,\varepsilon(c^*(x))$ = { $text }, quindi **$\varepsilon^*$ = { $answer }**.
bayes-error-a-bayes-error-continuous = $\varepsilon^* = \int p(x)\,\varepsilon(c^*(x))\,dx$ = { $text }, quindi **$\varepsilon^*$ = { $answer }**.
bayes-error-a-classifier-error = $\varepsilon = \sum_x P(x)\,\varepsilon(c(x))$ = { $text }, quindi **ε = { $answer }**.
bayes-error-a-classifier-error-continuous = $\varepsilon = \int p(x)\,\varepsilon(c(x))\,dx$ = { $text }, quindi **ε = { $answer }**.
bayes-error-a-in-order = Nell'ordine: **{ $text }**.
bayes-error-tie = { $class } (parità: { $tied })
bayes-error-tie-row = riga { $i }: classi { $classes }
bayes-error-tie-interval = intervallo { $i }: classi { $classes }
bayes-error-hint-rows-unweighted = sembra che gli errori delle righe siano stati sommati senza P(x): ogni riga va pesata con la sua probabilità P(x)
bayes-error-hint-intervals-unweighted = sembra che gli errori degli intervalli siano stati sommati senza le loro probabilità: ognuno va pesato con p(x)·(b − a)
bayes-error-hint-density-times-length = la probabilità di un intervallo è la sua densità per la sua lunghezza, p(x)·(b − a)
bayes-error-hint-bayes-for-given = questo è l'errore del classificatore di Bayes: il classificatore dell'esercizio decide c(x) come indicato, anche dove un'altra classe è più probabile
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
bayes-error-mistake-rows-unweighted = righe non pesate con P(x)
bayes-error-mistake-intervals-unweighted = intervalli non pesati con la loro probabilità
bayes-error-mistake-density-times-length = densità presa per la probabilità
bayes-error-mistake-bayes-for-given = errore di Bayes al posto di quello del classificatore
bayes-error-figure-title = Densità delle classi e regioni di decisione di Bayes
bayes-error-figure-alt = Densità P(c)·p(x | c) = p(x)·P(c | x) delle classi e regioni di decisione di Bayes
bayes-error-figure-intro = Le densità P(c)p(x | c) = p(x)P(c | x) delle classi (curve a gradini), le regioni di decisione del classificatore di Bayes, ombreggiate nel colore della classe che sceglie, e le loro frontiere (linee verticali); l'errore di Bayes è l'area sotto le curve delle classi non scelte:
bayes-error-figure-range = P(c)·p(x | c) di ogni classe per x da { $x0 } a { $x1 }, 0 fuori dagli intervalli.
bayes-error-figure-step = { $value } su { $interval }
bayes-error-figure-curve = Classe { $class }: curva a gradini { $colour } { $dash }, { $steps }.
bayes-error-figure-no-boundary = Nessuna frontiera tra regioni di decisione: il classificatore di Bayes sceglie la stessa classe su intervalli adiacenti.
bayes-error-figure-boundaries = { $n ->
    [one] Frontiera tra regioni di decisione (linea verticale nera): x = { $points }.
   *[other] Frontiere tra regioni di decisione (linee verticali nere): x = { $points }.
}
bayes-error-figure-region = Il classificatore di Bayes sceglie la classe { $class } (ombreggiata in { $colour }) su { $region }.
bayes-error-figure-no-region = Il classificatore di Bayes non sceglie mai la classe { $class }.
bayes-error-figure-tie = Su { $interval } le classi { $classes } sono in parità; è ombreggiato come classe { $class }.
bayes-error-figure-error = L'errore di Bayes è ε* = { $error }, l'area sotto le curve delle classi non scelte.
bayes-error-figure-tie-label = parità { $classes }
bayes-error-figure-legend = classe { $class }
bayes-error-figure-boundary-key = frontiera

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
binary-perceptron-hint-sign = il segno dell'aggiornamento sembra scambiato: un campione classificato male (y·wᵀx̄ ≤ 0) dà w + αy·x̄, che sposta w verso la classificazione giusta
binary-perceptron-hint-labels = le etichette sembrano scambiate: la classe scritta +1 ha y = +1 e l'altra y = −1, nel test y·wᵀx̄ ≤ 0 e nell'aggiornamento w + αy·x̄
binary-perceptron-hint-early = l'addestramento è stato fermato una passata prima: termina dopo un'intera passata senza aggiornamenti, e anche quella passata conta
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
binary-perceptron-mistake-boundary = punto sulla frontiera non aggiornato
binary-perceptron-mistake-sign = segno dell'aggiornamento invertito
binary-perceptron-mistake-labels = etichette scambiate
binary-perceptron-mistake-early = fermato una passata prima

## Kind decision-rules

decision-rules-joint = **Distribuzione congiunta** p(x, c) (classi { $classes }):
decision-rules-priors = **Probabilità a priori:** { $priors }.
decision-rules-likelihoods = **Verosimiglianze delle classi** p(x | c) (classi { $classes }):
decision-rules-candidates = **Regole candidate:**
decision-rules-q-posteriors = Calcolare le probabilità a posteriori p(c | x) con la regola di Bayes per ogni x.
decision-rules-q-decisions = Dare la decisione di ogni regola per ogni x.
decision-rules-q-errors = Calcolare l'errore ε di ogni regola.
decision-rules-q-bayes-error = Calcolare l'errore di Bayes $\varepsilon^*$.
decision-rules-q-minimum-error = Quali regole sono a errore minimo su queste probabilità ($\varepsilon = \varepsilon^*$)? Dare i numeri delle regole, oppure `none`.
decision-rules-q-not-minimum-error = Quali regole **non** sono a errore minimo su queste probabilità? Dare i numeri delle regole, oppure `none` se lo sono tutte.
decision-rules-derived = Dalla tabella congiunta: $p(c) = \sum_x p(x, c)$, quindi { $priors }; e p(x | c) = p(x, c)/p(c):
decision-rules-bayes-rule = **Regola di Bayes:** $p(x, c) = p(c)\,p(x \mid c)$, $p(x) = \sum_c p(x, c)$ e $p(c \mid x) = p(x, c)/p(x)$. La decisione di Bayes (a errore minimo) è { $rule }, con errore $p(x)\,(1 - \max_c p(c \mid x))$ in ogni x:
decision-rules-ties = Parità ({ $ties }): ogni classe in parità è una decisione di Bayes, con lo stesso errore; la tabella prende la prima.
decision-rules-the-rules = **Le regole.** Ogni regola si riduce al confronto che fa in ogni x: il logaritmo è crescente (un logaritmo si confronta come il suo argomento, quindi nessun logaritmo va calcolato), un fattore positivo o un termine che non dipende da c non cambiano nulla, e un segno meno trasforma argmax in argmin. Il suo errore è $\varepsilon = \sum_x p(x)\,(1 - p(c(x) \mid x))$; in caso di parità si prende la prima classe nell'ordine.
decision-rules-rule-line = **Regola { $n }:** { $label } = { $text } ⟺ **{ $compare }**.
decision-rules-rule-reasons = **Regola { $n }:** { $label } = { $text } ⟺ **{ $compare }** ({ $reasons }).
decision-rules-minimum = ε = { $error }: **a errore minimo su questi numeri** ($\varepsilon = \varepsilon^*$).
decision-rules-not-minimum = ε = { $error }: **non a errore minimo su questi numeri** ($\varepsilon \gt \varepsilon^*$ = { $bayes }).
decision-rules-happens = Su questi numeri capita che decida bene quanto la regola di Bayes.
decision-rules-h-posteriors = Probabilità a posteriori
decision-rules-h-decisions = Decisioni
decision-rules-h-errors = Errori delle regole
decision-rules-h-bayes-error = Errore di Bayes
decision-rules-h-minimum-error = Regole a errore minimo
decision-rules-h-not-minimum-error = Regole non a errore minimo
decision-rules-a-bayes-error = $\varepsilon^* = \sum_x p(x)\,(1 - \max_c p(c \mid x))$ = { $text }, quindi $\varepsilon^*$ = **{ $answer }**.
decision-rules-a-minimum-error = Le regole con $\varepsilon = \varepsilon^*$: { $text }, quindi **{ $answer }**.
decision-rules-a-not-minimum-error = Le regole con $\varepsilon \gt \varepsilon^*$: { $text }, quindi **{ $answer }**.
decision-rules-reason-sum-of-logs = una somma di logaritmi è il logaritmo di un prodotto, e il logaritmo è crescente: si confronta il prodotto
decision-rules-reason-log = il logaritmo è crescente: si confronta il suo argomento
decision-rules-reason-scale = moltiplicare il punteggio per { $k } > 0 non cambia la decisione
decision-rules-reason-dropped = { $terms } non { $n ->
    [one] dipende
   *[other] dipendono
} da c
decision-rules-reason-minus = il segno meno inverte l'ordine delle classi: { $w } diventa { $n }
decision-rules-reason-factor = il fattore { $k } > 0 non cambia la decisione
decision-rules-reason-root = { $power } è massimo dove lo è { $q }, perché le probabilità sono ≥ 0
decision-rules-reason-reciprocal = { $what } inverte l'ordine delle classi: { $w } diventa { $n }
decision-rules-general-always = A errore minimo in generale: confronta una funzione crescente della probabilità a posteriori p(c|x), come la regola di Bayes.
decision-rules-general-equal-priors = Non a errore minimo in generale: quando le probabilità a priori sono uguali decide come { $argmax } p(x|c), la regola di Bayes; con probabilità a priori diverse alcune verosimiglianze la fanno decidere altrimenti.
decision-rules-general-least-probable = Non a errore minimo: sceglie la classe meno probabile a posteriori (la regola a errore massimo), a meno che ogni classe sia ugualmente probabile in ogni x.
decision-rules-general-minimises = Non a errore minimo in generale: preferisce le classi sotto le quali x è poco verosimile.
decision-rules-general-prior-max = Non a errore minimo in generale: ignora x e sceglie sempre la classe più probabile a priori, che è a errore minimo solo quando quella classe è anche la più probabile a posteriori in ogni x.
decision-rules-general-prior-min = Non a errore minimo in generale: ignora x e sceglie sempre la classe meno probabile a priori.
decision-rules-general-constant = Non a errore minimo in generale: il suo punteggio non dipende da c, quindi tutte le classi sono in parità e si prende la prima.
decision-rules-and = { $most } e { $last }
decision-rules-none = nessuna
decision-rules-rule = regola { $n }
decision-rules-rules = regole { $list }
decision-rules-tie = { $class } (parità: { $tied })
decision-rules-rule-decisions = regola { $n }: { $decisions }
decision-rules-constant-score = un punteggio che non dipende da c: tutte le classi sono in parità
decision-rules-tie-at = x = { $x }: classi { $classes }
decision-rules-equivalent = Le regole { $list } confrontano la stessa quantità a meno di una funzione crescente: decidono allo stesso modo per ogni distribuzione.
decision-rules-hint-unweighted = sembra che gli errori siano stati sommati senza p(x): l'errore 1 − p(c(x)|x) di ogni x va pesato con la sua probabilità p(x)
decision-rules-hint-general = queste sono le regole a errore minimo per ogni distribuzione; su questi numeri, confrontare l'ε di ogni regola con ε*
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
decision-rules-mistake-unweighted = errori non pesati con p(x)
decision-rules-mistake-general = regole per ogni distribuzione, non per questi numeri

## Kind discriminants

discriminants-functions = **Funzioni discriminanti** (classi { $classes }; { $rule }):
discriminants-homogeneous = In notazione omogenea, una colonna per classe (w₀ è il peso di soglia):
discriminants-domain = x assume valori in { $domain }.
discriminants-q-classify = Classificare il punto x = { $x }.
discriminants-q-classify-many = Classificare i punti x = { $x }.
discriminants-q-discriminants = Calcolare il valore di ogni funzione discriminante in x = { $x }.
discriminants-q-boundaries = Trovare la frontiera di decisione tra ogni coppia di classi.
discriminants-q-regions = Determinare la regione di decisione di ogni classe.
discriminants-h-classify = Classificazione
discriminants-h-discriminants = Valori delle funzioni discriminanti
discriminants-h-boundaries = Frontiere di decisione
discriminants-h-regions = Regioni di decisione
discriminants-for-x = Per x = { $x }, con { $xbar }:
discriminants-boundaries = La frontiera tra le classi i e j è dove le loro funzioni discriminanti sono uguali, $g_i(x) = g_j(x)$:
discriminants-regions = La regione di una classe è dove la sua funzione discriminante supera tutte le altre, { $region }. I punti di frontiera dividono la retta in intervalli; in un punto interno a ciascuno decide la funzione discriminante più grande:
discriminants-regions-domain = La regione di una classe è dove la sua funzione discriminante supera tutte le altre, { $region }. I punti di frontiera dividono { $domain } in intervalli; in un punto interno a ciascuno decide la funzione discriminante più grande:
discriminants-hint-no-bias = sembra che manchi il bias w_c0: g_c(x) = w_cᵀx̄ con x̄ = (1, x)
discriminants-hint-smallest = la classe decisa è quella con la funzione discriminante g_c(x) più grande, non più piccola
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
discriminants-mistake-no-bias = bias dimenticato
discriminants-mistake-smallest = presa la discriminante più piccola
regions-col-interval = intervallo
regions-col-class = classe
regions-tie = Su { $interval } le classi { $classes } sono in parità ovunque; si prende la prima nell'ordine delle classi, { $first }.
regions-tie-cell = { $class } (parità: { $tied })
regions-never-wins = { $region } = { $interval } (la classe { $class } non vince mai)

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
equivalent-classifiers-same-decisions = { $why }; tuttavia i due classificatori decidono la stessa classe ovunque nessuno dei due sia su una frontiera fra due discriminanti diversi (una classe che non vince mai può cambiare liberamente) ⇒ **equivalente**
equivalent-classifiers-decide = { $g } = ({ $values }) → classe { $class }
equivalent-classifiers-decide-tie = { $g } = ({ $values }) → le classi { $classes } sono pari, perché i loro discriminanti sono lo stesso vettore: sono pari in tutto un intorno di x, dove questo classificatore non decide alcuna classe
equivalent-classifiers-all-true = L'opzione { $letter } afferma che tutti gli insiemi di pesi precedenti definiscono classificatori equivalenti: vero.
equivalent-classifiers-all-false = L'opzione { $letter } afferma che tutti gli insiemi di pesi precedenti definiscono classificatori equivalenti: falso.
equivalent-classifiers-none-true = L'opzione { $letter } afferma che nessuno degli insiemi di pesi precedenti definisce un classificatore equivalente: vero.
equivalent-classifiers-none-false = L'opzione { $letter } afferma che nessuno degli insiemi di pesi precedenti definisce un classificatore equivalente: falso.
equivalent-classifiers-answer-one = opzione { $letter }
equivalent-classifiers-answer-many = opzioni { $letters }
equivalent-classifiers-answer-none = nessuna delle opzioni
equivalent-classifiers-hint-negative = moltiplicare ogni w_c per un numero negativo inverte la classe che vince: il fattore a deve essere positivo
equivalent-classifiers-hint-offset = sommare lo stesso vettore v a ogni w_c lascia invariato il classificatore: g′_c − g′_k = a·(g_c − g_k) per ogni coppia
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
equivalent-classifiers-mistake-negative = fattore negativo ammesso
equivalent-classifiers-mistake-offset = spostamento comune creduto un altro classificatore

## Kind gaussian-boundary

gaussian-boundary-classes = **Classi**: la probabilità a priori P(c) e la densità condizionata alla classe p(x | c) = N(x | μ, σ), normale con media μ e deviazione standard σ:
gaussian-boundary-col-class = classe c
gaussian-boundary-domain = x assume valori in { $domain }.
gaussian-boundary-q-boundary = Trovare la frontiera di decisione tra le classi.
gaussian-boundary-q-regions = Determinare le regioni di decisione delle classi.
gaussian-boundary-q-posterior = Calcolare la probabilità a posteriori di ogni classe in x = { $x }.
gaussian-boundary-q-classify = Classificare x = { $x }.
gaussian-boundary-bayes = Il classificatore di Bayes sceglie la classe con la P(c | x) = P(c)p(x | c)/p(x) più grande, cioè con il P(c)p(x | c) più grande.
gaussian-boundary-h-boundary = Frontiera di decisione
gaussian-boundary-h-regions = Regioni di decisione
gaussian-boundary-h-posterior = Probabilità a posteriori
gaussian-boundary-h-classify = Classificazione
gaussian-boundary-between = Tra { $a } e { $b }, P(c | x) coincide dove coincide P(c)p(x | c):
gaussian-boundary-rounded = I coefficienti sono mostrati arrotondati a { $digits } decimali; la soluzione è calcolata dai coefficienti esatti, con logaritmi e radici quadrate calcolati con più cifre di quelle mostrate, ogni cifra mostrata certa.
gaussian-boundary-regions = I punti di frontiera dividono la retta in intervalli; in un punto interno a ciascuno vince la classe con la probabilità a posteriori più grande:
gaussian-boundary-regions-domain = I punti di frontiera dividono { $domain } in intervalli; in un punto interno a ciascuno vince la classe con la probabilità a posteriori più grande:
gaussian-boundary-at = In x = { $x }:
gaussian-boundary-classify-at = In x = { $x }: { $text } ⇒ **{ $class }**.
gaussian-boundary-taking-logarithms = passando ai logaritmi (il fattore 1/√(2π) si semplifica)
gaussian-boundary-equation = { $equation }, con 1/(2σ²) = { $ki } e { $kj }, { $log }
gaussian-boundary-linear = { $equation } = 0 (deviazioni standard uguali: l'equazione è lineare)
gaussian-boundary-touch = Δ = 0: le due curve si toccano in x = { $x } senza attraversarsi; { $class } è la maggiore da entrambe le parti, quindi lì sono in parità ma nessuna regione cambia
gaussian-boundary-never-negative = Δ = b² − 4ac = { $delta } < 0: nessuna soluzione reale, **nessuna frontiera**: { $prior }·p(x | { $class }) è il maggiore ovunque
gaussian-boundary-never = l'equazione non è mai soddisfatta: **nessuna frontiera**; { $prior }·p(x | { $class }) è il maggiore ovunque
gaussian-boundary-everywhere = le due densità pesate sono identiche: sono in parità ovunque
gaussian-boundary-too-large = i numeri sono troppo grandi per essere calcolati
gaussian-boundary-too-large-short = troppo grande per essere calcolato
gaussian-boundary-hint-no-priors = sembra che manchino le probabilità a priori: la densità di ogni classe va pesata con la sua probabilità a priori P(c)
gaussian-boundary-hint-no-sigma = sembra che manchi il fattore 1/σ della densità normale: non si semplifica quando le deviazioni standard sono diverse
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
gaussian-boundary-mistake-no-priors = probabilità a priori dimenticate
gaussian-boundary-mistake-no-sigma = fattore 1/σ dimenticato

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

geometric-margin-classifier = **Classificatore:** $f(x) = w^\top x + w_0$ con w₀ = { $w0 } e w = { $w }.
geometric-margin-points = **Punti**:
geometric-margin-points-labelled = **Punti** (con le loro etichette y = ±1):
geometric-margin-q-functional-margin = Calcolare il margine funzionale { $margin } di ogni punto.
geometric-margin-q-geometric-margin = Calcolare il margine geometrico { $margin } di ogni punto, cioè la sua distanza con segno dall'iperpiano f(x) = 0.
geometric-margin-q-origin-distance = Calcolare la distanza (con segno) dell'origine dall'iperpiano, r⁰ = f(0)/‖w‖.
geometric-margin-q-norm = Calcolare ‖w‖.
geometric-margin-q-projection = Calcolare la proiezione $x^p$ di ogni punto sull'iperpiano, tale che $x = x^p + r\, w/\lVert w \rVert$.
geometric-margin-h-functional-margin = Margini funzionali
geometric-margin-h-geometric-margin = Margini geometrici
geometric-margin-h-origin-distance = Distanza dell'origine
geometric-margin-h-norm = Norma di w
geometric-margin-h-projection = Proiezioni sull'iperpiano
geometric-margin-functional = Il margine funzionale è il valore della funzione discriminante, una misura di confidenza nella predizione:
geometric-margin-functional-labelled = Il margine funzionale è il valore della funzione discriminante, una misura di confidenza nella predizione; moltiplicato per l'etichetta è positivo esattamente quando il punto è classificato correttamente:
geometric-margin-geometric = { $norm }. Il margine geometrico è il margine funzionale diviso per ‖w‖ (il bias w₀ non fa parte della norma):
geometric-margin-origin = { $text }. Il segno dice da quale parte dell'iperpiano sta l'origine; il valore assoluto è la distanza.
geometric-margin-projection = Poiché $f(x^p) = 0$, si ha $f(x) = r \lVert w \rVert$ e $x^p = x - r\, w/\lVert w \rVert = x - (f(x)/\lVert w \rVert^2)\, w$, calcolo esatto anche quando ‖w‖ non lo è:
geometric-margin-irrational = ‖w‖ è irrazionale: i valori segnati con ≈ sono arrotondati a { $digits } decimali (calcolati con almeno 15 cifre significative); le forme con radici che li precedono sono esatte.
geometric-margin-projection-line = { $xp } = { $formula } (verifica: { $fxp } = { $value })
geometric-margin-on-hyperplane = { " " }— il punto sta sull'iperpiano
geometric-margin-hint-bias-in-norm = ‖w‖ è la norma di (w1, …, wD): il bias w0 non ne fa parte
geometric-margin-hint-not-divided = il margine geometrico è una distanza: il margine funzionale diviso per ‖w‖
geometric-margin-hint-labels-left-out = sembra che le etichette siano state dimenticate: il margine di un punto etichettato è y·f(x), positivo quando il punto sta dalla parte della sua classe
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
geometric-margin-mistake-bias-in-norm = bias contato in ‖w‖
geometric-margin-mistake-not-divided = non diviso per ‖w‖
geometric-margin-mistake-labels-left-out = etichette dimenticate

geometric-margin-figure-title = I punti, le loro proiezioni sull'iperpiano e le loro distanze
geometric-margin-figure-title-data = I punti e l'iperpiano
geometric-margin-figure-line = L'iperpiano f(x) = 0 è la retta { $eq }.
geometric-margin-figure-sides = L'iperpiano f(x) = 0 è la retta { $eq }; f(x) > 0 dalla parte della classe 1, f(x) < 0 dalla parte della classe −1.
geometric-margin-figure-unlabelled = Punti senza etichetta (punti neri): { $list }.
geometric-margin-figure-distance = Punto { $n } in { $at }: la sua proiezione sulla retta è { $projection } (punto bianco), congiunta a esso da un segmento tratteggiato, { $label }.

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
gradient-descent-figure-first-drawn = Sono disegnate solo le prime { $drawn } di queste { $of } iterate.
gradient-descent-figure-legend-iterates = iterate θₖ
gradient-descent-figure-legend-steps = passi θₖ → θₖ₊₁
gradient-descent-hint-ascent = il passo sale lungo la derivata: la discesa del gradiente si muove nel verso opposto, δ = −η L′(θ)
gradient-descent-hint-early = la discesa è stata fermata un passo prima: il ciclo fa il passo, poi verifica |δ| ≤ tolleranza, quindi anche il passo che la raggiunge conta
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
gradient-descent-mistake-ascent = passo in salita
gradient-descent-mistake-early = fermata un passo prima

## Kind holdout

holdout-errors = Un classificatore commette { $errors } errori su un insieme di test di M = { $m } campioni.
holdout-measured = Il tasso di errore misurato su un insieme di test di M = { $m } campioni è ε̂ = { $rate }.
holdout-estimated = Si stima che il tasso di errore del classificatore sia ε = { $rate }.
holdout-radius-at-most = L'intervallo di confidenza può avere raggio al più r = { $r } (±{ $r }).
holdout-confidence = Confidenza: { $confidence }.
holdout-confidence-z = Confidenza: z = { $z }.
holdout-q-error-rate = Stimare il tasso di errore del classificatore.
holdout-q-radius = Calcolare il raggio dell'intervallo di confidenza della stima.
holdout-q-radius-at = Calcolare il raggio dell'intervallo di confidenza al { $confidence } della stima.
holdout-q-interval = Dare l'intervallo di confidenza dell'errore.
holdout-q-interval-at = Dare l'intervallo di confidenza al { $confidence } dell'errore.
holdout-q-min-test-size = Qual è il numero minimo M di campioni di test perché l'intervallo di confidenza non superi ±{ $r }?
holdout-q-min-test-size-at = Qual è il numero minimo M di campioni di test perché l'intervallo di confidenza al { $confidence } non superi ±{ $r }?
holdout-normal = Se M è grande, la stima holdout è approssimativamente normale, ε̂ ~ N(ε, ε(1 − ε)/M), quindi l'intervallo è [ε̂ − r̂, ε̂ + r̂] con r̂ = z·√(ε̂(1 − ε̂)/M), { $z }.
holdout-h-error-rate = Tasso di errore
holdout-h-radius = Raggio
holdout-h-interval = Intervallo di confidenza
holdout-h-min-test-size = Dimensione minima dell'insieme di test
holdout-radius-rounded = { $text } (la radice quadrata è calcolata con più cifre di quelle mostrate, ogni cifra mostrata è certa, e poi arrotondata).
holdout-clipped-at-0 = ε̂ − r̂ = { $lo } è minore di 0: l'intervallo è troncato a 0 (un tasso di errore non può essere negativo; con così pochi errori l'approssimazione normale è scarsa).
holdout-clipped-at-1 = ε̂ + r̂ = { $hi } è maggiore di 1: l'intervallo è troncato a 1.
holdout-z-for = z = { $z } per un intervallo al { $percent }%
holdout-rate-given = ε̂ = { $rate } (dato)
holdout-bound-whole = il limite è un numero intero, quindi è esso stesso il più piccolo M (calcolato in modo esatto; in virgola mobile il limite può risultare appena superiore, e l'arrotondamento per eccesso darebbe un campione in più)
holdout-bound-zero = con ε = 0 qualunque insieme di test rispetta il raggio; serve almeno un campione
holdout-bound-above = il più piccolo intero non inferiore è { $m }
holdout-too-large = i numeri sono troppo grandi per essere calcolati
holdout-hint-z-asks = z = { $z } è il quantile di un intervallo al { $percent }%; questo esercizio chiede il { $mine }% (z = { $z_mine })
holdout-hint-z-gives = z = { $z } è il quantile di un intervallo al { $percent }%; questo esercizio dà z = { $z_mine }
holdout-hint-not-divided = sembra che il raggio non sia diviso per M: la varianza di ε̂ è ε̂(1 − ε̂)/M, e diminuisce al crescere dell'insieme di test
holdout-hint-no-root = sembra che manchi la radice quadrata: il raggio è z per la deviazione standard √(ε̂(1 − ε̂)/M), non per la varianza
holdout-hint-not-clipped = un tasso di errore sta tra 0 e 1: un estremo dell'intervallo fuori da [0, 1] va troncato
holdout-hint-rounded-down = la dimensione dell'insieme di test è stata arrotondata per difetto: M deve essere almeno pari al limite, quindi si arrotonda per eccesso
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
holdout-mistake-z-asks = z di un altro livello di confidenza
holdout-mistake-z-gives = z diverso da quello dato
holdout-mistake-not-divided = varianza non divisa per M
holdout-mistake-no-root = radice quadrata dimenticata
holdout-mistake-not-clipped = intervallo non troncato a [0, 1]
holdout-mistake-rounded-down = dimensione del test arrotondata per difetto

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
least-squares-hint-no-bias = sembra che manchi il bias: ogni riga di X̄ inizia con un 1, così che anche w0 venga stimato
least-squares-hint-no-psi = sembra che manchino i pesi dei campioni ψᵢ: ogni errore al quadrato conta ψᵢ volte (X̄ᵗΨX̄ w = X̄ᵗΨy)
least-squares-hint-residual-sign = un residuo è il target meno la previsione, yᵢ − f(xᵢ)
least-squares-hint-mean = E(w) è la somma degli errori al quadrato, non la loro media
least-squares-hint-half = l'errore della discesa del gradiente ha il fattore ½: ½ Σ (yᵢ − wᵀx̄ᵢ)²
least-squares-hint-gradient-sign = controllare il segno del gradiente: il gradiente di ½ Σ (yᵢ − wᵀx̄ᵢ)² è Σ (wᵀx̄ᵢ − yᵢ)·x̄ᵢ
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
least-squares-mistake-no-bias = colonna di 1 dimenticata
least-squares-mistake-no-psi = pesi dei campioni dimenticati
least-squares-mistake-residual-sign = segno del residuo invertito
least-squares-mistake-mean = media al posto della somma
least-squares-mistake-half = fattore ½ dimenticato
least-squares-mistake-gradient-sign = segno del gradiente invertito

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
logistic-regression-halt-numerically-singular = Arrestato al passo { $n }: la matrice hessiana è numericamente singolare: un pivot della sua eliminazione non si distingue da 0 nemmeno a 2048 bit (i suoi elementi sono noti a circa 600 cifre), quindi il passo di Newton non è definito a nessuna precisione usata da mlex (i campioni potrebbero non determinare tutti i pesi, oppure σ(1 − σ) si è quasi annullato).
logistic-regression-halt-overflow = Arrestato al passo { $n }: non è stato possibile calcolare un valore.
logistic-regression-irls = Il primo passo come IRLS: con i pesi { $r } e i valori target { $z } = { $targets }, la soluzione ai minimi quadrati pesati { $solution } = { $w } è lo stesso vettore.
logistic-regression-hint-pm-rule = le etichette sono ±1: la forma 0/1 σ(wᵀx̄) − t prende t = 0 per y = −1, non −1 (oppure si usa la forma ±1 con σ(−y wᵀx̄)·y)
logistic-regression-hint-01-rule = le etichette sono 0/1: la forma ±1 σ(−y wᵀx̄)·y non può prendere y = 0 (anche un campione della classe 0 conta); si usa σ(wᵀx̄) − t
logistic-regression-hint-sigma-of-activation = la regola ±1 pesa y·x̄ con σ(−y wᵀx̄), la probabilità dell'altra etichetta, non con σ(wᵀx̄)
logistic-regression-hint-ln2-kept = qui il gradiente della perdita in base 2 mantiene il suo fattore 1/ln 2: ogni passo è η_t/ln 2 per σ(−y wᵀx̄)·y·x̄, non η_t per esso
logistic-regression-hint-base2 = qui la perdita è in base 2: log₂ u = ln u / ln 2, non ln u
logistic-regression-hint-no-projection = dopo ogni passo, se w finisce fuori dalla palla ‖w‖ ≤ U, va proiettato su di essa
logistic-regression-hint-constant-rate = la discesa del gradiente online riduce il passo: η_t = η/√t al passo t
logistic-regression-hint-ascent = il passo sale lungo il gradiente della perdita: per minimizzarla ci si muove contro il gradiente
logistic-regression-hint-gradient-sign = il segno del gradiente sembra invertito: ∇L = Σₙ (σ(wᵀx̄ₙ) − tₙ) x̄ₙ, predetto meno obiettivo (con etichette ±1 −Σₙ σ(−yₙ wᵀx̄ₙ) yₙ x̄ₙ)
logistic-regression-hint-labels-swapped = le etichette sembrano scambiate (o σ(z) preso per σ(−z)): un campione conta −log della probabilità della propria etichetta, σ(wᵀx̄) per y = 1, 1 − σ(wᵀx̄) = σ(−wᵀx̄) per l'altra
logistic-regression-hint-loss-sign = la perdita è meno la log-verosimiglianza, −Σ log p(yₙ | xₙ): non è mai negativa
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
logistic-regression-mistake-pm-rule = regola 0/1 con etichette ±1
logistic-regression-mistake-01-rule = regola ±1 con etichette 0/1
logistic-regression-mistake-sigma-of-activation = pesato con σ(wᵀx̄)
logistic-regression-mistake-ln2-kept = fattore 1/ln 2 tolto dal passo
logistic-regression-mistake-base2 = logaritmo naturale al posto della base 2
logistic-regression-mistake-no-projection = proiezione dimenticata
logistic-regression-mistake-constant-rate = passo non ridotto
logistic-regression-mistake-ascent = passo in salita
logistic-regression-mistake-gradient-sign = segno del gradiente invertito
logistic-regression-mistake-labels-swapped = etichette scambiate
logistic-regression-mistake-loss-sign = meno della perdita dimenticato

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
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
multiclass-scheme-mistake-smallest = preso il valore f_c(x) più piccolo
multiclass-scheme-mistake-reversed = voto della coppia invertito

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
perceptron-piece-elsewhere = non è un confine delle regioni di decisione: lì altre classi sono pari a queste due, e le regioni ai suoi due lati sono quelle di { $a } e { $b }
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
perceptron-hint-sign = i segni dell'aggiornamento sembrano scambiati: una classe che batte quella vera riceve − αx̄, la classe vera w_y riceve + αx̄
perceptron-hint-rate = il fattore di apprendimento sembra dimenticato: ogni aggiornamento somma o sottrae α·x̄ con α = { $a }
perceptron-hint-early-converged = l'addestramento è stato fermato una passata prima: termina dopo un'intera passata senza errori, e anche quella passata conta
perceptron-hint-early = l'addestramento è stato fermato una passata prima
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
perceptron-mistake-margin = margine dimenticato
perceptron-mistake-strict = aggiornamento anche in parità
perceptron-mistake-nonstrict = nessun aggiornamento in parità
perceptron-mistake-no-true-update = classe vera non aggiornata
perceptron-mistake-only-true-update = aggiornata solo la classe vera
perceptron-mistake-only-first-rival = aggiornata solo la prima rivale
perceptron-mistake-recompute-g = g ricalcolato dopo un aggiornamento
perceptron-mistake-sign = segno dell'aggiornamento invertito
perceptron-mistake-rate = fattore di apprendimento dimenticato
perceptron-mistake-early-converged = fermato una passata prima
perceptron-mistake-early = fermato una passata prima
perceptron-fig-class-label = classe { $c }

perceptron-figure-pass = Iterazione { $n }: le regioni di decisione dei pesi alla sua fine

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
softmax-regression-end-cap = Non ha raggiunto la tolleranza { $tol } in { $max ->
        [one] un passo
       *[other] { $max } passi
    }, il massimo che questa esecuzione può fare (`max_steps`; senza, 1000, o meno quando i limiti di un addestramento ne consentono meno per questi campioni e classi).
softmax-regression-end-steps = { $n ->
        [one] Un passo
       *[other] { $n } passi
    } di discesa del gradiente con η = { $rate }.
softmax-regression-hint-sign = un segno è invertito: il gradiente si costruisce da μ − y (previsto meno one-hot), e la discesa lo sottrae, W ← W − η ∂NLL/∂W
softmax-regression-hint-gradient-mean = la NLL è una media sugli N campioni, quindi il suo gradiente ha il fattore 1/N
softmax-regression-hint-nll-mean = la NLL è una media: NLL = −LL/N, non −LL
softmax-regression-hint-swapped = la log-verosimiglianza LL = Σ_n log μ_n,y_n (al più 0) e la NLL = −LL/N (almeno 0) sembrano scambiate
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
softmax-regression-mistake-sign = un segno invertito
softmax-regression-mistake-gradient-mean = gradiente non diviso per N
softmax-regression-mistake-nll-mean = NLL non divisa per N
softmax-regression-mistake-swapped = LL e NLL scambiate

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
softmax-hint-zero-power-zero = una classe non osservata contribuisce con θ_c⁰, e 0⁰ = 1 per convenzione
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
softmax-mistake-zero-power-zero = 0⁰ preso come 0

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
surrogate-losses-too-large = Un valore indicato come «too large» è 10¹⁰⁰⁰ o più: più di quanto un file di risposte contenga, quindi la risposta sono le parole `too large`.
surrogate-losses-theorem = Teorema 1 (seed 002): se una funzione di perdita surrogata ℓ è convessa, differenziabile in 0 e tale che ℓ'(0) < 0, allora è consistente.
surrogate-losses-min-risk-above = L'ultima colonna delle tabelle precedenti: **{ $answer }**.
surrogate-losses-risk = R(ŷ) = η ℓ(ŷ) + (1 − η) ℓ(−ŷ) è la perdita attesa della previsione ŷ in un x con P(Y = +1 | x) = η; una funzione di perdita è consistente quando sign(ŷ*) è la decisione di Bayes per ogni η (seed 002, (1)).
surrogate-losses-risk-at = **η = { $eta }** — la decisione di Bayes è { $bayes }.
surrogate-losses-bayes-rule = Il classificatore di Bayes predice +1 dove η > ½ e −1 dove η < ½ (indifferentemente per η = ½): **{ $answer }**.
surrogate-losses-bayes-either = indifferente (η = ½)
surrogate-losses-every-in = ogni ŷ in { $interval }
surrogate-losses-not-attained = { $word }: il rischio decresce per ŷ → { $to }
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

surrogate-losses-figure-title = Perdite in funzione del margine z
surrogate-losses-figure-intro = Ogni perdita in funzione del margine z, con i suoi valori negli z dati segnati:
surrogate-losses-figure-range = Ogni perdita ℓ(z) per z da { $z0 } a { $z1 }; ℓ da { $y0 } a { $y1 } (i valori più alti sono tagliati).
surrogate-losses-figure-curve = { $loss }: curva { $dash } in { $colour }, { $markers } negli z segnati.
surrogate-losses-figure-at = In z = { $z } (linea verticale punteggiata): { $values }.
surrogate-losses-figure-outside = z = { $z } è fuori dal grafico.
surrogate-losses-hint-log2 = log2 è il logaritmo in base 2: ln(1 + e⁻ᶻ)/ln 2
surrogate-losses-hint-sign = il segno di z sembra invertito: z = y·g(x) è positivo per un punto classificato correttamente, dove una perdita surrogata è piccola
surrogate-losses-hint-convexity = la convessità da sola non basta: il Teorema 1 richiede anche ℓ differenziabile in 0 con ℓ'(0) < 0
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
surrogate-losses-mistake-log2 = logaritmo naturale al posto di log2
surrogate-losses-mistake-sign = segno di z invertito
surrogate-losses-mistake-convexity = convessità creduta sufficiente

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
svm-samples = **Campioni** (etichette ±1):
svm-soft = **Soft-margin SVM** con C = { $c } (seed 000): minimizzare $\lVert\omega\rVert^2 + C \sum_i \xi_i$ con i vincoli $y_i(\omega^\top x_i + b) \ge 1 - \xi_i$ e $\xi_i \ge 0$, dove $\omega = (w_1, \dots, w_d)$ e $b = w_0$. (Nella forma { $form }, usata dalla maggior parte dei libri di testo e da `SVC` di scikit-learn, C′ = C/2 = { $c_half }.)
svm-hard = **Hard-margin SVM** (seed 000): minimizzare $\lVert\omega\rVert^2 = w_1^2 + \dots + w_d^2$ con il vincolo $y_i(\omega^\top x_i + b) \ge 1$ per ogni campione, dove $b = w_0$.
svm-q-weights = Trovare il vettore ω ottimo.
svm-q-bias = Trovare il bias b ottimo.
svm-q-margin = Quanto vale il margine 2/‖ω‖?
svm-q-support-vectors = Quali campioni sono vettori di supporto ($\alpha_i \gt 0$)?
svm-q-on-margin = Quali campioni giacciono sul margine, $y_i(\omega^\top x_i + b) = 1$?
svm-q-alphas = Dare le variabili duali α, con $\omega = \sum_i \alpha_i y_i x_i$.
svm-q-slacks = Dare la variabile di slack $\xi_i$ di ogni campione.
svm-q-functional-margins = Dare il margine funzionale $y_i(\omega^\top x_i + b)$ di ogni campione.
svm-q-objective = Qual è il valore ottimo della funzione obiettivo?
svm-q-separable = I campioni sono linearmente separabili?
svm-kkt-soft = L'ottimo soddisfa le condizioni KKT: $\omega = \sum_i \alpha_i y_i x_i$ e $\sum_i \alpha_i y_i = 0$ con $0 \le \alpha_i \le C/2$ = { $c_half } (gli α della forma { $half } $+ (C/2) \sum_i \xi_i$, così che $\omega = \sum_i \alpha_i y_i x_i$ come nelle dispense); un campione oltre il margine ha $\alpha_i = 0$, uno con $0 \lt \alpha_i$ $\lt C/2$ giace sul margine, e uno dentro il margine o classificato erroneamente ha $\alpha_i = C/2$ e slack $\xi_i = 1 - y_i(\omega^\top x_i + b)$. Soluzione esatta (algoritmo di Lemke su queste condizioni, in numeri razionali):
svm-kkt-hard = L'ottimo soddisfa le condizioni KKT: $\omega = \sum_i \alpha_i y_i x_i$ e $\sum_i \alpha_i y_i = 0$ con $\alpha_i \ge 0$ (gli α della forma { $half }, così che $\omega = \sum_i \alpha_i y_i x_i$ come nelle dispense); un campione oltre il margine ha $\alpha_i = 0$, uno con $0 \lt \alpha_i$ giace sul margine. Soluzione esatta (algoritmo di Lemke su queste condizioni, in numeri razionali):
svm-alphas-not-unique = α non è unico (i campioni sul margine sono linearmente dipendenti): questo è uno degli α ottimi; ω e il valore ottimo dell'obiettivo sono unici.
svm-same-as-hard = I dati sono separabili e C è abbastanza grande: questa è anche la soluzione hard-margin (seed 000: C → ∞ equivale a Hard-margin SVM).
svm-not-separable = **I campioni non sono linearmente separabili**: { $witness }
svm-h-weights = ω
svm-h-bias = Bias
svm-h-margin = Margine
svm-h-support-vectors = Vettori di supporto
svm-h-on-margin = Campioni sul margine
svm-h-alphas = Variabili duali
svm-h-slacks = Variabili di slack
svm-h-functional-margins = Margini funzionali
svm-h-objective = Funzione obiettivo
svm-h-separable = Separabilità lineare
svm-see-above = **{ $answer }** (vedi sopra).
svm-a-support-vectors = **{ $answer }**: i campioni con $\alpha_i \gt 0$ nella tabella, gli unici da cui dipende ω.
svm-a-on-margin = **{ $answer }** ($y_i(\omega^\top x_i + b) = 1$ nella tabella).
svm-a-on-margin-b-not-unique = **{ $answer }**: b non è unico, e quali campioni stiano sul margine cambia con b.
svm-a-alphas = α = **{ $answer }** (colonna $\alpha_i$ della tabella).
svm-a-slacks = ξ = **{ $answer }** (colonna $\xi_i$).
svm-a-slacks-b-not-unique = ξ = **{ $answer }**: poiché b non è unico, $\xi_i = [1 - y_i(\omega^\top x_i + b)]_+$ cambia con b (il loro totale pesato no).
svm-a-functional-margins-b-not-unique = **{ $answer }**: b non è unico; la tabella dà $\omega^\top x_i$.
svm-col-kkt-any-b = KKT (per ogni b nell'intervallo)
svm-beyond-margin = oltre il margine: α = 0
svm-on-margin-zero = sul margine, α = 0
svm-on-margin-sv = sul margine: vettore di supporto
svm-inside-margin = dentro il margine: α = C/2 = { $c }
svm-misclassified = classificato erroneamente: α = C/2 = { $c }
svm-misclassified-on-boundary = classificato erroneamente (sulla frontiera di decisione): α = C/2 = { $c }
svm-margin-unbounded = ω = 0: non c'è alcun iperpiano e il margine è illimitato
svm-margin-text = ‖ω‖ = { $norm }, quindi il margine è 2/‖ω‖ = { $margin }
svm-bias-from-sample = Un campione sul margine determina b: $y_i(\omega^\top x_i + b) = 1$ dà $b = y_i - \omega^\top x_i$; con il campione { $i }: b = { $y } − { $wx } = { $b }
svm-bias-min-slack = Lo slack totale $\sum_i [1 - y_i(\omega^\top x_i + b)]_+$ è minimo per b = { $b }
svm-bias-c-zero = Con C = 0 gli allentamenti non costano nulla: ω = 0 minimizza ‖ω‖², e ogni b è ottimo (seed 000: "C = 0: restituisce w* = 0")
svm-bias-interval = b non è unico: per questo ω ogni b in { $range } dà lo stesso slack totale $\sum_i [1 - y_i(\omega^\top x_i + b)]_+$, il minimo possibile
svm-witness = { $pos } (classe +1) = { $neg } (classe −1) = { $point }: questo punto sta nell'inviluppo convesso di entrambe le classi, quindi nessun iperpiano può lasciare tutti i campioni di una classe strettamente da una parte e tutti quelli dell'altra dall'altra parte (lemma di Farkas). Il problema hard-margin non ha soluzione; quello soft-margin (`c:`) sì.
svm-solver-failed = Il risolutore esatto non è arrivato alla fine; si prega di segnalare questo esercizio.
svm-separable-yes = sì: i vincoli hard-margin $y_i(\omega^\top x_i + b) \ge 1$ si possono soddisfare tutti.
svm-separable-no = no: { $witness }
svm-hint-band = il margine è la larghezza della fascia tra i due iperpiani di supporto ωᵀx + b = ±1
svm-hint-norm-sq = nel margine si divide per ‖ω‖, non per ‖ω‖²
svm-hint-support-vectors = i vettori di supporto sono i campioni con αᵢ > 0, che giacciano o no sul margine
svm-hint-slack = una variabile di slack non è mai negativa: ξᵢ = max(0, 1 − yᵢ(ωᵀxᵢ + b))
# I nomi degli errori dietro i suggerimenti (`mlex report`, `mlex check --json`)
svm-mistake-band = metà della larghezza della fascia
svm-mistake-norm-sq = diviso per ‖ω‖²
svm-mistake-support-vectors = solo i punti sul margine
svm-mistake-slack = slack non troncata a 0

## Moodle export (mlex export moodle)

moodle-rule = Risposte in Moodle: scrivi i numeri come decimali con il punto (0.65), non come frazioni né con la virgola; un valore con più di { $d } decimali, come 1/3, va dato arrotondato a { $d } decimali ({ $third }).
moodle-answer-with-letter = Scegli l'opzione qui sotto.
moodle-yes = sì
moodle-no = no
moodle-part-alphas = alfa
moodle-part-answer = risposta
moodle-part-bayes_decisions = decisioni di Bayes
moodle-part-bayes_error = errore di Bayes
moodle-part-bayes_sign = segno di Bayes
moodle-part-bias = bias
moodle-part-boundaries = frontiere
moodle-part-boundary = frontiera
moodle-part-categorical = categorica
moodle-part-classifier_error = errore del classificatore
moodle-part-classifier_row_errors = errori per riga del classificatore
moodle-part-classify = classificazione
moodle-part-consistent = consistente
moodle-part-decisions = decisioni
moodle-part-discriminants = discriminanti
moodle-part-dual = duale
moodle-part-equivalent = equivalente
moodle-part-error = errore
moodle-part-error_rate = tasso di errore
moodle-part-errors = errori
moodle-part-final_theta = θ finale
moodle-part-final_weights = pesi finali
moodle-part-functional_margin = margine funzionale
moodle-part-functional_margins = margini funzionali
moodle-part-geometric_margin = margine geometrico
moodle-part-gradient = gradiente
moodle-part-hessian = hessiana
moodle-part-interval = intervallo
moodle-part-iterations = iterazioni
moodle-part-left_inverse = inversa sinistra
moodle-part-log_likelihood = log-verosimiglianza
moodle-part-log_loss = log-loss
moodle-part-log_probability = log-probabilità
moodle-part-logits = logit
moodle-part-logsumexp = log-sum-exp
moodle-part-loss = perdita
moodle-part-margin = margine
moodle-part-margins = margini
moodle-part-min_risk = rischio minimo
moodle-part-min_test_size = dimensione minima del test
moodle-part-minimizer = punto di minimo
moodle-part-minimum_error = errore minimo
moodle-part-modified = modificato
moodle-part-nll = log-verosimiglianza negativa
moodle-part-norm = norma
moodle-part-normal_equations = equazioni normali
moodle-part-not_equivalent = non equivalente
moodle-part-not_minimum_error = non di errore minimo
moodle-part-objective = obiettivo
moodle-part-on_margin = sul margine
moodle-part-one_hot = one-hot
moodle-part-origin_distance = distanza dall'origine
moodle-part-parameters = parametri
moodle-part-posterior = probabilità a posteriori
moodle-part-posteriors = probabilità a posteriori
moodle-part-predict = predizione
moodle-part-prediction = predizione
moodle-part-predictions = predizioni
moodle-part-probabilities = probabilità
moodle-part-probability = probabilità
moodle-part-projection = proiezione
moodle-part-radius = raggio
moodle-part-regions = regioni
moodle-part-residuals = residui
moodle-part-row_errors = errori per riga
moodle-part-separable = separabile
moodle-part-slacks = variabili di slack
moodle-part-sse = SSE
moodle-part-support_vectors = vettori di supporto
moodle-part-trace = traccia
moodle-part-updated_weights = pesi aggiornati
moodle-part-values = valori
moodle-part-votes = voti
moodle-part-weights = pesi
moodle-word-not_attained = non raggiunto
moodle-word-not_a_surrogate = non surrogata
moodle-word-none = nessuna
moodle-word-infinite = infinito
moodle-word-everywhere = ovunque
moodle-word-not_linearly_separable = non linearmente separabile
moodle-word-depends_on_b = dipende da b
moodle-word-too_large = troppo grande
moodle-word-not_computable = non calcolabile
moodle-word-any_positive = ogni ŷ > 0
moodle-word-any_negative = ogni ŷ < 0
moodle-word-any_nonzero = ogni ŷ ≠ 0
moodle-option-none = nessuna di esse
moodle-words = parole ammesse in questa parte: { $words }
moodle-key-from = da
moodle-key-to = a
moodle-key-least-squares-xtx = matrice del primo membro
moodle-key-least-squares-xty = termine noto
moodle-key-logistic-regression-logistic = regressione logistica
moodle-key-logistic-regression-generative = modello generativo
moodle-key-surrogate-losses-zero_one = zero-uno
moodle-key-surrogate-losses-hinge = hinge
moodle-key-surrogate-losses-logistic = logistica
moodle-key-surrogate-losses-log2 = logistica in base 2
moodle-key-surrogate-losses-exponential = esponenziale
moodle-key-surrogate-losses-square = quadratica
moodle-key-surrogate-losses-squared_hinge = hinge quadratica
moodle-key-surrogate-losses-perceptron = percettrone

## Espressioni che non si leggono (src/num/expr.rs), nelle risposte e nella pagina di esercizio
expr-not-a-number = `{ $text }` non è un numero: { $why }
expr-decimal-comma = una virgola decimale
expr-comma = una virgola: nessuna funzione prende due argomenti
expr-unexpected = `{ $c }` inatteso
expr-too-deep = l'espressione è annidata per più di { $depth } livelli
expr-unclosed = la `(` non è chiusa
expr-ends = l'espressione finisce dove è atteso { $what ->
    [operator] un operatore
    [close] `)`
   *[value] un numero, un nome o `(`
}
expr-found = `{ $found }` dove è atteso { $what ->
    [operator] un operatore
    [close] `)`
   *[value] un numero, un nome o `(`
}
expr-found-number = un numero dove è atteso { $what ->
    [operator] un operatore
    [close] `)`
   *[value] un numero, un nome o `(`
}
expr-double-star = `**` non è un operatore
expr-juxtaposed = `{ $text }` segue un valore senza un operatore
expr-unknown-function = funzione sconosciuta `{ $name }`
expr-unknown-name = nome sconosciuto `{ $name }`
expr-parentheses = `{ $name }` vuole il suo argomento tra parentesi
expr-too-long = l'espressione è più lunga di { $max } caratteri, il massimo che mlex legge
expr-nothing = non è scritto nulla
expr-stray-close = la `)` non chiude nessuna `(`
expr-too-large = il valore è troppo grande da calcolare
expr-no-value = nessun valore
expr-division-by-zero = divisione per zero
expr-division-near-zero = divisione per zero (o per un valore troppo vicino a 0 per dirlo)
expr-zero-negative-power = divisione per zero: 0 elevato a una potenza negativa
expr-negative-base = un numero negativo elevato a una potenza non intera non ha un valore reale
expr-zero-power = 0 elevato a una potenza non positiva
expr-base-near-zero = la base è troppo vicina a 0 per dirne il segno
expr-sqrt-negative = sqrt vuole un numero ≥ 0
expr-log-positive = un logaritmo vuole un numero positivo
expr-help-number = scrivi un numero come 2, -0.25, 1e-3 o 1/4
expr-help-decimal-comma = scrivi un punto decimale (0.5, non 0,5), oppure correggi con `--lang it` (o `lang: it`), che legge la virgola
expr-help-log-base = scrivi un logaritmo in base b come ln(x)/ln(b)
expr-help-forms = scrivi un'espressione con numeri, + - * / ^, parentesi, e, pi e ln, log2, log10, exp, sqrt
expr-help-shallower = scrivila con meno parentesi, segni e potenze l'uno dentro l'altro
expr-help-close = chiudi ogni parentesi, con ciò che contiene: ln(2), 1/(1+e^-2)
expr-help-finish = completala: 2^3, 1/4, ln(2)
expr-help-power = scrivi una potenza con `^`: 2^3
expr-help-product = scrivi `*` per un prodotto: 2*pi, non 2pi
expr-help-lower-case = scrivi `{ $name }` in minuscolo
expr-help-functions = le funzioni sono ln, log (naturale, come ln), log2, log10, exp, sqrt
expr-help-names = una risposta è un numero: i nomi che può usare sono e e pi (π), e le funzioni ln, log, log2, log10, exp, sqrt
expr-help-parentheses = scrivi `{ $name }(2)`, non `{ $name } 2`
expr-help-shorter = scrivi il valore, o un'espressione più corta
expr-help-write = scrivi un numero o un'espressione
expr-help-stray = toglila, o aprila dove serve
expr-help-exp-range = e^x si calcola per x sotto 524288
expr-help-real = una risposta è un numero reale
expr-help-log = log(0) è −∞ e il logaritmo di un numero negativo non ha un valore reale
check-expr-warning = la risposta a `{ $part }` non è un numero: { $why }
check-expr-here = qui
