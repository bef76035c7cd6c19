//! Italian worksheets and keys of logistic-regression, softmax, softmax-regression,
//! gradient-descent, surrogate-losses and least-squares (issue 18): no English sentence is
//! left. Every shipped exercise of these kinds is rendered in Italian, with and without its
//! solution, from a copy without the author's own text (title, source, statement, stated
//! answers: the exercise's words, not mlex's), and no word of a list of English words of these
//! templates and sentences may appear in it. The expected Italian words are the seeds'
//! vocabulary (docs/i18n.md, seeds 000, 002, 004).

use mlex::Lang;
use mlex::{Exercise, Source};
use mlex::{Format, Renderer};

use super::golden::items;
use super::{files, rel};

const KINDS: [&str; 6] = [
    "logistic-regression",
    "softmax",
    "softmax-regression",
    "gradient-descent",
    "surrogate-losses",
    "least-squares",
];

/// English words of the six templates and their Rust sentences, as whole words (spaces or
/// punctuation around them, so TeX such as `\top` or `\max` does not count). Not `yes`: a
/// class may be named so (softmax/one-class.yaml), and a true answer is written `yes`, a token
/// of the answers files in every language.
const ENGLISH: &[&str] = &[
    "the",
    "of",
    "and",
    "with",
    "is",
    "are",
    "each",
    "every",
    "at",
    "for",
    "Compute",
    "Give",
    "Make",
    "Apply",
    "Write",
    "Find",
    "Which",
    "What",
    "How",
    "step",
    "steps",
    "sample",
    "samples",
    "Training",
    "weights",
    "Weights",
    "loss",
    "Loss",
    "Probabilities",
    "Probability",
    "class",
    "Stopped",
    "after",
    "computed",
    "minimal",
    "risk",
    "Values",
    "decision",
    "consistent",
    "not",
    "Solution",
    "Questions",
    "Answers",
    "Source",
    "Final",
    "Gradient",
    "Hessian",
    "Normal",
    "equations",
    "residual",
    "Residuals",
    "Predictions",
    "Prediction",
    "error",
    "Squared",
    "singular",
    "invertible",
    "rank",
    "so",
    "that",
    "where",
    "when",
    "one",
    "Initial",
    "Observed",
    "Margins",
    "tolerance",
    "iterates",
    "diverge",
    "Each",
    "row",
    "table",
    "above",
    "left",
    "inverse",
    "pseudo-inverse",
    "Classification",
    "likelihood",
    "Negative",
    "Categorical",
    "encoding",
    "Trace",
    "Steps",
];

