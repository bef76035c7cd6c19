//! Markdown → safe Markdown and → HTML (TeX → MathML included): nothing live survives either,
//! the safe Markdown is stable, and the TeX converter's recursion stays within a small stack.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex_fuzz::{live_html, live_markdown};

fuzz_target!(|data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let md = mlex::sanitize_markdown(text).into_owned();
    let live = live_markdown(&md);
    assert!(live.is_empty(), "live in the Markdown: {live:?}\n{md}");
    assert_eq!(
        mlex::sanitize_markdown(&md),
        md,
        "a second pass changes the text"
    );
    // 256 KiB of stack: TeX within the depth cap converts in far less
    let owned = text.to_string();
    let html = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || mlex::markdown_to_html(&owned))
        .expect("a thread")
        .join()
        .expect("no panic");
    let live = live_html(&html);
    assert!(live.is_empty(), "live in the HTML: {live:?}\n{html}");
});
