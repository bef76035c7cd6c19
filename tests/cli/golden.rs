//! Golden files (`tests/golden/`): every shipped exercise rendered three ways (and some in
//! another language, with a report of `mlex check`), the woven lecture notes and the page
//! frame, compared byte for byte with the stored files.
//!
//! They are rendered in-process through the library (the command line adds nothing to the text:
//! `the_command_line_prints_what_the_library_renders` checks that on a few cases), so the whole
//! set takes a fraction of a second instead of 200 process starts.
//!
//! * `KIND/STEM.txt` — one file per shipped spec `exercises/KIND/STEM.yaml`, in sections, each a
//!   header line `==> COMMAND <==` naming the command that prints it, then its text: the worksheet
//!   with the worked solution in Markdown, the `<main>` element of its HTML page (the page frame
//!   and the stylesheet are [`PAGE_FRAME`]'s), the worksheet for students, and for the
//!   [`IN_LANGUAGE`] entries the same in another language and a `mlex check` report;
//! * `examples/notes.txt` — `mlex weave examples/notes.md --solutions`, Markdown and `<main>`;
//! * [`PAGE_FRAME`] — the one whole HTML page, of [`FULL_PAGE`], with its `<main>` left out: a
//!   change of the stylesheet or of `templates/page.html` re-blesses this file alone.
//!
//! Every mismatch is listed (not only the first: file, section, lines differing and the first of
//! them), and a golden file that no test produces is an error. `MLEX_BLESS=1 cargo test --test
//! cli golden` rewrites them all and deletes the orphans.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use mlex::{Exercise, Solution, Source};
use mlex::{Format, Renderer};

use super::{files, rel, root};

/// The exercise whose whole HTML page (frame and CSS) is [`PAGE_FRAME`], with its `<main>` left
/// out (that is in the exercise's own golden).
pub const FULL_PAGE: &str = "perceptron/upv-2023-01-26";

