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
/// the answer (traces, the weights after each step, the surrogate-loss tables).
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
            let table_answer = ["Trace", "Weights after each step", "Values", "Consistency"]
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
