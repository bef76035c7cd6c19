//! `weave` (Markdown without solutions, HTML with them) and `verify` on a Markdown document.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex::Source;
use mlex::weave as literate;
use mlex::{Format, Renderer};

thread_local! {
    static RENDERER: Option<Renderer> = Renderer::new().ok();
}

fuzz_target!(init: RENDERER.with(|r| r.is_some()), |data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let doc = Source::new("notes.md", text);
    RENDERER.with(|renderer| {
        let Some(renderer) = renderer else { return };
        for (solutions, format) in [(false, Format::Markdown), (true, Format::Html)] {
            if let Err(literate::WeaveError::Invalid(d)) = literate::weave_to(&doc, renderer, solutions, format) {
                let _ = d.to_string();
            }
        }
    });
    match literate::verify(&doc) {
        Ok((_, findings)) => {
            for f in &findings {
                let _ = f.fails();
            }
        }
        Err(d) => {
            let _ = d.to_string();
        }
    }
});
