//! `cargo bench --bench variants`: 1,000 variants of one spec drawn, solved and rendered.
//!
//! A plain timing loop, as `benches/render.rs`: each line is the median of 5 runs of 1,000
//! variants (seed 1, variants 1 to 1000) of each example spec under `exercises/variants/`.

mod common;
use common::median;

use std::hint::black_box;

use mlex::Exercise;
use mlex::{Format, Renderer};

fn main() {
    let Ok(renderer) = Renderer::new() else {
        eprintln!("cannot build the templates");
        return;
    };
    for name in ["perceptron-trace", "bayes-error-table", "holdout-interval"] {
        let path = format!("{}/exercises/variants/{name}.yaml", env!("CARGO_MANIFEST_DIR"));
        let ex = match Exercise::load(&path) {
            Ok(ex) => ex,
            Err(e) => {
                eprintln!("{e}");
                return;
            }
        };
        let draw = median(5, || {
            for k in 1..=1000 {
                black_box(ex.variant(1, k).is_ok());
            }
        });
        let solve = median(5, || {
            for k in 1..=1000 {
                if let Ok(v) = ex.variant(1, k) {
                    black_box(v.solve());
                }
            }
        });
        let render = median(5, || {
            for k in 1..=1000 {
                if let Ok(v) = ex.variant(1, k) {
                    let sol = v.solve();
                    black_box(renderer.markdown(&v, Some(&sol)).is_ok());
                    black_box(renderer.document(&[(v, Some(sol))], Format::Html).is_ok());
                }
            }
        });
        println!(
            "{name:<20} 1000 variants: drawn {draw:>6.3} s; drawn + solved {solve:>6.3} s; drawn + solved + Markdown and HTML {render:>6.3} s"
        );
    }
}
