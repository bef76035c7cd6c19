//! Golden files (`tests/golden/`): every shipped exercise rendered three ways, and the woven
//! lecture notes, compared byte for byte with the stored files.
//!
//! They are rendered in-process through the library (the command line adds nothing to the text:
//! `the_command_line_prints_what_the_library_renders` checks that on a few cases), so the whole
//! set takes a fraction of a second instead of 200 process starts.
//!
//! * `KIND/STEM.md` — the worksheet with the worked solution, Markdown;
//! * `KIND/STEM.worksheet.md` — the worksheet for students;
//! * `KIND/STEM.html` — the `<main>` element of the HTML page (so that a change of the CSS or of
//!   the page frame does not touch every file); [`FULL_PAGE`] keeps the whole page, frame and CSS;
//! * `examples/notes.{md,html}` — `mlex weave examples/notes.md --solutions` (the HTML whole).
//!
//! Every mismatch is listed (not only the first), and a golden file that no test produces is an
//! error. `MLEX_BLESS=1 cargo test --test cli golden` rewrites them all and deletes the orphans.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use mlex::{Exercise, Solution, Source};
use mlex::{Format, Renderer};

use super::{files, rel, root};

/// The one exercise whose HTML golden is the whole page (frame and CSS), not only `<main>`.
pub const FULL_PAGE: &str = "perceptron/upv-2023-01-26";

/// Shipped exercises rendered again in another language than their spec's (`--lang`), and
/// `mlex check` reports in that language: (`KIND/STEM`, language code, answers fixture). Each gives
/// `KIND/STEM.LANG.md`, `.LANG.html` (`<main>`) and `.LANG.worksheet.md`, and with a fixture
/// `KIND/STEM.LANG.check.txt`, the report of that answers file (with `--reveal`). A fixture says
/// in its comment how its wrong answers were made.
pub const IN_LANGUAGE: &[(&str, &str, Option<&str>)] = &[
    // svm: the seed 000 exercises are Italian (`lang: it`); one in English too
    ("svm/soft-margin-small-c", "en", None),
    (
        "svm/seed000-four-points",
        "it",
        Some("tests/answers/svm-margin-squared-norm.yaml"),
    ),
    // geometric-margin
    (
        "geometric-margin/three-four-five",
        "it",
        Some("tests/answers/geometric-undivided.yaml"),
    ),
    // holdout
    (
        "holdout/clipped-interval",
        "it",
        Some("tests/answers/holdout-unclipped.yaml"),
    ),
    // bayes-error
    (
        "bayes-error/upv-u23-discrete",
        "it",
        Some("tests/answers/bayes-without-px.yaml"),
    ),
    ("bayes-error/upv-u23-continuous", "it", None),
    // discriminants (the classification and boundary lines come from perceptron.rs's `Linear`)
    (
        "discriminants/upv-u21-example",
        "it",
        Some("tests/answers/discriminants-smallest.yaml"),
    ),
    ("discriminants/hidden-class", "it", None),
    // gaussian-boundary
    (
        "gaussian-boundary/upv-u21-setosa",
        "it",
        Some("tests/answers/gaussian-no-priors.yaml"),
    ),
    ("gaussian-boundary/three-classes", "it", None),
    // decision-rules
    (
        "decision-rules/upv-2022-02-03",
        "it",
        Some("tests/answers/decision-rules-unweighted.yaml"),
    ),
    // the hints of these six kinds come from the catalogues too
    (
        "logistic-regression/sgd-01",
        "it",
        Some("tests/answers/logistic-regression-01-as-pm.yaml"),
    ),
    (
        "softmax/upv-u24-categorical",
        "it",
        Some("tests/answers/softmax-zero-power.yaml"),
    ),
    (
        "softmax-regression/upv-u24-two-samples",
        "it",
        Some("tests/answers/softmax-regression-sign.yaml"),
    ),
    (
        "gradient-descent/cubic",
        "it",
        Some("tests/answers/gradient-descent-ascent.yaml"),
    ),
    (
        "surrogate-losses/seed002-theorem-1",
        "it",
        Some("tests/answers/surrogate-flipped.yaml"),
    ),
    (
        "least-squares/seed001-line",
        "it",
        Some("tests/answers/least-squares-no-bias.yaml"),
    ),
    // the perceptron family: key, worksheet and a report with a mistake, in Italian
    (
        "perceptron/upv-u22-example",
        "it",
        Some("tests/answers/margin-left-out.yaml"),
    ),
    (
        "perceptron-step/upv-2023-01-17-q4",
        "it",
        Some("tests/answers/perceptron-step-no-true-update.yaml"),
    ),
    (
        "perceptron-inverse/upv-2022-01-13-q3",
        "it",
        Some("tests/answers/perceptron-inverse-first.yaml"),
    ),
    (
        "binary-perceptron/and",
        "it",
        Some("tests/answers/and-strict-zero.yaml"),
    ),
    (
        "multiclass-scheme/one-vs-rest",
        "it",
        Some("tests/answers/multiclass-smallest.yaml"),
    ),
    (
        "equivalent-classifiers/upv-2023-01-17-q3",
        "it",
        Some("tests/answers/equivalent-negative.yaml"),
    ),
];

