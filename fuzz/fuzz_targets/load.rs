//! The spec loader: any text either loads or gives located diagnostics, which render.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex::Source;

fuzz_target!(|data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match mlex::exercises(Source::new("fuzz.yaml", text)) {
        Ok(exercises) => {
            for ex in &exercises {
                for w in ex.warnings() {
                    let _ = w.render(ex.origin());
                }
            }
        }
        Err(d) => {
            let _ = d.to_string();
        }
    }
});