/// The golden of the page frame: the HTML page of [`FULL_PAGE`] around a placeholder `<main>`.
pub const PAGE_FRAME: &str = "page.html";

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
        Self::in_dir(root().join("tests/golden"), std::env::var_os("MLEX_BLESS").is_some())
    }

    /// Goldens stored in `dir`, written there when `bless`.
    fn in_dir(dir: PathBuf, bless: bool) -> Self {
        Goldens {
            dir,
            bless,
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
        self.compare(name, actual, describe_difference);
    }

    /// Compares the golden file `name` made of `sections` (header, text) with the stored one, or
    /// writes it when blessing. Each text must end with a line break and have no line that reads
    /// as a header ([`header_of`]), so that [`sections`] gives them back.
    pub fn check_sections(&mut self, name: &str, sections: &[(String, String)]) {
        let mut file = String::new();
        for (header, text) in sections {
            if !text.ends_with('\n') || text.lines().any(|l| header_of(l).is_some()) {
                self.problems.push(format!(
                    "{name}, section `{header}`: the text does not end with a line break or has a line \
                     `==> … <==`, which would read as a section header"
                ));
                return;
            }
            file.push_str(&format!("==> {header} <==\n{text}"));
        }
        self.compare(name, &file, describe_sections);
    }

    fn compare(&mut self, name: &str, actual: &str, describe: fn(&str, &str, &str) -> String) {
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
            self.problems.push(describe(&rel(&path), &expected, actual));
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

/// The header of a section of a golden file, `NAME` of a line `==> NAME <==` (with or without
/// its line break).
pub fn header_of(line: &str) -> Option<&str> {
    line.strip_suffix('\n')
        .unwrap_or(line)
        .strip_prefix("==> ")?
        .strip_suffix(" <==")
}

/// The sections of a golden file: (header, text) in order, the text of each up to the next
/// header line; text before the first header has the header `None`.
pub fn sections(file: &str) -> Vec<(Option<&str>, &str)> {
    let mut out = Vec::new();
    let (mut header, mut start, mut at) = (None, 0, 0);
    for line in file.split_inclusive('\n') {
        if let Some(h) = header_of(line) {
            if header.is_some() || at > start {
                out.push((header, &file[start..at]));
            }
            header = Some(h);
            start = at + line.len();
        }
        at += line.len();
    }
    if header.is_some() || at > start {
        out.push((header, &file[start..at]));
    }
    out
}

/// Every differing section of a golden file made of sections ([`describe_difference`] of each),
/// or the two lists of headers when sections were added, removed or reordered.
fn describe_sections(name: &str, expected: &str, actual: &str) -> String {
    let (e, a) = (sections(expected), sections(actual));
    let headers = |s: &[(Option<&str>, &str)]| {
        s.iter()
            .map(|(h, _)| h.unwrap_or("(none)").to_string())
            .collect::<Vec<_>>()
    };
    if headers(&e) != headers(&a) {
        return format!(
            "{name}: the sections differ:\n  golden:   {:?}\n  rendered: {:?}",
            headers(&e),
            headers(&a)
        );
    }
    e.iter()
        .zip(&a)
        .filter(|(x, y)| x.1 != y.1)
        .map(|(x, y)| describe_difference(&format!("{name}, section `{}`", x.0.unwrap_or("(none)")), x.1, y.1))
        .collect::<Vec<_>>()
        .join("\n\n")
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
    let mut stems = BTreeSet::new();
    for spec in files("exercises", "yaml") {
        let name = rel(&spec);
        let stem = name
            .strip_prefix("exercises/")
            .and_then(|s| s.strip_suffix(".yaml"))
            .expect("exercises/….yaml");
        stems.insert(stem.to_string());
        let exercises = match load(&name) {
            Ok(e) => e,
            Err(e) => {
                g.problem(format!("{name}: {e}"));
                continue;
            }
        };
        let mut sections = Vec::new();
        pages(&renderer, &mut g, &mut sections, &name, &exercises, None);
        for (_, code, answers) in IN_LANGUAGE.iter().filter(|(s, ..)| *s == stem) {
            in_language(&mut g, &mut sections, (&renderer, &name, &exercises), code, *answers);
        }
        g.check_sections(&format!("{stem}.txt"), &sections);
        if stem == FULL_PAGE {
            page_frame(&renderer, &mut g, &exercises);
        }
    }
    for (stem, ..) in IN_LANGUAGE.iter().filter(|(s, ..)| !stems.contains(*s)) {
        g.problem(format!("IN_LANGUAGE: no exercise exercises/{stem}.yaml"));
    }
    let doc = "examples/notes.md";
    let mut sections = Vec::new();
    for (format, header) in [
        (Format::Markdown, format!("mlex weave {doc} --solutions")),
        (
            Format::Html,
            format!("mlex weave {doc} --solutions --format html (its <main>)"),
        ),
    ] {
        match weave(&renderer, doc, format).and_then(|t| html_main(t, format)) {
            Ok(t) => sections.push((header, t)),
            Err(e) => g.problem(format!("{header}: {e}")),
        }
    }
    g.check_sections("examples/notes.txt", &sections);
    g.finish();
}

/// The `<main>` of an HTML page ([`main_of`]), a Markdown page whole.
fn html_main(page: String, format: Format) -> Result<String, String> {
    match format {
        Format::Html => main_of(&page).map(str::to_string),
        _ => Ok(page),
    }
}

/// The three pages of a spec file's exercises as golden sections, each headed by the command that
/// prints it: the worksheet with solutions in Markdown, the `<main>` of its HTML page, the
/// worksheet for students; with `lang` (`--lang`) in that language.
fn pages(
    renderer: &Renderer,
    g: &mut Goldens,
    out: &mut Vec<(String, String)>,
    spec: &str,
    exercises: &[Exercise],
    lang: Option<&str>,
) {
    let flag = lang.map_or(String::new(), |code| format!(" --lang {code}"));
    let forms = [
        (true, Format::Markdown, format!("mlex render {spec}{flag} --solutions")),
        (
            true,
            Format::Html,
            format!("mlex render {spec}{flag} --solutions --format html (its <main>)"),
        ),
        (false, Format::Markdown, format!("mlex render {spec}{flag}")),
    ];
    for (solutions, format, header) in forms {
        match render(renderer, exercises, solutions, format).and_then(|t| html_main(t, format)) {
            Ok(t) => out.push((header, t)),
            Err(e) => g.problem(format!("{header}: cannot render: {e}")),
        }
    }
}

/// [`PAGE_FRAME`]: the HTML page of [`FULL_PAGE`]'s exercises with a placeholder for its `<main>`.
fn page_frame(renderer: &Renderer, g: &mut Goldens, exercises: &[Exercise]) {
    let frame = render(renderer, exercises, true, Format::Html).and_then(|page| {
        let main = main_of(&page)?;
        let placeholder = format!(
            "<main>\n<!-- the <main> of exercises/{FULL_PAGE}.yaml: tests/golden/{FULL_PAGE}.txt -->\n</main>\n"
        );
        Ok(page.replacen(main, &placeholder, 1))
    });
    match frame {
        Ok(f) => g.check(PAGE_FRAME, &f),
        Err(e) => g.problem(format!("{PAGE_FRAME}: cannot render: {e}")),
    }
}

/// The sections of one [`IN_LANGUAGE`] entry, of the spec file `spec` and its `exercises`.
fn in_language(
    g: &mut Goldens,
    out: &mut Vec<(String, String)>,
    (renderer, spec, exercises): (&Renderer, &str, &[Exercise]),
    code: &str,
    answers: Option<&str>,
) {
    let Some(lang) = mlex::Lang::from_code(code) else {
        g.problem(format!("{spec}: no language `{code}`"));
        return;
    };
    // an exercise already in this language (`lang: it`) has its pages among the sections above:
    // only its report here
    let native = exercises.iter().all(|e| e.lang() == lang);
    let exercises: Vec<Exercise> = exercises.iter().map(|e| e.clone().with_lang(lang)).collect();
    if !native {
        pages(renderer, g, out, spec, &exercises, Some(code));
    }
    if let Some(path) = answers {
        let header = format!("mlex check {spec} {path} --lang {code} --reveal");
        match exercises.as_slice() {
            [ex] => match std::fs::read_to_string(root().join(path))
                .map_err(|e| e.to_string())
                .and_then(|text| {
                    mlex::Checker::new(ex)
                        .check(Source::new(path, text))
                        .map_err(|e| e.to_string())
                }) {
                Ok(r) => out.push((header, r.to_text(true))),
                Err(e) => g.problem(format!("{header}: cannot check: {e}")),
            },
            _ => g.problem(format!("{header}: {spec} has {} exercises, not one", exercises.len())),
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

#[test]
fn sections_split_a_golden_file_at_its_header_lines() {
    let file = "==> a <==\nx\n==> b <==\n==> c <==\ny\n==> not a header\n";
    assert_eq!(
        sections(file),
        [
            (Some("a"), "x\n"),
            (Some("b"), ""),
            (Some("c"), "y\n==> not a header\n")
        ]
    );
    assert_eq!(sections("x\n==> a <==\n"), [(None, "x\n"), (Some("a"), "")]);
    assert_eq!(sections(""), []);
    assert_eq!(header_of("==> mlex render x.yaml <==\n"), Some("mlex render x.yaml"));
    assert_eq!(header_of(" ==> a <=="), None);
}

/// A golden file of sections: a changed text fails, naming its section; a section added fails;
/// a text that would read as a header is refused; blessing writes the file, which then passes.
#[test]
fn a_changed_section_fails_and_blessing_rewrites_it() {
    let dir = super::scratch("golden-sections");
    let two = |x: &str| {
        vec![
            ("one".to_string(), "a\nb\n".to_string()),
            ("two".to_string(), x.to_string()),
        ]
    };
    let mut g = Goldens::in_dir(dir.clone(), true);
    g.check_sections("k/s.txt", &two("c\n"));
    g.finish();
    assert_eq!(
        std::fs::read_to_string(dir.join("k/s.txt")).expect("written"),
        "==> one <==\na\nb\n==> two <==\nc\n"
    );
    let mut g = Goldens::in_dir(dir.clone(), false);
    g.check_sections("k/s.txt", &two("c\n"));
    assert!(g.problems.is_empty(), "{:?}", g.problems);
    g.check_sections("k/t.txt", &two("C\n"));
    assert_eq!(g.problems.len(), 1);
    assert!(g.problems[0].ends_with("k/t.txt: missing"), "{:?}", g.problems);
    let mut g = Goldens::in_dir(dir.clone(), false);
    g.check_sections("k/s.txt", &two("C\n"));
    assert_eq!(g.problems.len(), 1);
    assert!(
        g.problems[0].contains("k/s.txt, section `two`: 1 of 1 lines differ (1 vs 1 lines), the first at line 1:"),
        "{}",
        g.problems[0]
    );
    let mut three = two("c\n");
    three.push(("three".to_string(), "d\n".to_string()));
    let mut g = Goldens::in_dir(dir.clone(), false);
    g.check_sections("k/s.txt", &three);
    assert!(g.problems[0].contains("the sections differ"), "{}", g.problems[0]);
    let mut g = Goldens::in_dir(dir.clone(), false);
    g.check_sections("k/s.txt", &two("==> x <==\n"));
    g.check_sections("k/u.txt", &two("no line break"));
    assert_eq!(g.problems.len(), 2, "{:?}", g.problems);
    assert!(g.problems.iter().all(|p| p.contains("would read as a section header")));
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
