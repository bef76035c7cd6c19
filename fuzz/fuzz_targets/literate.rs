//! `weave` (Markdown and HTML) and `verify` on a Markdown document.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex::Source;
use mlex::literate;
use mlex::render::{Format, Renderer};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(renderer) = Renderer::new() else {
        return;
    };
    let doc = Source::new("notes.md", text);
    for solutions in [false, true] {
        for format in [Format::Markdown, Format::Html] {
            if let Err(literate::WeaveError::Invalid(d)) = literate::weave_to(&doc, &renderer, solutions, format) {
                let _ = d.to_string();
            }
        }
    }
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
