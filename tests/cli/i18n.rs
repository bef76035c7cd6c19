//! Languages (issue 18): `lang:` and `--lang`, Italian pages and reports, decimal commas.
//! Expected words come from locales/it.ftl's translations of the seeds' vocabulary; expected
//! values from the seeds (cited).

use super::{mlex, scratch};

const PERCEPTRON: &str = "exercises/perceptron/upv-2023-01-26.yaml";
const THETA: &str = "exercises/gradient-descent/upv-u24-theta-squared.yaml";
const COMMA: &str = "tests/answers/theta-squared-comma.yaml";

#[test]
fn lang_it_renders_the_page_chrome_in_italian() {
    let o = mlex(&["render", PERCEPTRON, "--solutions", "--lang", "it", "--format", "html"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("<html lang=\"it\">"), "{}", &o.stdout[..200]);
    for it in ["Domande", "Soluzione", "Risposta:", "Fonte:", "pagina"] {
        assert!(o.stdout.contains(it), "no `{it}` in the Italian page");
    }
    for en in [">Questions<", ">Solution<", "Source:", "\"page \""] {
        assert!(!o.stdout.contains(en), "`{en}` left in the Italian page");
    }
    // English stays the default, and `--lang en` wins over nothing
    let en = mlex(&["render", PERCEPTRON, "--solutions", "--format", "html"]);
    assert!(en.stdout.contains("<html lang=\"en\">") && en.stdout.contains("Solution"));
    assert_eq!(
        mlex(&["render", PERCEPTRON, "--solutions", "--lang", "en"]).stdout,
        mlex(&["render", PERCEPTRON, "--solutions"]).stdout
    );
}

#[test]
fn an_unknown_language_is_refused() {
    let o = mlex(&["render", PERCEPTRON, "--lang", "fr"]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("`en`, `it`"), "{}", o.stderr);
    // in a spec: a located error (tests/invalid/lang.yaml holds the position)
    let o = mlex(&["validate", "tests/invalid/lang.yaml"]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("help: use one of `en`, `it`"), "{}", o.stderr);
}

#[test]
fn italian_reports_read_decimal_commas() {
    // right with the comma in Italian: 0,01 is 9·0.6^13 = 0.0117… to 2 decimals
    let o = mlex(&["check", THETA, COMMA, "--lang", "it"]);
    assert_eq!(o.code, 1, "trace is missing: {}", o.stdout);
    assert!(o.stdout.contains("✓ final_theta  giusta"), "{}", o.stdout);
    assert!(
        o.stdout.contains("mancante") && o.stdout.contains("punteggio: 2 / 3"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("regola: i valori esatti"), "{}", o.stdout);
    // a wrong value with a comma is wrong, not unreadable
    let dir = scratch("i18n-comma");
    let wrong = dir.join("wrong.yaml");
    std::fs::write(&wrong, "final_theta: 0,02\niterations: 13\n").unwrap();
    let o = mlex(&["check", THETA, &wrong.display().to_string(), "--lang", "it"]);
    assert!(o.stdout.contains("✗ final_theta  sbagliata"), "{}", o.stdout);
    // in English a comma is not a decimal point
    let o = mlex(&["check", THETA, COMMA]);
    assert!(
        o.stdout.contains("✗ final_theta  wrong") && o.stdout.contains("score: 1 / 3"),
        "{}",
        o.stdout
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_exam_in_italian() {
    let dir = scratch("i18n-exam");
    let out = dir.join("out");
    let o = mlex(&[
        "exam",
        "exercises/exams/sample-exam.yaml",
        "--variants",
        "1",
        "--seed",
        "3",
        "--lang",
        "it",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let exam = std::fs::read_to_string(out.join("variant-001").join("exam.md")).unwrap();
    assert!(exam.contains("## Domanda 1 ("), "{exam}");
    assert!(exam.contains("Variante d'esame 1 del seme 3"), "{exam}");
    // the exam's own fields stay as written
    assert!(exam.contains("Student ID: ___"), "{exam}");
    // default fields follow the language: `lang: it` in the exam file
    let file = dir.join("it.yaml");
    let spec = super::root().join(PERCEPTRON);
    std::fs::write(
        &file,
        format!(
            "exam: {{ title: Esame, lang: it }}\nexercises:\n  - file: {}\n",
            spec.display()
        ),
    )
    .unwrap();
    let out2 = dir.join("out2");
    let o = mlex(&[
        "exam",
        &file.display().to_string(),
        "--variants",
        "1",
        "--seed",
        "1",
        "-o",
        &out2.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let exam = std::fs::read_to_string(out2.join("variant-001").join("exam.md")).unwrap();
    assert!(exam.contains("Nome: ___") && exam.contains("Matricola: ___"), "{exam}");
    assert!(exam.contains("1 domanda, "), "{exam}");
    let html = std::fs::read_to_string(out2.join("variant-001").join("exam.html")).unwrap();
    assert!(html.contains("<html lang=\"it\">"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn moodle_export_in_italian_splits_question_and_solution() {
    let dir = scratch("i18n-moodle");
    let out = dir.join("q.xml");
    let o = mlex(&[
        "export",
        "moodle",
        PERCEPTRON,
        "--lang",
        "it",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let xml = std::fs::read_to_string(&out).unwrap();
    let between = |open: &str, close: &str| -> String {
        xml.split(open)
            .skip(1)
            .filter_map(|s| s.split(close).next())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let question = between("<questiontext", "</questiontext>");
    let feedback = between("<generalfeedback", "</generalfeedback>");
    // the question stops before the paper answer space and the worked solution
    assert!(question.contains("Domande"), "{question}");
    // (the paper answer space numbers its parts in bold: `**1.**`)
    assert!(
        !question.contains("<strong>1.</strong>") && !question.contains("&lt;strong&gt;1.&lt;/strong&gt;"),
        "{question}"
    );
    // the cloze question's own heading over its answer boxes is Italian
    assert!(question.contains("<h2>Risposte</h2>"), "{question}");
    assert!(!question.contains("Soluzione"), "{question}");
    assert!(feedback.contains("Soluzione"), "{feedback}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_exam_with_an_unknown_language_is_a_located_error() {
    let dir = scratch("i18n-exam-lang");
    let file = dir.join("exam.yaml");
    let spec = super::root().join(PERCEPTRON);
    std::fs::write(
        &file,
        format!(
            "exam: {{ title: Esame, lang: xx }}\nexercises:\n  - file: {}\n",
            spec.display()
        ),
    )
    .unwrap();
    let o = mlex(&[
        "exam",
        &file.display().to_string(),
        "--variants",
        "1",
        "--seed",
        "1",
        "-o",
        &dir.join("out").display().to_string(),
    ]);
    assert_eq!(o.code, 2, "{}", o.stdout);
    assert!(
        o.stderr
            .contains("`lang` must be a language mlex writes in, found `xx`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("exam.yaml:1:"), "located at line 1: {}", o.stderr);
    assert!(o.stderr.contains("help: use one of `en`, `it`"), "{}", o.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

/// The English answer words of mlex (issue 38), each with the message that translates it, from
/// where they are declared, not a hand list: every kind's `PartDef::words`, the English entries of
/// the answer words and of the kinds' answer keys in locales/en.ftl (`moodle-word-…`,
/// `moodle-key-[KIND-]KEY`: the entry and the key `KEY` itself, the token of the answers file)
/// and `yes`. A word the Italian locale writes the same way (`hinge`, `no`) is left out.
fn english_answer_words() -> Vec<String> {
    let entries = |lang: &str| -> Vec<(String, String)> {
        std::fs::read_to_string(super::root().join(format!("locales/{lang}.ftl")))
            .unwrap()
            .lines()
            .filter_map(|l| l.split_once(" = "))
            .map(|(id, text)| (id.trim().to_string(), text.trim().to_string()))
            .collect()
    };
    let (en, it) = (entries("en"), entries("it"));
    let italian = |id: &str| it.iter().find(|(i, _)| i == id).map(|(_, t)| t.clone());
    let mut words: Vec<String> = Vec::new();
    let mut add = |w: &str| {
        if !w.is_empty() && !words.iter().any(|x| x == w) {
            words.push(w.to_string());
        }
    };
    for kind in mlex::internals::kinds::KINDS {
        for p in kind.parts {
            p.words.iter().for_each(|w| add(w));
        }
    }
    for (id, text) in &en {
        let answer_word = id.starts_with("moodle-word-") || id == "moodle-yes";
        let key = id.strip_prefix("moodle-key-");
        if !(answer_word || key.is_some()) || italian(id).as_deref() == Some(text.as_str()) {
            continue;
        }
        add(text);
        if let Some(key) = key {
            // the key as the answers file writes it: the last `-` part of the id, `_` as `-`
            // (`surrogate-losses-squared_hinge` is `squared-hinge`)
            let token = kinds_key(key).replace('_', "-");
            if italian(id).as_deref() != Some(token.as_str()) {
                add(&token);
            }
        }
    }
    words
}

/// The key of a `moodle-key-` message id: `least-squares-xtx` → `xtx`, `from` → `from`.
fn kinds_key(id: &str) -> &str {
    mlex::internals::kinds::KINDS
        .iter()
        .find_map(|k| id.strip_prefix(k.name).and_then(|r| r.strip_prefix('-')))
        .unwrap_or(id)
}

/// The words of `text` outside code (`` `not attained` ``, `<code>…</code>`) and mathematics
/// (`$…$`, `\(…\)`): what an Italian student reads as prose.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    loop {
        let next = [
            ("`", "`"),
            ("$", "$"),
            ("<code>", "</code>"),
            ("\\(", "\\)"),
            ("\\[", "\\]"),
        ]
        .iter()
        .filter_map(|(open, close)| rest.find(open).map(|i| (i, *open, *close)))
        .min_by_key(|(i, _, _)| *i);
        let Some((i, open, close)) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..i]);
        out.push(' ');
        let after = &rest[i + open.len()..];
        rest = after.find(close).map_or("", |j| &after[j + close.len()..]);
    }
}

/// The words of `words` that are also Italian words of the Italian locale's own sentences
/// (`infinite`, as in "infinite soluzioni"): such a word is looked for only where it stands as a
/// whole answer.
fn italian_too(words: &[String]) -> Vec<String> {
    let it = std::fs::read_to_string(super::root().join("locales/it.ftl")).unwrap();
    let sentences: String = it
        .lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(id, _)| !id.starts_with("moodle-word-") && !id.starts_with("moodle-key-"))
        .map(|(_, text)| prose(text) + "\n")
        .collect();
    words
        .iter()
        .filter(|w| super::moodle::has_word(&sentences, w))
        .cloned()
        .collect()
}

/// What an Italian worked solution writes in English: the English answer words found in `text`
/// (Markdown or the text of HTML) outside code and mathematics, each with its line; a word that
/// is Italian too only where it is a whole answer (the text after `Risposta:`, a table cell).
/// `labels` (the spec's class labels, its own words) are not looked for.
fn english_in(text: &str, words: &[String], italian: &[String], labels: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let plain = prose(line);
        for w in words.iter().filter(|w| !labels.contains(w)) {
            let hit = if italian.contains(w) {
                let answer = plain
                    .split_once("Risposta:")
                    .map(|(_, a)| a.trim().trim_matches('*').trim());
                let cells = plain.split('|').map(str::trim);
                answer.is_some_and(|a| a == w) || cells.clone().any(|c| c == w)
            } else {
                super::moodle::has_word(&plain, w)
            };
            if hit {
                found.push(format!("`{w}` in: {}", line.trim()));
            }
        }
    }
    found
}

/// Issue 38: the Italian worksheet's worked solution, and the Moodle question's general feedback
/// made from it, say each answer word in Italian, with the token the answers file takes in code
/// after it ("non raggiunto (`not attained`)"), and show no part id (`updated_weights`). Every
/// shipped exercise, without its author's own text (title, source, statement, stated answers:
/// the exercise's words, not mlex's), rendered with `--lang it --solutions` and exported with
/// `--lang it`; the English words are those mlex declares ([`english_answer_words`]).
#[test]
fn italian_worked_solutions_say_answer_words_in_italian() {
    let words = english_answer_words();
    let italian = italian_too(&words);
    for w in [
        "not attained",
        "everywhere",
        "not linearly separable",
        "exponential",
        "xtx",
        "yes",
    ] {
        assert!(words.iter().any(|x| x == w), "`{w}` not among {words:?}");
    }
    let dir = scratch("i18n-answer-words");
    let mut problems = Vec::new();
    let mut labels_of = std::collections::BTreeMap::new();
    let mut part_ids = Vec::new();
    let specs = super::files("exercises", "yaml");
    for spec in &specs {
        let name = super::rel(spec);
        let copy = dir.join(&name);
        std::fs::create_dir_all(copy.parent().unwrap()).unwrap();
        std::fs::write(
            &copy,
            super::italian_kinds_b::without_author_text(&std::fs::read_to_string(spec).unwrap()),
        )
        .unwrap();
        let mut labels = Vec::new();
        for ex in mlex::load_all(spec).unwrap() {
            let view = mlex::internals::exercise::data_view(&ex);
            // a list of labels, or their text (`yes`, softmax's `classes`)
            match &view["classes"] {
                mlex::serde_json::Value::String(s) => labels.extend(s.split(", ").map(str::to_string)),
                v => labels.extend(
                    v.as_array()
                        .into_iter()
                        .flatten()
                        .map(|c| c.as_str().map_or_else(|| c.to_string(), str::to_string)),
                ),
            }
            labels_of.insert(format!("{}: {}", ex.kind().name, ex.id()), labels.clone());
            for p in ex.kind().parts.iter().filter(|p| p.name.contains('_')) {
                if !part_ids.contains(&p.name) {
                    part_ids.push(p.name);
                }
            }
        }
        let o = mlex(&["render", &copy.display().to_string(), "--solutions", "--lang", "it"]);
        assert_eq!(o.code, 0, "{name}: {}", o.stderr);
        for left in english_in(&o.stdout, &words, &italian, &labels) {
            problems.push(format!("{name} (worksheet): {left}"));
        }
        for id in part_ids.iter().filter(|id| super::moodle::has_word(&o.stdout, id)) {
            problems.push(format!("{name} (worksheet): part id `{id}`"));
        }
    }
    assert!(specs.len() >= 80, "{} specs", specs.len());
    // the Moodle questions' general feedback (the worked solution, as HTML)
    let xml_file = dir.join("it.xml");
    let o = mlex(&[
        "export",
        "moodle",
        &dir.join("exercises").display().to_string(),
        "--lang",
        "it",
        "-o",
        &xml_file.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let xml = std::fs::read_to_string(&xml_file).unwrap();
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let mut feedbacks = 0;
    for q in doc
        .descendants()
        .filter(|n| n.has_tag_name("question") && n.attribute("type") != Some("category"))
    {
        let name = super::moodle::text_of(q, "name");
        let html = super::moodle::text_of(q, "generalfeedback");
        // one line per block, then the text a student reads
        let lines = html
            .replace("</p>", "</p>\n")
            .replace("</li>", "</li>\n")
            .replace("</tr>", "</tr>\n");
        let shown = super::moodle::shown_text(&prose(&lines));
        let key = name.rsplit_once(" (variant ").map_or(name.as_str(), |(k, _)| k);
        let labels = labels_of.get(key).cloned().unwrap_or_default();
        for left in english_in(&shown, &words, &italian, &labels) {
            problems.push(format!("{name} (Moodle feedback): {left}"));
        }
        for id in part_ids.iter().filter(|id| super::moodle::has_word(&html, id)) {
            problems.push(format!("{name} (Moodle feedback): part id `{id}`"));
        }
        feedbacks += 1;
    }
    assert!(feedbacks >= 80, "{feedbacks} questions");
    let _ = std::fs::remove_dir_all(dir);
    assert!(
        problems.is_empty(),
        "{} English answer words or part ids in Italian worked solutions:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
