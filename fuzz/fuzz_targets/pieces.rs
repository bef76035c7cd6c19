//! An exam page from its pieces (`mlex exam --format html`): the header and each question's
//! text parsed once, with the page, when the pieces show the page safe
//! (`safe_html_of_pieces`). The input is split at NUL bytes into at most 9 pieces, joined by
//! a blank line as the exam's template joins its questions, and cut where each piece starts.
//! Where the pieces' way gives a page, it must be the page's own safe Markdown and the same
//! HTML as the whole page made safe and converted, with nothing live in it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlex_fuzz::live_html;

fuzz_target!(|data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let pieces: Vec<&str> = text.splitn(9, '\0').collect();
    let mut page = String::with_capacity(text.len() + 2 * pieces.len());
    let mut cuts = Vec::with_capacity(pieces.len());
    for (k, piece) in pieces.iter().enumerate() {
        if k > 0 {
            page.push_str("\n\n");
            cuts.push(page.len());
        }
        page.push_str(piece);
    }
    let (fast, (safe, html)) = mlex::pieces_and_whole(&page, &cuts);
    if let Some(fast) = fast {
        assert_eq!(safe, page, "the pieces showed a page safe that sanitizing edits");
        assert_eq!(fast, html, "the pieces' HTML differs from the whole page's");
        let live = live_html(&fast);
        assert!(live.is_empty(), "live in the HTML: {live:?}\n{fast}");
    }
});
