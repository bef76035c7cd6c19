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
