//! `cargo bench --bench render`: how long loading, solving and rendering take.
//!
//! Plain timing loops (no benchmark framework, to keep the dependency tree lean); each line
//! reports the median of several batches.

use std::hint::black_box;
use std::time::Instant;

use mlex::{Format, Renderer};

fn median_per_op(batches: usize, per_batch: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..batches)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..per_batch {
                f();
            }
            t.elapsed().as_secs_f64() / per_batch as f64
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn show(name: &str, secs: f64) {
    if secs < 1e-3 {
        println!("{name:<58} {:>9.1} µs", secs * 1e6);
    } else {
        println!("{name:<58} {:>9.2} ms", secs * 1e3);
    }
}

fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/exercises/perceptron/upv-2023-01-26.yaml");
    let text = std::fs::read_to_string(dir).unwrap_or_default();
    let renderer = match Renderer::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return;
        }
    };
    let Ok(ex) = mlex::Exercise::from_yaml(&text) else {
        eprintln!("cannot load the exercise");
        return;
    };
    let sol = ex.solve();

    show(
        "load spec (YAML → checked exercise)",
        median_per_op(15, 200, || {
            black_box(mlex::Exercise::from_yaml(black_box(&text)).is_ok());
        }),
    );
    show(
        "solve (perceptron, 4 samples, 3 classes, 1 iteration)",
        median_per_op(15, 500, || {
            black_box(ex.solve());
        }),
    );
    show(
        "templates: build the renderer",
        median_per_op(15, 50, || {
            black_box(Renderer::new().is_ok());
        }),
    );
    show(
        "render Markdown with solutions (renderer built)",
        median_per_op(15, 200, || {
            black_box(renderer.markdown(&ex, Some(&sol)).is_ok());
        }),
    );
    let items = vec![(ex.clone(), Some(sol.clone()))];
    show(
        "render HTML page with solutions (renderer built)",
        median_per_op(15, 200, || {
            black_box(renderer.document(&items, Format::Html).is_ok());
        }),
    );
    show(
        "one worksheet end to end: load + solve + build + HTML",
        median_per_op(15, 50, || {
            let Ok(e) = mlex::Exercise::from_yaml(&text) else {
                return;
            };
            black_box(e.render_html(true).is_ok());
        }),
    );
    // A longer run: XOR until max_iterations = 50 (200 steps).
    let xor = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/exercises/perceptron/xor-not-separable.yaml"
    ))
    .unwrap_or_default();
    if let Ok(x) = mlex::Exercise::from_yaml(&xor) {
        show(
            "solve + render XOR (50 iterations, 200 steps)",
            median_per_op(9, 10, || {
                let s = x.solve();
                black_box(renderer.markdown(&x, Some(&s)).is_ok());
            }),
        );
    }
    // The largest SVM allowed: 12 samples, 3 features, soft margin (exact Lemke in rationals).
    let mut svm = String::from("kind: svm\nc: 2\nsamples:\n");
    for i in 0..12i64 {
        let y = if (i * 7) % 5 < 2 { 1 } else { -1 };
        svm.push_str(&format!(
            "  - {{ x: [{}, {}, {}], y: {y} }}\n",
            i % 4,
            (i * 3) % 5,
            (i * i) % 7
        ));
    }
    svm.push_str("ask: [weights, bias, alphas, objective]\n");
    if let Ok(x) = mlex::Exercise::from_yaml(&svm) {
        show(
            "solve a 12-sample, 3-feature soft-margin SVM",
            median_per_op(5, 3, || {
                black_box(x.solve());
            }),
        );
    }
}
