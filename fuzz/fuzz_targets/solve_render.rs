//! Solve and render (Markdown and HTML, with and without solutions) every exercise of a spec;
//! the solution's own answers file must read back (as `mlex check` reads a student's) and grade
//! as all right.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex::Source;
use mlex::{Format, Renderer};

fuzz_target!(init: { let _ = Renderer::builtin(); }, |data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(exercises) = mlex::exercises(Source::new("fuzz.yaml", text)) else {
        return;
    };
    let Ok(renderer) = Renderer::builtin() else { return };
    for ex in exercises {
        let sol = ex.solve();
        let answers = sol.answers_yaml();
        match mlex::Checker::of(sol.clone()).check(Source::new("answers.yaml", answers.as_str())) {
            Err(d) => panic!("the solution's own answers do not read back:\n{answers}\n{d}"),
            Ok(report) => {
                if !report.all_right() {
                    panic!("the solution's own answers are not all right:\n{answers}\n{}", report.to_text(true));
                }
            }
        }
        let _ = mlex::Rich::from(&sol);
        let _ = mlex::Rich::from(&ex);
        let items = vec![(ex.clone(), Some(sol)), (ex, None)];
        for format in [Format::Markdown, Format::Html] {
            let _ = renderer.document(&items, format);
        }
    }
});
