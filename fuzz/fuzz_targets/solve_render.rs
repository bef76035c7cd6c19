//! Solve and render (Markdown and HTML, with and without solutions) every exercise of a spec,
//! and check the solution's own answers file against it: all parts must be right.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex::Source;
use mlex::render::{Format, Renderer};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(exercises) = mlex::spec::load(Source::new("fuzz.yaml", text)) else {
        return;
    };
    let Ok(renderer) = Renderer::new() else {
        return;
    };
    for ex in exercises {
        let sol = ex.solve();
        let answers = sol.answers_yaml();
        if let Ok(report) = ex.check(&answers) {
            assert!(
                report.all_right(),
                "the solution's own answers are not all right:\n{answers}\n{}",
                report.to_text(true)
            );
        }
        let _ = sol.rich();
        let _ = ex.rich();
        let items = vec![(ex.clone(), Some(sol)), (ex, None)];
        for format in [Format::Markdown, Format::Html] {
            let _ = renderer.document(&items, format);
        }
    }
});