/// A copy of a spec without the author's text: the lines `title:`, `source:`, and the blocks
/// `statement:` and `stated:` (with their indented lines).
pub(super) fn without_author_text(spec: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in spec.lines() {
        let top = !line.starts_with([' ', '-', '#']) && !line.is_empty();
        if top {
            skipping = ["title:", "source:", "statement:", "stated:"]
                .iter()
                .any(|k| line.starts_with(k));
        }
        if !skipping {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The whole words of `text` (letters, digits, `-` and `'` inside a word).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .filter(|w| !w.is_empty())
}

/// The English words left in `text`, each with the line it is on.
fn english_left(text: &str) -> Vec<String> {
    let mut left = Vec::new();
    for line in text.lines() {
        // TeX is not translated, nor are answer tokens in backticks (`not attained`): drop what
        // is between `$` signs and between backticks
        let no_tex: String = line.split('$').step_by(2).collect::<Vec<_>>().join(" ");
        let plain: String = no_tex.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for w in words(&plain) {
            if ENGLISH.contains(&w) {
                left.push(format!("`{w}` in: {line}"));
            }
        }
    }
    left
}

fn italian(path: &str) -> Vec<Exercise> {
    let spec = std::fs::read_to_string(super::root().join(path)).expect("read");
    mlex::exercises(Source::new(path, without_author_text(&spec)))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .into_iter()
        .map(|ex| ex.with_lang(Lang::It))
        .collect()
}

#[test]
fn italian_worksheets_and_keys_of_these_kinds_have_no_english_left() {
    let renderer = Renderer::new().expect("the built-in templates");
    let mut problems = Vec::new();
    let mut pages = 0;
    for kind in KINDS {
        let specs = files(&format!("exercises/{kind}"), "yaml");
        assert!(!specs.is_empty(), "no exercise of {kind}");
        for spec in specs {
            let name = rel(&spec);
            let exercises = italian(&name);
            for solutions in [false, true] {
                let text = renderer
                    .document(&items(&exercises, solutions), Format::Markdown)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                pages += 1;
                // the seeds' words are there
                assert!(text.contains("## Domande"), "{name}: {text}");
                for left in english_left(&text) {
                    problems.push(format!("{name} (solutions: {solutions}): {left}"));
                }
            }
        }
    }
    assert!(pages >= 2 * 30, "{pages} pages");
    assert!(
        problems.is_empty(),
        "{} English words left:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_check_finds_english_words_outside_tex() {
    // the test above can fail: an English sentence is found, TeX is not
    let found = english_left("Compute the loss at $w^\\top \\bar{x}$ for every sample.");
    assert_eq!(found.len(), 7, "{found:?}");
    assert!(english_left("Calcolare la perdita in $\\max_c a_c \\le \\log K$.").is_empty());
    assert!(english_left("non raggiunto (`not attained`)").is_empty());
    // and the author's text is left out of the copy, nothing else
    let spec = "kind: softmax\ntitle: The title\nsource: \"x\"\nstatement: |\n  Some words\n  more\nlogits: [1, 2]\nstated:\n  probabilities: [0.5]\n";
    assert_eq!(without_author_text(spec), "kind: softmax\nlogits: [1, 2]\n");
}

/// One Italian key per kind reads with the seeds' words (locales/it.ftl).
#[test]
fn italian_keys_use_the_seeds_vocabulary() {
    let renderer = Renderer::new().expect("the built-in templates");
    let cases = [
        (
            "exercises/logistic-regression/sgd-01.yaml",
            &[
                "Campioni di addestramento",
                "Pesi iniziali",
                "discesa stocastica del gradiente",
                "Passi di addestramento",
                "Pesi finali",
            ][..],
        ),
        (
            "exercises/surrogate-losses/seed002-hinge-consistency.yaml",
            &[
                "rischio condizionato",
                "decisione di Bayes",
                "Minimizzatori del rischio",
            ][..],
        ),
        (
            "exercises/least-squares/weighted.yaml",
            &["equazioni normali", "pesata con ψ", "Errore nei pesi dati"][..],
        ),
        (
            "exercises/softmax/logsumexp-bounds.yaml",
            &[
                "Classe più probabile",
                "la classe più probabile è quella con il logit più grande",
            ][..],
        ),
        (
            "exercises/softmax-regression/upv-u24-one-step.yaml",
            &[
                "Campioni di addestramento",
                "Discesa del gradiente",
                "una colonna per classe",
            ][..],
        ),
        (
            "exercises/gradient-descent/upv-u24-theta-squared.yaml",
            &["tasso di apprendimento", "Arrestato dopo"][..],
        ),
    ];
    for (path, expected) in cases {
        let text = renderer
            .document(&items(&italian(path), true), Format::Markdown)
            .unwrap_or_else(|e| panic!("{path}: {e}"));
        for e in expected {
            assert!(text.contains(e), "{path}: no `{e}`:\n{text}");
        }
    }
}

/// The catalogue's hints (`<kind>-hint-…`) of these kinds in `file`, by id: each kind's
/// messages are one line each (none is a selector).
fn hints_in(file: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(super::root().join(file)).expect("reads the catalogue");
    text.lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(id, _)| KINDS.iter().any(|k| id.starts_with(&format!("{k}-hint-"))))
        .map(|(id, v)| (id.to_string(), v.to_string()))
        .collect()
}

/// `mlex check` in Italian gives these kinds' hints from the Italian catalogue: for each answers
/// file of tests/answers/ with a mistake of these kinds (its first line names its exercise), the
/// English report has one of the English hints, and the Italian report has none of them but has
/// the Italian hint of the same id.
#[test]
fn italian_check_reports_of_these_kinds_give_italian_hints() {
    let (en, it) = (hints_in("locales/en.ftl"), hints_in("locales/it.ftl"));
    assert!(en.len() >= 20, "the six kinds' English hints: {}", en.len());
    let mut seen = std::collections::BTreeSet::new();
    for answers in files("tests/answers", "yaml") {
        let name = rel(&answers);
        let text = std::fs::read_to_string(&answers).expect("reads");
        let Some(spec) = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("# "))
            .and_then(|l| l.split_whitespace().next())
            .map(|s| s.trim_end_matches(|c: char| !c.is_alphanumeric()))
            .filter(|s| s.starts_with("exercises/") && KINDS.iter().any(|k| s.contains(&format!("/{k}/"))))
        else {
            continue;
        };
        let [ex] = super::golden::load(spec)
            .unwrap_or_else(|e| panic!("{name}: {spec}: {e}"))
            .try_into()
            .expect("one exercise");
        let report = |lang: Lang| {
            mlex::Checker::new(&ex.clone().with_lang(lang))
                .check(Source::new(&name, text.clone()))
                .expect("checks")
                .to_text(true)
        };
        let (report_en, report_it) = (report(Lang::En), report(Lang::It));
        for (id, hint) in &en {
            if report_en.contains(hint.as_str()) {
                seen.insert(id.clone());
                assert!(
                    !report_it.contains(hint.as_str()),
                    "{name}: English hint `{id}` in Italian:\n{report_it}"
                );
                let italian = &it.iter().find(|(i, _)| i == id).expect("an Italian hint").1;
                assert!(
                    report_it.contains(italian.as_str()),
                    "{name}: no Italian `{id}`:\n{report_it}"
                );
            }
        }
    }
    // every kind has at least one hint shown by an answers file
    for k in KINDS {
        assert!(
            seen.iter().any(|id| id.starts_with(&format!("{k}-hint-"))),
            "no answers file shows a hint of {k}: {seen:?}"
        );
    }
    // and every hint is shown by one (a new hint needs an answers file that triggers it)
    let missing: Vec<&String> = en.iter().map(|(id, _)| id).filter(|id| !seen.contains(*id)).collect();
    assert!(
        missing.is_empty(),
        "no answers file of tests/answers/ shows the hints {missing:?}"
    );
}