/// The words of `english` that occur in `text` outside formulas (`$…$`) and code (`` `…` ``),
/// as whole words in any case: what an Italian page of a kind has left in English. Each kind's
/// test lists the words of its template and sentences.
pub fn english_left<'w>(text: &str, english: &[&'w str]) -> Vec<&'w str> {
    let mut prose = String::with_capacity(text.len());
    let mut inside: Option<char> = None;
    for c in text.chars() {
        match inside {
            Some(close) if c == close => inside = None,
            Some(_) => {}
            None if c == '$' || c == '`' => inside = Some(c),
            None => prose.push(c),
        }
    }
    let words: BTreeSet<String> = prose
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .map(str::to_lowercase)
        .collect();
    english
        .iter()
        .copied()
        .filter(|w| words.contains(&w.to_lowercase()))
        .collect()
}

/// A shipped exercise's worksheet with its solution, in Markdown, in language `code`, without
/// the spec's own words (its title, statement and source), which are in the spec's language.
pub fn solved_in(stem: &str, code: &str) -> String {
    let lang = mlex::Lang::from_code(code).expect("a language");
    let path = format!("exercises/{stem}.yaml");
    let text = std::fs::read_to_string(root().join(&path)).expect("reads");
    // (a title, so that the page does not name the exercise by its id)
    let mut kept = String::from("title: \"…\"\n");
    let mut in_statement = false;
    for line in text.lines() {
        in_statement = line.starts_with("statement:") || (in_statement && line.starts_with("  "));
        if !in_statement && !line.starts_with("title:") && !line.starts_with("source:") {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    let exercises: Vec<Exercise> = mlex::exercises(Source::new(&path, kept))
        .expect("loads")
        .into_iter()
        .map(|e| e.with_lang(lang))
        .collect();
    let renderer = Renderer::new().expect("the built-in templates");
    render(&renderer, &exercises, true, Format::Markdown).expect("renders")
}

/// The `<main>…</main>` element of an HTML page, with its line break.
pub fn main_of(page: &str) -> Result<&str, String> {
    let open = page.match_indices("<main>").map(|(i, _)| i).collect::<Vec<_>>();
    let close = page.match_indices("</main>\n").map(|(i, _)| i).collect::<Vec<_>>();
    match (open.as_slice(), close.as_slice()) {
        ([start], [end]) if start < end => Ok(&page[*start..*end + "</main>\n".len()]),
        _ => Err(format!(
            "the page has {} `<main>` and {} `</main>` lines; expected one of each",
            open.len(),
            close.len()
        )),
    }
}

/// Compares rendered texts with the golden files and collects every problem.
pub struct Goldens {
    dir: PathBuf,
    bless: bool,
    produced: BTreeSet<PathBuf>,
    problems: Vec<String>,
}

impl Goldens {
    pub fn new() -> Self {
        Goldens {
            dir: root().join("tests/golden"),
            bless: std::env::var_os("MLEX_BLESS").is_some(),
            produced: BTreeSet::new(),
            problems: Vec::new(),
        }
    }

    /// Records a problem found while producing a golden text (a render error, say).
    pub fn problem(&mut self, p: String) {
        self.problems.push(p);
    }

    /// Compares `actual` with the golden file `name` (relative to `tests/golden/`), or writes it
    /// when blessing.
    pub fn check(&mut self, name: &str, actual: &str) {
        let path = self.dir.join(name);
        assert!(self.produced.insert(path.clone()), "two goldens named {name}");
        if self.bless {
            if std::fs::read_to_string(&path).ok().as_deref() != Some(actual) {
                std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
                std::fs::write(&path, actual).expect("write golden");
                eprintln!("blessed {}", rel(&path));
            }
            return;
        }
        let Ok(expected) = std::fs::read_to_string(&path) else {
            self.problems.push(format!("{}: missing", rel(&path)));
            return;
        };
        if expected != actual {
            self.problems.push(describe_difference(&rel(&path), &expected, actual));
        }
    }

    /// Fails on golden files nobody produced (deleted when blessing) and lists every problem.
    pub fn finish(mut self) {
        let mut on_disk = Vec::new();
        walk(&self.dir, &mut on_disk);
        for path in on_disk {
            if self.produced.contains(&path) {
                continue;
            }
            if self.bless {
                std::fs::remove_file(&path).expect("remove orphaned golden");
                eprintln!("deleted orphaned {}", rel(&path));
            } else {
                self.problems
                    .push(format!("{}: orphaned (no test produces it); delete it", rel(&path)));
            }
        }
        assert!(
            self.problems.is_empty(),
            "{} golden problem(s):\n\n{}\n\nre-bless with `MLEX_BLESS=1 cargo test --test cli golden` if the changes are intended, and read the diff",
            self.problems.len(),
            self.problems.join("\n\n")
        );
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// The first differing line and how many lines differ.
fn describe_difference(name: &str, expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let n = e.len().max(a.len());
    let differing: Vec<usize> = (0..n).filter(|&i| e.get(i) != a.get(i)).collect();
    let first = differing.first().copied().unwrap_or(0);
    let show = |v: &[&str]| v.get(first).map_or("(end of file)".to_string(), |l| format!("{l:?}"));
    format!(
        "{name}: {} of {n} lines differ ({} vs {} lines), the first at line {}:\n  golden:   {}\n  rendered: {}",
        differing.len().max(1),
        e.len(),
        a.len(),
        first + 1,
        show(&e),
        show(&a)
    )
}

/// The exercises of a spec file, each with its solution when `solutions`.
pub fn items(exercises: &[Exercise], solutions: bool) -> Vec<(Exercise, Option<Solution>)> {
    exercises
        .iter()
        .map(|ex| (ex.clone(), solutions.then(|| ex.solve())))
        .collect()
}

/// What `mlex render SPEC [--solutions] --format F` prints, rendered in-process.
pub fn render(renderer: &Renderer, exercises: &[Exercise], solutions: bool, format: Format) -> Result<String, String> {
    renderer
        .document(&items(exercises, solutions), format)
        .map_err(|e| e.to_string())
}

/// What `mlex weave DOC --solutions --format F` prints for `doc` (a path relative to the root).
pub fn weave(renderer: &Renderer, doc: &str, format: Format) -> Result<String, String> {
    let text = std::fs::read_to_string(root().join(doc)).map_err(|e| e.to_string())?;
    mlex::weave::weave_to(&Source::new(doc, text), renderer, true, format).map_err(|e| format!("{e:?}"))
}

/// The exercises of a shipped spec file (`exercises/…`), named as the command line names them.
pub fn load(path: &str) -> Result<Vec<Exercise>, String> {
    let text = std::fs::read_to_string(root().join(path)).map_err(|e| e.to_string())?;
    mlex::exercises(Source::new(path, text)).map_err(|e| e.to_string())
}

#[test]
fn golden_worksheets_and_notes() {
    let renderer = Renderer::new().expect("the built-in templates");
    let mut g = Goldens::new();
    for spec in files("exercises", "yaml") {
        let name = rel(&spec);
        let stem = name
            .strip_prefix("exercises/")
            .and_then(|s| s.strip_suffix(".yaml"))
            .expect("exercises/….yaml");
        let exercises = match load(&name) {
            Ok(e) => e,
            Err(e) => {
                g.problem(format!("{name}: {e}"));
                continue;
            }
        };
        let (solved, unsolved) = (items(&exercises, true), items(&exercises, false));
        let forms = [
            (&solved, Format::Markdown, format!("{stem}.md")),
            (&solved, Format::Html, format!("{stem}.html")),
            (&unsolved, Format::Markdown, format!("{stem}.worksheet.md")),
        ];
        for (items, format, golden) in forms {
            let text = renderer
                .document(items, format)
                .map_err(|e| e.to_string())
                .and_then(|t| {
                    if format == Format::Html && stem != FULL_PAGE {
                        main_of(&t).map(str::to_string)
                    } else {
                        Ok(t)
                    }
                });
            match text {
                Ok(t) => g.check(&golden, &t),
                Err(e) => g.problem(format!("{golden}: cannot render: {e}")),
            }
        }
    }
    for (stem, code, answers) in IN_LANGUAGE {
        in_language(&renderer, &mut g, stem, code, *answers);
    }
    for (format, ext) in [(Format::Markdown, "md"), (Format::Html, "html")] {
        match weave(&renderer, "examples/notes.md", format) {
            Ok(t) => g.check(&format!("examples/notes.{ext}"), &t),
            Err(e) => g.problem(format!("examples/notes.{ext}: cannot weave: {e}")),
        }
    }
    g.finish();
}

/// The goldens of one [`IN_LANGUAGE`] entry.
fn in_language(renderer: &Renderer, g: &mut Goldens, stem: &str, code: &str, answers: Option<&str>) {
    let Some(lang) = mlex::Lang::from_code(code) else {
        g.problem(format!("{stem}: no language `{code}`"));
        return;
    };
    let exercises: Vec<Exercise> = match load(&format!("exercises/{stem}.yaml")) {
        Ok(e) => e,
        Err(e) => {
            g.problem(format!("{stem}: {e}"));
            return;
        }
    };
    // an exercise already in this language (`lang: it`) has its pages among the goldens above:
    // only its report here
    let native = exercises.iter().all(|e| e.lang() == lang);
    let exercises: Vec<Exercise> = exercises.into_iter().map(|e| e.with_lang(lang)).collect();
    let (solved, unsolved) = (items(&exercises, true), items(&exercises, false));
    let forms = [
        (&solved, Format::Markdown, format!("{stem}.{code}.md")),
        (&solved, Format::Html, format!("{stem}.{code}.html")),
        (&unsolved, Format::Markdown, format!("{stem}.{code}.worksheet.md")),
    ];
    for (items, format, golden) in forms.into_iter().filter(|_| !native) {
        let text = renderer
            .document(items, format)
            .map_err(|e| e.to_string())
            .and_then(|t| {
                if format == Format::Html {
                    main_of(&t).map(str::to_string)
                } else {
                    Ok(t)
                }
            });
        match text {
            Ok(t) => g.check(&golden, &t),
            Err(e) => g.problem(format!("{golden}: cannot render: {e}")),
        }
    }
    if let Some(path) = answers {
        let golden = format!("{stem}.{code}.check.txt");
        match exercises.as_slice() {
            [ex] => match std::fs::read_to_string(root().join(path))
                .map_err(|e| e.to_string())
                .and_then(|text| ex.check_source(Source::new(path, text)).map_err(|e| e.to_string()))
            {
                Ok(r) => g.check(&golden, &r.to_text(true)),
                Err(e) => g.problem(format!("{golden}: cannot check {path}: {e}")),
            },
            _ => g.problem(format!("{golden}: {stem} has {} exercises, not one", exercises.len())),
        }
    }
}

/// The kinds whose Italian pages [`italian_pages_have_no_english_words`] scans, with the
/// English words of their templates and sentences ([`ENGLISH_WORDS`]).
const SCANNED_KINDS: &[&str] = &[
    "perceptron",
    "perceptron-step",
    "perceptron-inverse",
    "binary-perceptron",
    "multiclass-scheme",
    "equivalent-classifiers",
];

#[test]
fn main_of_takes_the_main_element_or_says_why_not() {
    let page = "<html>\n<body>\n<main>\n<p>x</p>\n</main>\n</body>\n";
    assert_eq!(main_of(page), Ok("<main>\n<p>x</p>\n</main>\n"));
    assert!(main_of("<main>\n</main>\n<main>\n</main>\n").is_err());
    assert!(main_of("<p>no main</p>\n").is_err());
    assert!(main_of("</main>\n<main>\n").is_err());
}

#[test]
fn english_left_skips_formulas_and_code() {
    let t = "La soluzione: $the margin$ e `the` sono esclusi; Margin no, the sì.";
    assert_eq!(
        english_left(t, &["the", "margin", "sono", "of"]),
        ["the", "margin", "sono"]
    );
    assert!(english_left("$x$ il margine `of`", &["the", "of", "margin"]).is_empty());
}

#[test]
fn a_difference_is_described_by_its_first_line_and_count() {
    let d = describe_difference("x.md", "a\nb\nc\n", "a\nB\nc\nd\n");
    assert!(
        d.starts_with("x.md: 2 of 4 lines differ (3 vs 4 lines), the first at line 2:"),
        "{d}"
    );
    assert!(d.contains("golden:   \"b\"") && d.contains("rendered: \"B\""), "{d}");
}

/// The command line prints what the library renders: the end-to-end check of the goldens'
/// shortcut, on the full-page exercise (all three forms), a file with several exercises in one
/// document, and the woven notes.
#[test]
fn the_command_line_prints_what_the_library_renders() {
    let renderer = Renderer::new().expect("the built-in templates");
    let spec = format!("exercises/{FULL_PAGE}.yaml");
    let exercises = load(&spec).expect("loads");
    let cases = [
        (vec!["--solutions", "--format", "html"], true, Format::Html),
        (vec!["--solutions"], true, Format::Markdown),
        (vec![], false, Format::Markdown),
    ];
    for (flags, solutions, format) in cases {
        let mut args = vec!["render", spec.as_str()];
        args.extend(flags.iter().copied());
        let o = super::mlex(&args);
        assert_eq!(o.code, 0, "{args:?}: {}", o.stderr);
        assert_eq!(
            o.stdout,
            render(&renderer, &exercises, solutions, format).expect("renders"),
            "{args:?}"
        );
    }
    // two directories (three exercises), one HTML page
    let two = ["exercises/perceptron-step", "exercises/perceptron-inverse"];
    let mut all = Vec::new();
    for dir in two {
        for f in files(dir, "yaml") {
            all.extend(load(&rel(&f)).expect("loads"));
        }
    }
    assert_eq!(all.len(), 3);
    let o = super::mlex(&["render", two[0], two[1], "--solutions", "--format", "html"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(o.stdout, render(&renderer, &all, true, Format::Html).expect("renders"));
    // one <h1> for the page, a title naming the exercises, each exercise an article whose
    // solution starts a new printed page, with its id in the printed page's header
    assert!(
        o.stdout
            .contains("<title>Worksheet with solutions (3 exercises: How many weight vectors change?; "),
        "{}",
        o.stdout
    );
    assert_eq!(o.stdout.matches("<h1>").count(), 1, "{}", o.stdout);
    assert_eq!(o.stdout.matches("<article class=\"exercise\"").count(), 3);
    assert_eq!(o.stdout.matches("<section class=\"solution\">").count(), 3);
    assert!(
        o.stdout.contains("@page exercise-2 { @top-left { content: \"upv-"),
        "{}",
        o.stdout
    );
    // the woven notes
    let o = super::mlex(&["weave", "examples/notes.md", "--solutions", "--format", "html"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout,
        weave(&renderer, "examples/notes.md", Format::Html).expect("weaves")
    );
}

/// English words of the templates and sentences of the [`SCANNED_KINDS`] (lower case).
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "of",
    "and",
    "with",
    "weight",
    "weights",
    "sample",
    "samples",
    "class",
    "classes",
    "give",
    "compute",
    "classify",
    "make",
    "run",
    "iteration",
    "iterations",
    "answer",
    "answers",
    "solution",
    "questions",
    "trace",
    "learning",
    "rate",
    "margin",
    "boundary",
    "boundaries",
    "option",
    "options",
    "which",
    "how",
    "none",
    "equivalent",
    "updated",
    "modified",
    "converged",
    "stopped",
    "votes",
    "prediction",
    "predict",
    "points",
    "against",
    "but",
    "times",
    "is",
    "are",
    "when",
    "where",
    "every",
    "each",
    "after",
    "before",
    "step",
    "final",
    "yes",
    "fits",
    "tie",
    "wins",
    "initial",
    "start",
    "decision",
    "regions",
];

/// The English words of a page outside the exercise's own texts (its title, source and the
/// lines of its spec, such as the English statement of a UPV exercise), formulas, code spans
/// and embedded images.
fn english_words(page: &str, spec: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in page.lines() {
        let l = line.trim();
        if l.is_empty() || l.starts_with("# ") || l.starts_with("*Fonte:") || spec.contains(l) {
            continue;
        }
        // drop `(data:…)` images, `…` code and $…$ formulas
        let mut kept = String::new();
        let mut rest = l;
        while let Some(at) = rest.find(['`', '$', '(']) {
            kept.push_str(&rest[..at]);
            let close = match &rest[at..] {
                r if r.starts_with("(data:") => ")",
                r if r.starts_with('`') => "`",
                r if r.starts_with('$') => "$",
                _ => {
                    kept.push('(');
                    rest = &rest[at + 1..];
                    continue;
                }
            };
            let after = &rest[at + 1..];
            rest = after.find(close).map_or("", |e| &after[e + 1..]);
        }
        kept.push_str(rest);
        for w in kept.split(|c: char| !c.is_alphanumeric()) {
            let w = w.to_lowercase();
            if ENGLISH_WORDS.contains(&w.as_str()) {
                found.push(format!("{w:?} in {l:?}"));
            }
        }
    }
    found
}

/// The Italian worksheets and keys of the [`SCANNED_KINDS`] have no English word of their
/// templates or sentences left; the same pages in English are full of them (the scan works).
#[test]
fn italian_pages_have_no_english_words() {
    use mlex::Lang;
    let renderer = Renderer::new().expect("the built-in templates");
    let stems = IN_LANGUAGE
        .iter()
        .filter(|(stem, code, _)| *code == "it" && SCANNED_KINDS.contains(&stem.split('/').next().unwrap_or_default()))
        .map(|(stem, _, _)| *stem);
    for stem in stems {
        let spec_path = format!("exercises/{stem}.yaml");
        let spec = std::fs::read_to_string(root().join(&spec_path)).expect("the spec");
        let exercises = load(&spec_path).expect("loads");
        for lang in [Lang::It, Lang::En] {
            let ex: Vec<Exercise> = exercises.iter().map(|e| e.clone().with_lang(lang)).collect();
            for solutions in [true, false] {
                let page = render(&renderer, &ex, solutions, Format::Markdown).expect("renders");
                let found = english_words(&page, &spec);
                if lang == Lang::It {
                    assert!(found.is_empty(), "{stem} (solutions: {solutions}): {found:#?}");
                } else {
                    assert!(found.len() > 3, "{stem} in English: the scan finds only {found:?}");
                }
            }
        }
    }
}
