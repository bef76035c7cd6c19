//! Figures (docs/figures.md) through the command line: which pages carry them, in which form,
//! and the same bytes on every run. Their geometry is tested next to the code
//! (`src/figure/linear.rs`), their safety in `injection.rs`, their look in the golden pages of
//! `exercises/perceptron/upv-2022-01-27.yaml`.

use super::mlex;

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
            .matches("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
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
        let sheet = mlex(&["render", spec]);
        assert_eq!(sheet.code, 0, "{}", sheet.stderr);
        assert!(
            !sheet.stdout.contains("data:image/svg"),
            "{spec}: the worksheet has no figure"
        );
        let key = mlex(&["render", spec, "--solutions"]);
        assert_eq!(
            key.stdout
                .matches(&format!("![{title}](data:image/svg+xml;base64,"))
                .count(),
            1,
            "{spec}: {}",
            key.stdout
        );
        let html = mlex(&["render", spec, "--solutions", "--format", "html"]);
        assert_eq!(
            html.stdout
                .matches("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
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
