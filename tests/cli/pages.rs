//! What the pages show beyond the goldens: titles, escaped notation, the PDF error path.

use std::process::{Command, Stdio};

use crate::{mlex, mlex_stdin, root, scratch};

/// A multi-line title with Markdown and TeX: one heading line, and a plain one-line `<title>`.
#[test]
fn a_multi_line_title_is_one_heading_and_a_plain_title() {
    let spec =
        "kind: softmax\nid: t\ntitle: |\n  Softmax of *three*\n  logits $a_c$\nlogits: [1, 2, 3]\nask: [prediction]\n";
    let o = mlex_stdin(&["render", "-", "--format", "html"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains("<title>Softmax of three logits a_c</title>"),
        "{}",
        o.stdout
    );
    assert_eq!(o.stdout.matches("<h1>").count(), 1, "{}", o.stdout);
    assert!(
        o.stdout.contains("<h1>Softmax of <em>three</em> logits <math>"),
        "{}",
        o.stdout
    );
    let o = mlex_stdin(&["render", "-"], spec);
    assert!(
        o.stdout.starts_with("# Softmax of *three* logits $a_c$\n"),
        "{}",
        o.stdout
    );
}

/// Named classes are written g_setosa(x), never g[setosa](x), which Markdown reads as a link.
#[test]
fn named_classes_are_not_links() {
    let spec = "kind: discriminants\nclasses: [setosa, versicolor]\nweights: { setosa: [1, 2], versicolor: [0, -1] }\n\
                ask: [{ classify: [1] }, boundaries]\n";
    let o = mlex_stdin(&["render", "-", "--solutions", "--format", "html"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(!o.stdout.contains("<a "), "{}", o.stdout);
    assert!(o.stdout.contains("g_setosa(x)"), "{}", o.stdout);
}

/// `source:` is free text: its Markdown is shown as written (an underscore inside a word stays).
#[test]
fn the_source_note_is_escaped() {
    let spec = "kind: softmax\nsource: 'exam 2023_01_26, *p. 3* [x](y)'\nlogits: [1, 2]\nask: [prediction]\n";
    let o = mlex_stdin(&["render", "-"], spec);
    assert!(
        o.stdout.contains("*Source: exam 2023_01_26, \\*p. 3\\* \\[x\\](y)*"),
        "{}",
        o.stdout
    );
}

/// `--format pdf` with no browser on PATH: exit 2, the Debian package named, no file written.
#[test]
fn pdf_without_a_browser_names_the_package() {
    let dir = scratch("pdf-no-browser");
    let out = dir.join("key.pdf");
    let o = Command::new(env!("CARGO_BIN_EXE_mlex"))
        .args([
            "render",
            "exercises/perceptron/upv-2023-01-26.yaml",
            "--solutions",
            "-o",
        ])
        .arg(&out)
        .current_dir(root())
        .env("PATH", "")
        .stdin(Stdio::null())
        .output()
        .expect("mlex runs");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("needs a headless Chromium on PATH"), "{stderr}");
    assert!(stderr.contains("Debian package `chromium`"), "{stderr}");
    assert!(o.stdout.is_empty());
    assert!(!out.exists());
    // and PDF needs a file to write
    let o = mlex(&["render", "exercises/perceptron/upv-2023-01-26.yaml", "--format", "pdf"]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("add `-o FILE.pdf`"), "{}", o.stderr);
}

/// Generated formulas are TeX in Markdown and MathML in HTML (no `w_yᵀx̄`, `argmax_c`,
/// `Σ_n Σ_c y_nc` with underscores), and numbers have true minus signs in worksheets only.
#[test]
fn generated_formulas_are_typeset_and_minus_signs_are_true() {
    let spec = "exercises/perceptron/upv-2023-01-26.yaml";
    let md = mlex(&["render", spec, "--solutions"]).stdout;
    assert!(
        md.contains(r"| It. | n | $g = w_y^\top \bar{x}$ | $c \ne y$ | $w_c^\top \bar{x} + b$ |"),
        "{md}"
    );
    assert!(
        md.contains(r"⇒ $c(x) = \operatorname{argmax}_c g_c(x)$ = **2**"),
        "{md}"
    );
    assert!(!md.contains("w_yᵀx̄") && !md.contains("argmax_c g_c"), "{md}");
    // seed 003 U2.2: w₃ after sample 4 is (−4, −9, 0), written with U+2212
    assert!(md.contains("| (−4, −9, 0) |"), "{md}");
    assert!(!md.contains("-4"), "{md}");
    let html = mlex(&["render", spec, "--solutions", "--format", "html"]).stdout;
    // x̄ is an accent over x (the stylesheet picks a math font that draws it)
    assert!(html.contains(r#"<mover accent="true"><mi>x</mi><mo stretchy="false">¯</mo></mover>"#));
    assert!(!html.contains("argmax_c"));
    // answers and `mlex solve` keep ASCII minus signs
    let solved = mlex(&["solve", spec]).stdout;
    assert!(solved.contains("3: [-4, -9, 0]"), "{solved}");
    assert!(!solved.contains('−'), "{solved}");
    let md = mlex(&[
        "render",
        "exercises/softmax-regression/upv-u24-example.yaml",
        "--solutions",
    ])
    .stdout;
    assert!(
        md.contains(r"$\mathrm{LL}(W) = \sum_n \sum_c y_{nc} \log \mu_{nc}$"),
        "{md}"
    );
}

/// A student's worksheet leaves room to answer: the blank trace of the right shape (4 samples
/// × (2 classes c ≠ y + the update of w_y) = 12 rows after the initial weights, 5 + 3 columns),
/// the blank final weights (3 components × 3 classes), and a line for single answers.
#[test]
fn the_student_worksheet_has_a_blank_trace_and_answer_lines() {
    let md = mlex(&["render", "exercises/perceptron/upv-2023-01-26.yaml"]).stdout;
    let answers = &md[md.find("## Answers").expect("an answer space")..];
    let trace = &answers[..answers.find("**2.**").expect("question 2")];
    let rows: Vec<&str> = trace.lines().filter(|l| l.starts_with("| 1 | ")).collect();
    assert_eq!(rows.len(), 12, "{answers}");
    assert!(rows.iter().all(|r| r.matches('|').count() == 9), "{answers}");
    // sample 1 is of class 3: the rows compare classes 1 and 2, then the update row
    assert_eq!(rows[0], "| 1 | 1 |  | 1 |  |  |  |  |");
    assert_eq!(rows[2], "| 1 | 1 |  |  |  |  |  |  |");
    assert!(
        answers.contains("|  |  |  |  |  | (−1, 4, −10) | (0, −6, −2) | (−3, −8, 2) |"),
        "{answers}"
    );
    assert!(
        answers.contains("| d | w₁ | w₂ | w₃ |\n|--:|---|---|---|\n| 0 |  |  |  |\n| 1 |  |  |  |\n| 2 |  |  |  |"),
        "{answers}"
    );
    assert!(answers.contains("**2.** ……"), "{answers}");
    // nothing of the solution
    assert!(!md.contains("(1, −5, 0)") && !md.contains("## Solution"), "{md}");
    // the key has no answer space
    let key = mlex(&["render", "exercises/perceptron/upv-2023-01-26.yaml", "--solutions"]).stdout;
    assert!(!key.contains("## Answers"));
    let html = mlex(&["render", "exercises/perceptron/upv-2023-01-26.yaml", "--format", "html"]).stdout;
    assert!(html.contains("<section class=\"answers\">\n<h2>Answers</h2>"), "{html}");
}

/// Every worked part of every shipped key shows its answer in bold, except the tables that are
/// the answer (traces, the weights after each step or training step, the surrogate-loss tables).
#[test]
fn every_worked_part_shows_its_answer_in_bold() {
    let o = mlex(&["render", "exercises", "--solutions"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let mut missing = Vec::new();
    for sheet in o.stdout.split("\n---\n") {
        let title = sheet.trim_start().lines().next().unwrap_or_default().to_string();
        let Some(solution) = sheet.split("\n## Solution\n").nth(1) else {
            continue;
        };
        for section in solution.split("\n### ").skip(1) {
            let heading = section.lines().next().unwrap_or_default();
            let bold = section.lines().any(|l| !l.starts_with('>') && l.contains("**"));
            // a table that is the answer (a training run's weights step by step) is not
            // repeated under it
            let table_answer = [
                "Trace",
                "Weights after each step",
                "Values",
                "Consistency",
                "Training steps",
                "Gradient descent",
            ]
            .iter()
            .any(|t| heading.ends_with(t));
            if !bold && !table_answer {
                missing.push(format!("{title}: {heading}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "worked parts with no answer in bold:\n{}",
        missing.join("\n")
    );
}

/// A drawn variant's printed pages name its seed and number in their header.
#[test]
fn a_variant_page_header_names_seed_and_number() {
    let o = mlex(&[
        "render",
        "exercises/variants/perceptron-trace.yaml",
        "--seed",
        "7",
        "--variant",
        "2",
        "--format",
        "html",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout
            .contains("@page { @top-left { content: \"variant-perceptron-trace · Perceptron, 3 classes, one iteration · seed 7, variant 2\";"),
        "{}",
        o.stdout
    );
}

/// The headless Chromium of the PDF tests: `/usr/bin/chromium` (the Debian package CI
/// installs). Without it the PDF tests are skipped with a message, except under
/// `MLEX_REQUIRE_BROWSER=1` (set by `.ci/run`), where a missing browser fails them.
fn chromium() -> Option<std::path::PathBuf> {
    let path = std::path::PathBuf::from("/usr/bin/chromium");
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("MLEX_REQUIRE_BROWSER").is_none(),
        "MLEX_REQUIRE_BROWSER is set and /usr/bin/chromium is missing: apt-get install chromium"
    );
    eprintln!("skipped: no /usr/bin/chromium (apt-get install chromium)");
    None
}

/// The pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree nodes).
fn pdf_pages(pdf: &[u8]) -> usize {
    let mut n = 0;
    let mut rest = pdf;
    while let Some(at) = rest.windows(5).position(|w| w == b"/Type") {
        rest = &rest[at + 5..];
        let after: Vec<u8> = rest
            .iter()
            .copied()
            .skip_while(|b| b.is_ascii_whitespace())
            .take(6)
            .collect();
        if after.starts_with(b"/Page") && !after.starts_with(b"/Pages") {
            n += 1;
        }
    }
    n
}

#[test]
fn pdf_pages_are_counted_without_the_page_tree() {
    assert_eq!(
        pdf_pages(b"<< /Type /Pages /Kids [3 0 R 4 0 R] >> << /Type /Page >> <</Type/Page/Parent 2 0 R>>"),
        2
    );
}

/// `mlex render --format pdf` prints a PDF through Chromium.
#[test]
fn render_prints_a_pdf_with_chromium() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("pdf-render");
    let out = dir.join("key.pdf");
    let o = Command::new(env!("CARGO_BIN_EXE_mlex"))
        .args([
            "render",
            "exercises/perceptron/upv-2023-01-26.yaml",
            "--solutions",
            "-o",
        ])
        .arg(&out)
        .current_dir(root())
        .env("PATH", browser.parent().expect("a directory"))
        .stdin(Stdio::null())
        .output()
        .expect("mlex runs");
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let pdf = std::fs::read(&out).expect("the PDF is written");
    assert!(pdf.starts_with(b"%PDF"));
    // the worksheet and, on a new page, the solution
    assert!(pdf_pages(&pdf) >= 2, "{} pages", pdf_pages(&pdf));
}

/// `mlex exam --format pdf`: every variant's exam in one `exams.pdf` and every key in one
/// `keys.pdf`, a variant starting a new page (so at least as many pages as variants; the
/// sample exam's questions each start a page too), no Markdown or HTML files; and with no
/// browser on PATH, exit 2 naming the Debian package and nothing written.
#[test]
fn exam_prints_every_variant_into_one_pdf() {
    let dir = scratch("pdf-exam");
    let out = dir.join("none");
    let o = Command::new(env!("CARGO_BIN_EXE_mlex"))
        .args(["exam", "examples/exam.yaml", "--variants", "2", "--format", "pdf", "-o"])
        .arg(&out)
        .current_dir(root())
        .env("PATH", "")
        .stdin(Stdio::null())
        .output()
        .expect("mlex runs");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("Debian package `chromium`"), "{stderr}");
    assert!(!out.exists());

    let Some(browser) = chromium() else { return };
    let out = dir.join("pdf");
    let variants = 3;
    let o = Command::new(env!("CARGO_BIN_EXE_mlex"))
        .args([
            "exam",
            "examples/exam.yaml",
            "--seed",
            "42",
            "--variants",
            &variants.to_string(),
        ])
        .args(["--format", "pdf", "-o"])
        .arg(&out)
        .current_dir(root())
        .env("PATH", browser.parent().expect("a directory"))
        .stdin(Stdio::null())
        .output()
        .expect("mlex runs");
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .expect("the directory")
        .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, [".mlex-written", "exams.pdf", "key.csv", "key.json", "keys.pdf"]);
    // one page per variant at least; the HTML of one variant alone, printed, has fewer pages
    // than the book of three
    let exams = std::fs::read(out.join("exams.pdf")).expect("exams.pdf");
    let keys = std::fs::read(out.join("keys.pdf")).expect("keys.pdf");
    assert!(exams.starts_with(b"%PDF") && keys.starts_with(b"%PDF"));
    let (e, k) = (pdf_pages(&exams), pdf_pages(&keys));
    assert!(
        e >= variants && k >= variants,
        "{e} and {k} pages for {variants} variants"
    );
    // An exam whose variants are all alike (nothing drawn): with a page break before every
    // variant the book has exactly N times the pages of one variant; without, the next
    // variant's header would share the last page of the one before.
    let exam = dir.join("same.yaml");
    std::fs::write(
        &exam,
        "exam: { title: Same every time }\nexercises:\n  - spec: { kind: holdout, id: m, error_rate: 0.2, radius: 0.01, ask: [min_test_size] }\n",
    )
    .expect("write the exam");
    let book = |n: usize| -> (usize, usize) {
        let out = dir.join(format!("same-{n}"));
        let o = Command::new(env!("CARGO_BIN_EXE_mlex"))
            .args(["exam", "--variants", &n.to_string(), "--format", "pdf", "-o"])
            .arg(&out)
            .arg(&exam)
            .env("PATH", browser.parent().expect("a directory"))
            .stdin(Stdio::null())
            .output()
            .expect("mlex runs");
        assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
        let pages = |f: &str| pdf_pages(&std::fs::read(out.join(f)).expect("a PDF"));
        (pages("exams.pdf"), pages("keys.pdf"))
    };
    let (e1, k1) = book(1);
    assert_eq!(book(3), (3 * e1, 3 * k1));
    // Each variant's pages are numbered from 1 (a CSS counter per variant's named page):
    // read back with pdftotext (poppler-utils) when it is installed.
    let Ok(text) = Command::new("pdftotext")
        .args(["-layout"])
        .arg(dir.join("same-3").join("keys.pdf"))
        .arg("-")
        .output()
    else {
        return;
    };
    let text = String::from_utf8_lossy(&text.stdout);
    let numbers: Vec<&str> = text.lines().filter_map(|l| l.trim().strip_prefix("page ")).collect();
    let one: Vec<String> = (1..=k1).map(|n| n.to_string()).collect();
    let want: Vec<&str> = one.iter().chain(&one).chain(&one).map(String::as_str).collect();
    assert_eq!(numbers, want, "{text}");
}

/// The book of an exam's variants numbers each variant's pages on their own: a counter per
/// variant's named page, incremented by it, in the footer (Chromium prints it; see
/// `exam_prints_every_variant_into_one_pdf`).
#[test]
fn a_books_pages_are_numbered_per_variant() {
    let renderer = mlex::Renderer::new().expect("templates");
    let pages = [
        ("first".to_string(), "# A\n".to_string()),
        ("second".to_string(), "# B\n".to_string()),
    ];
    let html = renderer.html_book("Book", &pages, mlex::Lang::default()).expect("book");
    for k in 1..=2 {
        let rule = format!("@page variant-{k} {{ counter-increment: variant-{k}; ");
        assert!(html.contains(&rule), "{html}");
        assert!(
            html.contains(&format!("content: \"page \" counter(variant-{k});")),
            "{html}"
        );
    }
    assert!(!html.contains("counter(page)"), "{html}");
    // a page of one document keeps the page counter
    let page = renderer.html_page("One", "# A\n", mlex::Lang::default()).expect("page");
    assert!(page.contains("content: \"page \" counter(page);"), "{page}");
}

/// The key shows the final weights once, in bold (seed 003, U2.2: w₁ = (−1, 4, −10),
/// w₂ = (1, −5, 0), w₃ = (−4, −9, 0)), not a plain line and then an `Answer:` line repeating it.
#[test]
fn the_key_shows_the_final_weights_once() {
    for (spec, vector) in [
        ("exercises/perceptron/upv-2023-01-26.yaml", "(1, −5, 0)"),
        // seed 003, U2.2, exam 2023_01_17 Question 4: w₁ = (−3, −6, −11) after the step
        ("exercises/perceptron-step/upv-2023-01-17-q4.yaml", "(−3, −6, −11)"),
    ] {
        let md = mlex(&["render", spec, "--solutions"]).stdout;
        let at = md.find(" weights\n").expect("the weights' section");
        let section = md[at..].split("\n### ").next().unwrap_or_default();
        let lines: Vec<&str> = section.lines().filter(|l| l.contains(vector)).collect();
        assert_eq!(lines.len(), 1, "{spec}: {lines:?}");
        assert!(lines[0].starts_with("**Answer:** w₁ = "), "{spec}: {lines:?}");
    }
}

/// Options are lettered A, B, C … wherever a question lists them (the seeds' exams letter
/// theirs; an answers file gives the number, A = 1): the options of equivalent-classifiers and
/// perceptron-inverse, the multiple-choice parts of every kind; keys and `mlex solve` say the
/// letter. No worksheet numbers options `1)` or `1.` inside a question.
#[test]
fn options_are_lettered() {
    // seed 003, U2.1, exam 2023_01_17 Question 3: "Solution: Option 2", the second option
    let md = mlex(&[
        "render",
        "exercises/equivalent-classifiers/upv-2023-01-17-q3.yaml",
        "--solutions",
    ])
    .stdout;
    assert!(
        md.contains("\nA) w₁ = (0, −2, 0), w₂ = (0, 0, −2)\\\nB) w₁ = (0, 2, 0)"),
        "{md}"
    );
    assert!(md.contains("- Option B: w′₂ − w′₁"), "{md}");
    assert!(md.contains("**1.** Equivalent: **option B**."), "{md}");
    // seed 003, U2.2, exam 2022_01_13 Question 3: the third candidate, ((5, 3), 2)
    let md = mlex(&[
        "render",
        "exercises/perceptron-inverse/upv-2022-01-13-q3.yaml",
        "--solutions",
    ])
    .stdout;
    assert!(md.contains("   C) ((5, 3), 2)\\\n"), "{md}");
    assert!(md.contains("| C | (1, 5, 3) | 2 |"), "{md}");
    assert!(md.contains("**Answer:** C (3)."), "{md}");
    let sheet = mlex(&["render", "exercises/perceptron-inverse/upv-2022-01-13-q3.yaml"]).stdout;
    assert!(sheet.contains("**1.** Circle the option:   A   B   C   D"), "{sheet}");
    // the interval of a multiple-choice part is named by its letter too (seed 003, U2.3,
    // exam 2022_01_13 Question 2: M = 6147, the fourth interval)
    let md = mlex(&["render", "exercises/holdout/upv-2022-01-13-q2.yaml", "--solutions"]).stdout;
    assert!(md.contains("**Option:** D (4). The value is 6147: interval D."), "{md}");
    // `mlex solve`: the number (what answers files hold), and the letter in a comment
    let solved = mlex(&[
        "solve",
        "exercises/perceptron-inverse/upv-2022-01-13-q3.yaml",
        "exercises/holdout/upv-2022-01-13-q2.yaml",
    ])
    .stdout;
    assert!(solved.contains("\nanswer: 3   # C\n"), "{solved}");
    assert!(solved.contains("\nmin_test_size: 4   # D: 6147\n"), "{solved}");
    // every shipped worksheet: inside the questions, no option is numbered
    let o = mlex(&["render", "exercises"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let mut numbered = Vec::new();
    for sheet in o.stdout.split("\n---\n") {
        let title = sheet.trim_start().lines().next().unwrap_or_default().to_string();
        let Some(questions) = sheet.split("\n## Questions\n").nth(1) else {
            continue;
        };
        let questions = questions.split("\n## Answers\n").next().unwrap_or_default();
        for line in questions.lines() {
            let t = line.trim_start();
            let digits = t.chars().take_while(char::is_ascii_digit).count();
            // an indented `1) …` or `1. …` is an option inside a question
            if line.starts_with(' ') && digits > 0 && (t[digits..].starts_with(") ") || t[digits..].starts_with(". ")) {
                numbered.push(format!("{title}: {line}"));
            }
        }
        if let Some(options) = sheet.split("**Options:**").nth(1) {
            for line in options.lines().skip(1).take_while(|l| !l.is_empty()) {
                if line.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                    numbered.push(format!("{title}: {line}"));
                }
            }
        }
    }
    assert!(numbered.is_empty(), "numbered options:\n{}", numbered.join("\n"));
}

/// Student worksheets of logistic and softmax regression leave the blank trace of the right
/// shape, as the perceptron ones do: a row per step, a column per weight (logistic) or per
/// class (softmax), the initial weights given; and blank tables for the final weights, the
/// gradient, the logits.
#[test]
fn regression_worksheets_have_blank_traces() {
    // sgd-01: one SGD pass over 3 samples (x̄ = (1, 1, 2), (1, 2, 0), (1, 0, 1); y = 1, 0, 1)
    // from w = 0, so 3 steps in sample order and 3 weights
    let md = mlex(&["render", "exercises/logistic-regression/sgd-01.yaml", "--lang", "en"]).stdout;
    let answers = &md[md.find("## Answers").expect("an answer space")..];
    assert!(
        answers.contains(
            "**4.**\n\n| t | n | $\\bar{x}$ | y | $w^\\top \\bar{x}$ | $\\sigma(w^\\top \\bar{x})$ | w₀ | w₁ | w₂ |\n|--:|--:|--:|--:|---|---|--:|--:|--:|\n\
             |  |  |  |  |  |  | 0 | 0 | 0 |\n| 1 | 1 | (1, 1, 2) | 1 |  |  |  |  |  |\n\
             | 2 | 2 | (1, 2, 0) | 0 |  |  |  |  |  |\n| 3 | 3 | (1, 0, 1) | 1 |  |  |  |  |  |\n"
        ),
        "{answers}"
    );
    assert!(
        answers.contains("**5.**\n\n| w₀ | w₁ | w₂ |\n|---|---|---|\n|  |  |  |\n"),
        "{answers}"
    );
    // ogd-no-bias: no w₀, 4 steps cycling over 3 samples (the 4th is sample 1 again)
    let md = mlex(&["render", "exercises/logistic-regression/ogd-no-bias.yaml"]).stdout;
    assert!(md.contains("| $\\eta_t$ | ‖w′‖ | w₁ | w₂ |"), "{md}");
    assert!(md.contains("| 4 | 1 | (1, 1) | 1 |"), "{md}");
    assert!(!md.contains("w₀"), "{md}");
    // three-steps: 3 gradient-descent steps from W₀ = 0, 2 classes of 3 weights
    let md = mlex(&["render", "exercises/softmax-regression/three-steps.yaml"]).stdout;
    let answers = &md[md.find("## Answers").expect("an answer space")..];
    assert!(
        answers.contains(
            "**2.**\n\n| i | $\\mathrm{NLL}(W_{i-1})$ | max \\|η ∂NLL/∂W\\| | w₁ | w₂ |\n|--:|---|---|--:|--:|\n\
             | 0 |  |  | (0, 0, 0) | (0, 0, 0) |\n| 1 |  |  |  |  |\n| 2 |  |  |  |  |\n| 3 |  |  |  |  |\n\n"
        ),
        "{answers}"
    );
    // the gradient: a column per class, a row per component
    assert!(
        answers.contains("**1.**\n\n| d | w₁ | w₂ |\n|--:|---|---|\n| 0 |  |  |\n| 1 |  |  |\n| 2 |  |  |\n"),
        "{answers}"
    );
    // upv-u24-example: the logits of its 2 samples, one column per class
    let md = mlex(&["render", "exercises/softmax-regression/upv-u24-example.yaml"]).stdout;
    assert!(
        md.contains("| n | a₁ | a₂ |\n|--:|---|---|\n| 1 |  |  |\n| 2 |  |  |\n"),
        "{md}"
    );
    // nothing of the solution on the sheet
    assert!(!md.contains("## Solution"));
}

/// Every table of every HTML golden (each shipped exercise with and without solutions, the
/// woven notes) has a `<caption>` right after `<table>`: the sentence that introduced it, a
/// question's number in the answer space, or the heading it stands under (for screen readers).
#[test]
fn every_table_of_the_goldens_has_a_caption() {
    let mut pages = Vec::new();
    let mut stack = vec![root().join("tests/golden")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a golden directory") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(text) = std::fs::read_to_string(&path) {
                // the `<main>` of each HTML page (the sections of `--format html`; golden.rs)
                for (header, html) in super::golden::sections(&text) {
                    if header.is_some_and(|h| h.contains("--format html")) {
                        pages.push((
                            format!("{}, `{}`", path.display(), header.unwrap_or("")),
                            html.to_string(),
                        ));
                    }
                }
            }
        }
    }
    assert!(pages.len() > 60, "{} pages", pages.len());
    let (mut tables, mut missing) = (0, Vec::new());
    // and the students' sheets (the goldens' HTML are keys): all in one page
    let sheets = mlex(&["render", "exercises", "--format", "html"]);
    assert_eq!(sheets.code, 0, "{}", sheets.stderr);
    assert!(sheets.stdout.contains("<section class=\"answers\">"));
    // the answer space's tables are marked as such (room to write in their blank cells)
    assert!(
        sheets
            .stdout
            .contains("<table class=\"answer-space\">\n<caption><strong>1.</strong></caption>"),
        "no answer-space table"
    );
    let mut texts: Vec<(String, String)> = vec![("the students' sheets".into(), sheets.stdout)];
    texts.extend(pages);
    for (page, html) in &texts {
        for (at, _) in html.match_indices("<table") {
            tables += 1;
            let open = html[at..].find('>').map_or(0, |e| e + 1);
            if !html[at + open..].starts_with("\n<caption") {
                let line = html[..at].lines().count() + 1;
                missing.push(format!("{page}:{line}"));
            }
        }
    }
    assert!(tables > 150, "{tables} tables");
    assert!(missing.is_empty(), "tables with no caption:\n{}", missing.join("\n"));
}

/// Text outside TeX (`$…$`) and code (`` `…` ``) of one line of Markdown.
fn outside_math(line: &str) -> String {
    let mut out = String::new();
    let mut inside: Option<char> = None;
    let mut prev = None;
    for c in line.chars() {
        if (c == '$' || c == '`') && prev != Some('\\') {
            inside = match inside {
                None => Some(c),
                Some(open) if open == c => None,
                other => other,
            };
        } else if inside.is_none() {
            out.push(c);
        }
        prev = Some(c);
    }
    out.replace("\\_", "_").replace("\\^", "^")
}

/// What the formula scan looks at: the generated part of every shipped exercise's sheet and key
/// in Markdown, that is every line after `## Questions` (the questions, the answer space, the
/// worked solution; the title, source, statement and data tables come before it and are the
/// spec's), except quoted notes on the source (`> …`, spec text) and fenced code. Its text
/// outside `$…$` and code spans.
fn generated_text() -> Vec<String> {
    let mut lines = Vec::new();
    for args in [
        &["render", "exercises", "--solutions"][..],
        &["render", "exercises"][..],
    ] {
        let o = mlex(args);
        assert_eq!(o.code, 0, "{}", o.stderr);
        for sheet in o.stdout.split("\n---\n") {
            let Some(generated) = sheet.split("\n## Questions\n").nth(1) else {
                continue;
            };
            let mut fenced = false;
            for line in generated.lines() {
                if line.starts_with("```") {
                    fenced = !fenced;
                }
                if !fenced && !line.starts_with('>') {
                    lines.push(outside_math(line));
                }
            }
        }
    }
    lines
}

/// Generated formulas are typeset (TeX in Markdown, MathML in HTML): outside `$…$` and code,
/// the generated text has no ASCII subscript (`_` after a letter, `)`, `}` or x̄ and before a
/// letter, digit or `{`: `w_c`, `Σ_n`, `x̄_n`, `max_{c}`; a date's `2023_01_26` is not one) and
/// no ASCII superscript (`^` before a letter, digit, `{`, `(` or a minus: `e^a`, `e^(−z)`), and
/// no Unicode sub- or superscript letter or transpose (`yᵢ`, `xᵖ`, `wᵀx̄`, `e⁻ᶻ`): those are
/// formulas written as text. Unicode subscript digits (`w₁`, `x₂`) are names and stay.
#[test]
fn generated_formulas_have_no_ascii_sub_or_superscripts() {
    let lines = generated_text();
    assert!(lines.len() > 3000, "{} lines", lines.len());
    let mut found = Vec::new();
    let mut unicode = Vec::new();
    for line in &lines {
        let chars: Vec<char> = line.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let prev = i.checked_sub(1).map(|j| chars[j]);
            let next = chars.get(i + 1).copied();
            let sub = c == '_'
                && prev.is_some_and(|p| p.is_alphabetic() || ")}⁾\u{304}".contains(p))
                && next.is_some_and(|n| n.is_ascii_alphanumeric() || n == '{');
            let sup = c == '^' && next.is_some_and(|n| n.is_alphanumeric() || "{(-−".contains(n));
            if sub || sup {
                let from = i.saturating_sub(20);
                found.push(chars[from..(i + 12).min(chars.len())].iter().collect::<String>());
            }
            if "ᵀᵗₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥᵦᵧᵨᵩᵪᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵘᵛʷˣʸᶻ".contains(c)
            {
                unicode.push(line.clone());
            }
        }
    }
    assert!(
        found.is_empty(),
        "ASCII sub/superscripts outside math:\n{}",
        found.join("\n")
    );
    unicode.dedup();
    assert!(
        unicode.is_empty(),
        "Unicode sub/superscript letters or transposes outside math:\n{}",
        unicode.join("\n")
    );
}

#[test]
fn the_formula_scan_finds_what_it_looks_for() {
    assert_eq!(outside_math(r"a $w_c$ `x_1` b\_c e^a"), "a   b_c e^a");
}
