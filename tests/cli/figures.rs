//! Figures (docs/figures.md) through the command line: which pages carry them, in which form,
//! and the same bytes on every run. Their geometry is tested next to the code
//! (`src/figure/linear.rs`), their safety in `injection.rs`, their look in the golden pages of
//! `exercises/perceptron/upv-2022-01-27.yaml`.

use super::{mlex, scratch};

const SPEC: &str = "exercises/perceptron/upv-2022-01-27.yaml";

#[test]
fn the_worksheet_shows_the_samples_and_the_key_adds_the_regions() {
    let sheet = mlex(&["render", SPEC]);
    assert_eq!(sheet.code, 0, "{}", sheet.stderr);
    assert_eq!(
        sheet.stdout.matches("](data:image/svg+xml;base64,").count(),
        1,
        "{}",
        sheet.stdout
    );
    assert!(
        sheet
            .stdout
            .contains("![The training samples](data:image/svg+xml;base64,PHN2Zy")
    );
    let key = mlex(&["render", SPEC, "--solutions"]);
    assert_eq!(key.stdout.matches("](data:image/svg+xml;base64,").count(), 2);
    let html = mlex(&["render", SPEC, "--solutions", "--format", "html"]);
    assert_eq!(html.code, 0, "{}", html.stderr);
    assert_eq!(
        html.stdout
            .matches("\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
            .count(),
        2
    );
    assert!(!html.stdout.contains("data:image"), "inlined, not an image");
    // the key's alt text: the boundaries that border two regions (seed 003, 2022_01_27:
    // x2 = −x1 − 0.5 and x2 = −x1 + 0.5), the one that does not (1–3) left out
    assert!(
        html.stdout
            .contains("Boundary between class 1 and class 2: −1 − 2x₁ − 2x₂ = 0."),
        "{}",
        html.stdout
    );
    assert!(
        html.stdout
            .contains("Boundary between class 2 and class 3: 2 − 4x₁ − 4x₂ = 0.")
    );
    assert!(!html.stdout.contains("Boundary between class 1 and class 3"));
}

#[test]
fn a_figure_is_the_same_bytes_on_every_run() {
    let a = mlex(&["render", SPEC, "--solutions", "--format", "html"]);
    let b = mlex(&["render", SPEC, "--solutions", "--format", "html"]);
    assert_eq!(a.code, 0, "{}", a.stderr);
    assert!(a.stdout.contains("<svg "));
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn the_spec_can_set_the_plot_range() {
    // seed 003, exam 2023_01_26 with its three boundaries in view: they meet at
    // (−1.25, −1.325) (the key: x1 = −1.25 where x2 ≥ −1.325), inside [−3, 7]²
    let spec = std::fs::read_to_string("exercises/perceptron/upv-2023-01-26.yaml")
        .unwrap()
        .replace(
            "iterations: 1\n",
            "iterations: 1\nfigures: [regions]\nplot: { x: [-3, 7], y: [-3, 7] }\n",
        );
    let o = super::mlex_stdin(&["render", "-", "--solutions", "--format", "html"], &spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("x₁ from −3 to 7, x₂ from −3 to 7."), "{}", o.stdout);
    assert_eq!(o.stdout.matches("Boundary between").count(), 3);
}

/// The curve figures (`figures: [densities]`, `[losses]`, `[descent]`) are solution figures: in
/// the key only, inline SVG in HTML, and their alt text in the page's language.
#[test]
fn curve_figures_are_in_the_key_only_and_speak_the_pages_language() {
    for (spec, title) in [
        (
            "exercises/gaussian-boundary/upv-u21-setosa.yaml",
            "Weighted class densities P(c)·p(x | c), the boundaries and the regions",
        ),
        (
            "exercises/surrogate-losses/seed002-theorem-1.yaml",
            "Losses against the margin z",
        ),
        (
            "exercises/gradient-descent/upv-u24-theta-squared.yaml",
            "Gradient descent: L(θ) with the iterates",
        ),
    ] {
        // in English whatever the spec's `lang:` (seed 002's exercise is Italian)
        let sheet = mlex(&["render", spec, "--lang", "en"]);
        assert_eq!(sheet.code, 0, "{}", sheet.stderr);
        assert!(
            !sheet.stdout.contains("data:image/svg"),
            "{spec}: the worksheet has no figure"
        );
        let key = mlex(&["render", spec, "--solutions", "--lang", "en"]);
        assert_eq!(
            key.stdout
                .matches(&format!("![{title}](data:image/svg+xml;base64,"))
                .count(),
            1,
            "{spec}: {}",
            key.stdout
        );
        let html = mlex(&["render", spec, "--solutions", "--format", "html", "--lang", "en"]);
        assert_eq!(
            html.stdout
                .matches("\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
                .count(),
            1
        );
        assert!(
            html.stdout.contains("<polyline points=\""),
            "{spec}: curves are polylines"
        );
    }
    // seed 003, U2.1: the key's boundaries 0.5229 and 2.0872 (the seed prints 0.53 and 2.09 from
    // rounded coefficients), in the Italian alt text
    let it = mlex(&[
        "render",
        "exercises/gaussian-boundary/upv-u21-setosa.yaml",
        "--solutions",
        "--format",
        "html",
        "--lang",
        "it",
    ]);
    assert_eq!(it.code, 0, "{}", it.stderr);
    assert!(
        it.stdout
            .contains("Frontiere di decisione (linee verticali nere): x = 0.5229, x = 2.0872."),
        "{}",
        it.stdout
    );
    assert!(
        it.stdout
            .contains("La regione della classe setosa (ombreggiata in blu) è (0.5229, 2.0872).")
    );
}

#[test]
fn discriminants_in_the_plane_draw_their_three_half_lines() {
    // exercises/discriminants/two-features.yaml: g1 = x1, g2 = x2, g3 = 0. By hand: the box
    // around the points (1, 1), (2, −1), (−1, −1) and the origin is [−2, 3] × [−2, 2]; the
    // boundaries are half-lines from the origin, x1 = x2 (1–2, up to (2, 2)), x1 = 0 (1–3,
    // down) and x2 = 0 (2–3, left); every region has area, so all three are drawn.
    let o = mlex(&[
        "render",
        "exercises/discriminants/two-features.yaml",
        "--solutions",
        "--format",
        "html",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(o.stdout.matches("<svg ").count(), 1, "the key only: no samples to show");
    for s in [
        "x₁ from −2 to 3, x₂ from −2 to 2.",
        "Boundary between class 1 and class 2: x₁ − x₂ = 0.",
        "Boundary between class 1 and class 3: x₁ = 0.",
        "Boundary between class 2 and class 3: x₂ = 0.",
        "Test point (−1, −1) (black cross) is in the region of class 3.",
    ] {
        assert!(o.stdout.contains(s), "{s}\n{}", o.stdout);
    }
    // 60 px per unit across, 75 up; the origin at (44 + 2·60, 10 + 2·75) = (164, 160): the
    // 1–2 edge runs to (2, 2) = (284, 10), the 1–3 edge to (0, −2) = (164, 310)
    assert!(
        o.stdout
            .contains("x1=\"164.00\" y1=\"160.00\" x2=\"284.00\" y2=\"10.00\""),
        "{}",
        o.stdout
    );
    let sheet = mlex(&["render", "exercises/discriminants/two-features.yaml"]);
    assert!(!sheet.stdout.contains("data:image"), "the worksheet has no figure");
}

#[test]
fn markdown_written_to_a_file_links_svg_files_beside_it() {
    let dir = super::scratch("figures-beside");
    let out = dir.join("key.md");
    let o = mlex(&[
        "render",
        "exercises/svm/soft-margin-plane.yaml",
        "--solutions",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let md = std::fs::read_to_string(&out).unwrap();
    assert!(!md.contains("data:image"), "{md}");
    // STEM-N-NAME.svg: the figure's place in the document and its name (docs/figures.md)
    assert!(md.contains("![The training samples](key-1-samples.svg)"), "{md}");
    assert!(
        md.contains("![SVM: separating line, margins and support vectors](key-2-margins.svg)"),
        "{md}"
    );
    // each file is the figure itself, in the writer's grammar, and the same as on stdout
    let stdout = mlex(&["render", "exercises/svm/soft-margin-plane.yaml", "--solutions"]).stdout;
    for (n, (file, name)) in [("key-1-samples.svg", "samples"), ("key-2-margins.svg", "margins")]
        .iter()
        .enumerate()
    {
        let svg = std::fs::read_to_string(dir.join(file)).unwrap();
        assert!(
            svg.starts_with(&format!(
                "<svg class=\"figure-{name}\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\""
            )),
            "{svg}"
        );
        let uri = stdout
            .split("](data:image/svg+xml;base64,")
            .nth(n + 1)
            .and_then(|s| s.split(')').next())
            .map(|b| format!("data:image/svg+xml;base64,{b}"))
            .unwrap();
        assert_eq!(
            mlex::internals::figure::embed::inline_svg(&uri).as_deref(),
            Some(svg.as_str())
        );
    }
    // a figure's file that is a FIFO is refused like `-o` itself, and the document is not written
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("k2-1-samples.svg"))
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let k2 = dir.join("k2.md");
    let o = mlex(&[
        "render",
        "exercises/svm/soft-margin-plane.yaml",
        "-o",
        k2.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("k2-1-samples.svg` is a FIFO (named pipe), not a regular file"),
        "{}",
        o.stderr
    );
    assert!(!k2.exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn one_figure_per_pass_of_a_trace() {
    // By hand (α = 1, γ = 0.1, strict >, weights from 0): pass 1 updates at samples 1, 2 and 4
    // and ends with w_a = (1, −2, 0), w_b = (−1, 2, 0): the boundary −1 + 2x₁ = 0 (x₁ = 1/2);
    // pass 2 misclassifies nothing and ends with the same weights.
    let spec = "kind: perceptron\nsamples:\n  - { x: [0, 0], y: a }\n  - { x: [2, 1], y: b }\n  - { x: [1, 2], y: b }\n  - { x: [0, 1], y: a }\nmargin: 0.1\nfigures: [passes]\nask: [final_weights, iterations]\n";
    let o = super::mlex_stdin(&["render", "-", "--solutions", "--format", "html"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    for k in [1, 2] {
        assert!(
            o.stdout.contains(&format!(
                "<title>Iteration {k}: the decision regions of the weights at its end</title>"
            )),
            "{}",
            o.stdout
        );
    }
    assert!(!o.stdout.contains("Iteration 3:"));
    assert!(!o.stdout.contains("of the final weights"), "`regions` was not asked");
    assert_eq!(
        o.stdout
            .matches("Boundary between class a and class b: −1 + 2x₁ = 0.")
            .count(),
        2
    );
    let bad = mlex_stdin_code(&spec.replace("[passes]", "[passes, margins]"));
    assert!(
        bad.contains("an entry of `figures` must be one of `regions` or `passes`, found `margins`"),
        "{bad}"
    );
}

fn mlex_stdin_code(spec: &str) -> String {
    let o = super::mlex_stdin(&["validate", "-"], spec);
    assert_eq!(o.code, 2, "{}", o.stderr);
    o.stderr
}

/// `bayes-error` with `intervals`, `figures: [densities]` (seed 003, U2.3): the step curves of
/// p(x)·P(c | x), the Bayes regions and the boundary x = 1/4 are in the key only, as inline SVG in
/// HTML, with the alt text in the page's language; `mlex kinds bayes-error` documents the key.
#[test]
fn bayes_error_densities_are_in_the_key_and_say_the_regions_and_the_error() {
    let spec = "exercises/bayes-error/upv-u23-continuous.yaml";
    let sheet = mlex(&["render", spec]);
    assert_eq!(sheet.code, 0, "{}", sheet.stderr);
    assert!(!sheet.stdout.contains("data:image/svg"), "the worksheet has no figure");
    let key = mlex(&["render", spec, "--solutions"]);
    assert_eq!(
        key.stdout
            .matches("![Densities P(c)·p(x | c) = p(x)·P(c | x) of the classes and the Bayes decision regions](data:image/svg+xml;base64,")
            .count(),
        1,
        "{}",
        key.stdout
    );
    let html = mlex(&["render", spec, "--solutions", "--format", "html"]);
    assert_eq!(html.code, 0, "{}", html.stderr);
    assert_eq!(
        html.stdout
            .matches("\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
            .count(),
        1
    );
    // one step curve per class; the seed's Bayes classifier 1 + I(1/4 ≤ x ≤ 3/4): class 1 on
    // [−3/4, 1/4], class 2 on [1/4, 3/4], ε* = 1/4 (the seed's value)
    assert_eq!(html.stdout.matches("<polyline points=\"").count(), 2);
    for said in [
        "Boundary between decision regions (black vertical line): x = 1/4.",
        "The Bayes classifier picks class 1 (shaded blue) on [−3/4, 1/4].",
        "The Bayes classifier picks class 2 (shaded vermilion) on [1/4, 3/4].",
        "On [−1/4, 1/4] the classes 1, 2 tie",
        "The Bayes error is ε* = 1/4",
    ] {
        assert!(html.stdout.contains(said), "{said}: {}", html.stdout);
    }
    let it = mlex(&["render", spec, "--solutions", "--format", "html", "--lang", "it"]);
    assert_eq!(it.code, 0, "{}", it.stderr);
    assert!(
        it.stdout
            .contains("Il classificatore di Bayes sceglie la classe 2 (ombreggiata in vermiglione) su [1/4, 3/4]."),
        "{}",
        it.stdout
    );
    assert!(it.stdout.contains("L&#39;errore di Bayes è ε* = 1/4"), "{}", it.stdout);
    let kinds = mlex(&["kinds", "bayes-error"]);
    assert_eq!(kinds.code, 0, "{}", kinds.stderr);
    assert!(
        kinds.stdout.contains("figures") && kinds.stdout.contains("`[densities]` (with `intervals`)"),
        "{}",
        kinds.stdout
    );
}

/// `weave -o FILE.md` and `exam` (Markdown) write their figures as `.svg` files beside the
/// document, named by place and figure (`STEM-N-NAME.svg`; an exam's per variant, `exam-…` and
/// `key-…`, so no two share a name), through the same writer as `-o`; standard output keeps
/// data URIs, and the exam's HTML inlines them.
#[test]
fn weave_and_exam_write_svg_files_beside_their_markdown() {
    let dir = super::scratch("figures-weave-exam");
    let doc = dir.join("doc.md");
    std::fs::write(
        &doc,
        "# Notes\n\n```mlex\nkind: gaussian-boundary\nclasses:\n  a: { prior: 0.5, mean: 0, std: 1 }\n  b: { prior: 0.5, mean: 2, std: 1 }\nfigures: [densities]\nask: [boundary]\n```\n",
    )
    .unwrap();
    let out = dir.join("out.md");
    let o = mlex(&[
        "weave",
        doc.to_str().unwrap(),
        "--solutions",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let md = std::fs::read_to_string(&out).unwrap();
    assert!(
        md.contains("](out-1-densities.svg)") && !md.contains("data:image"),
        "{md}"
    );
    let svg = std::fs::read_to_string(dir.join("out-1-densities.svg")).unwrap();
    assert!(svg.starts_with("<svg class=\"figure-densities\" "), "{svg}");
    let stdout = mlex(&["weave", doc.to_str().unwrap(), "--solutions"]).stdout;
    assert!(stdout.contains("](data:image/svg+xml;base64,"), "{stdout}");

    // an exam of two exercises with figures, two variants
    let exam = dir.join("exam.yaml");
    let root = super::root();
    std::fs::write(
        &exam,
        format!(
            "exam:\n  title: Figures\nexercises:\n  - {{ file: {}, points: 1 }}\n  - {{ file: {}, points: 1 }}\n",
            root.join("exercises/svm/soft-margin-plane.yaml").display(),
            root.join("exercises/gaussian-boundary/upv-u21-setosa.yaml").display()
        ),
    )
    .unwrap();
    let to = dir.join("ex");
    let o = mlex(&[
        "exam",
        exam.to_str().unwrap(),
        "--variants",
        "2",
        "-o",
        to.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    for v in ["variant-001", "variant-002"] {
        let d = to.join(v);
        let mut svgs: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".svg"))
            .collect();
        svgs.sort();
        // the worksheet shows the SVM's samples; the key adds its margins and the densities
        assert_eq!(
            svgs,
            [
                "exam-1-samples.svg",
                "key-1-samples.svg",
                "key-2-margins.svg",
                "key-3-densities.svg"
            ],
            "{v}"
        );
        let key = std::fs::read_to_string(d.join("key.md")).unwrap();
        assert!(
            !key.contains("data:image") && key.contains("](key-3-densities.svg)"),
            "{key}"
        );
        let html = std::fs::read_to_string(d.join("key.html")).unwrap();
        assert_eq!(html.matches("<svg class=\"figure-").count(), 3, "the HTML inlines them");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The `<line>`s of the figure's groups named in `groups` and the `<text>`s of those named in
/// `label_groups`, in pixels, read from the SVG.
/// A text's x and y, and the text.
type Text = (f64, f64, String);

fn lines_and_labels(svg: &str, groups: &[&str], label_groups: &[&str]) -> (Vec<[f64; 4]>, Vec<Text>) {
    let attr = |el: &str, name: &str| -> f64 {
        let at = el.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        el[at..].split('"').next().unwrap().parse().unwrap()
    };
    let group = |name: &str| -> Vec<&str> {
        svg.split(&format!("<g class=\"{name}\">"))
            .skip(1)
            .map(|g| g.split("</g>").next().unwrap())
            .collect()
    };
    let mut lines = Vec::new();
    for name in groups {
        for g in group(name) {
            for el in g.split("<line").skip(1) {
                lines.push([attr(el, "x1"), attr(el, "y1"), attr(el, "x2"), attr(el, "y2")]);
            }
        }
    }
    let mut labels = Vec::new();
    for g in label_groups.iter().flat_map(|name| group(name)) {
        for el in g.split("<text").skip(1) {
            let text = el.split('>').nth(1).unwrap().split('<').next().unwrap().to_string();
            labels.push((attr(el, "x"), attr(el, "y"), text));
        }
    }
    (lines, labels)
}

/// Whether segment `l` meets the box `[x0, x1] × [y0, y1]`: Liang–Barsky in floating point.
fn meets(l: [f64; 4], (x0, y0, x1, y1): (f64, f64, f64, f64)) -> bool {
    let (dx, dy) = (l[2] - l[0], l[3] - l[1]);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [(-dx, l[0] - x0), (dx, x1 - l[0]), (-dy, l[1] - y0), (dy, y1 - l[1])] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else if p < 0.0 {
            t0 = t0.max(q / p);
        } else {
            t1 = t1.min(q / p);
        }
    }
    t0 <= t1
}

#[test]
fn a_regions_name_keeps_clear_of_the_lines_drawn_over_the_plot() {
    // Each of these keys had a region's name under a line before names were placed clear of
    // lines: a margin (seed000-three-points, soft-margin-plane), a distance's segment
    // (three-four-five), a one-vs-rest classifier (one-vs-rest). A name is 13 px, its glyphs
    // about 0.55 em wide, rising 0.7 em above the baseline and 0.2 em below it.
    for (spec, names) in [
        ("exercises/svm/seed000-three-points.yaml", 2),
        ("exercises/svm/soft-margin-plane.yaml", 2),
        ("exercises/geometric-margin/three-four-five.yaml", 2),
        ("exercises/multiclass-scheme/one-vs-rest.yaml", 3),
    ] {
        let key = mlex(&["render", spec, "--solutions", "--format", "html"]);
        assert_eq!(key.code, 0, "{spec}: {}", key.stderr);
        let svg = key
            .stdout
            .split("<svg ")
            .find(|s| s.contains("<g class=\"regions\">"))
            .unwrap_or_else(|| panic!("{spec}: no regions figure"));
        let (lines, labels) = lines_and_labels(svg, &LINES, &["regions"]);
        assert!(lines.len() >= 2, "{spec}: {lines:?}");
        assert_eq!(labels.len(), names, "{spec}: {labels:?}");
        no_line_crosses(spec, &lines, &labels);
    }
}

/// Every group of lines a linear figure draws over its plot.
const LINES: [&str; 5] = ["boundaries", "margins", "slacks", "distances", "classifiers"];

/// Asserts that no line crosses a label's glyphs: 13 px, about 0.55 em wide, rising 0.7 em
/// above the baseline and 0.2 em below it, centred on their x.
fn no_line_crosses(what: &str, lines: &[[f64; 4]], labels: &[Text]) {
    for (x, y, text) in labels {
        let half = text.chars().count() as f64 * 13.0 * 0.55 / 2.0;
        let bx = (x - half, y - 13.0 * 0.7, x + half, y + 13.0 * 0.2);
        for l in lines {
            assert!(
                !meets(*l, bx),
                "{what}: {text:?} at ({x}, {y}) is crossed by the line {l:?}"
            );
        }
    }
}

#[test]
fn a_slacks_label_and_the_names_find_room_between_crossing_lines() {
    // Written from docs/spec-format.md alone: two samples on the wrong side, so two slacks cross
    // the boundary, next to four rings. Under its segment's middle, ξ₈'s label sat on the
    // boundary, and `class −1` on the ring of the sample at (1, 1.5).
    let dir = scratch("crowded-svm");
    let spec = dir.join("svm.yaml");
    std::fs::write(
        &spec,
        "kind: svm\nsamples:\n  - { x: [0, 0], y: -1 }\n  - { x: [1, 0], y: -1 }\n  - { x: [0, 1], y: -1 }\n  \
         - { x: [3, 3], y: 1 }\n  - { x: [4, 2], y: 1 }\n  - { x: [2, 4], y: 1 }\n  - { x: [2.5, 2], y: -1 }\n  \
         - { x: [1, 1.5], y: 1 }\nc: 1\nfigures: [margins]\nask: [weights, bias, slacks]\n",
    )
    .unwrap();
    let key = mlex(&["render", &spec.display().to_string(), "--solutions", "--format", "html"]);
    assert_eq!(key.code, 0, "{}", key.stderr);
    let svg = key
        .stdout
        .split("<svg ")
        .find(|s| s.contains("<g class=\"slacks\">"))
        .unwrap();
    let (lines, labels) = lines_and_labels(svg, &LINES, &["regions", "slacks"]);
    let texts: Vec<&str> = labels.iter().map(|l| l.2.as_str()).collect();
    assert_eq!(texts, ["class −1", "class 1", "ξ₇ = 1.4", "ξ₈ = 1.4"], "{labels:?}");
    // the boundary, two margins, two slacks
    assert_eq!(lines.len(), 5, "{lines:?}");
    no_line_crosses("crowded svm", &lines, &labels);
    // `class −1` clear of the rings (radius 13 px) of (1, 1.5) and (0, 1), at (144, 185) and
    // (94, 210) in pixels of the box [−1, 5]² (50 px a unit from x = 44 and y = 10)
    let (x, y, _) = &labels[0];
    let half = 8.0 * 13.0 * 0.55 / 2.0;
    for (cx, cy) in [(144.0, 185.0), (94.0, 210.0)] {
        let dx = (cx - x).abs() - half;
        let dy = if cy > *y {
            cy - y - 13.0 * 0.2
        } else {
            y - 13.0 * 0.7 - cy
        };
        assert!(
            dx > 13.0 || dy > 13.0,
            "class −1 at ({x}, {y}) on the ring at ({cx}, {cy})"
        );
    }
}
