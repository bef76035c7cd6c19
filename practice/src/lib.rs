//! The practice page's checker: [`mlex::checker::respond`] exported to the page's script.
//!
//! The interface is three functions of plain numbers, so the page needs no generated glue
//! (docs/practice.md, "Why no wasm-bindgen"): the script asks for an input buffer of `len`
//! bytes ([`mlex_input`]), writes the request's UTF-8 JSON there, calls [`mlex_respond`] (the
//! response's length) and reads the response at [`mlex_output`]. Both buffers belong to this
//! module and live until the next call; the script never frees anything.

use std::cell::RefCell;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` zero bytes for the next request; its address in the module's memory.
// `no_mangle` is what exports the function under its name; nothing else here is unsafe.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlex_input(len: usize) -> *mut u8 {
    INPUT.with(|b| {
        let mut b = b.borrow_mut();
        b.clear();
        b.resize(len, 0);
        b.as_mut_ptr()
    })
}

/// Answers the request in the input buffer (UTF-8 JSON, [`mlex::checker::Request`]); the
/// length of the response, which [`mlex_output`] points to.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlex_respond() -> usize {
    let request = INPUT.with(|b| String::from_utf8_lossy(&b.borrow()).into_owned());
    let response = mlex::checker::respond(&request);
    OUTPUT.with(|b| {
        let mut b = b.borrow_mut();
        *b = response.into_bytes();
        b.len()
    })
}

/// The address of the checker's identity ([`mlex::checker::CHECKER_MARK`], UTF-8): the page
/// compares it with the one `mlex practice` wrote into it, and scripts/build-practice.sh finds
/// it in the module's data.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlex_identity() -> *const u8 {
    mlex::checker::CHECKER_MARK.as_ptr()
}

/// The length of the checker's identity, in bytes.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlex_identity_len() -> usize {
    mlex::checker::CHECKER_MARK.len()
}

/// The address of the last response.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn mlex_output() -> *const u8 {
    OUTPUT.with(|b| b.borrow().as_ptr())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    /// The buffers as the page's script uses them, natively: write the request at the input's
    /// address, respond, read the output.
    fn call(request: &str) -> String {
        mlex_input(request.len());
        INPUT.with(|b| b.borrow_mut().copy_from_slice(request.as_bytes()));
        let n = mlex_respond();
        let out = OUTPUT.with(|b| b.borrow().clone());
        assert_eq!(out.len(), n);
        assert_eq!(mlex_output(), OUTPUT.with(|b| b.borrow().as_ptr()));
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_request_through_the_buffers() {
        let spec = "kind: holdout\nerrors: 20\ntest_size: 100\nask: [error_rate]\n";
        let req = serde_json::json!({ "spec": spec, "boxes": [["error_rate", [["", "1/5"]]]] });
        let v: serde_json::Value = serde_json::from_str(&call(&req.to_string())).unwrap();
        assert_eq!(v["report"]["all_right"], true, "{v}");
        // the same with a wrong answer, then garbage: never a trap
        let req = serde_json::json!({ "spec": spec, "boxes": [["error_rate", [["", "0.3"]]]] });
        let v: serde_json::Value = serde_json::from_str(&call(&req.to_string())).unwrap();
        assert_eq!(v["report"]["parts"][0]["verdict"], "wrong", "{v}");
        let v: serde_json::Value = serde_json::from_str(&call("{not json")).unwrap();
        assert!(v["error"].as_str().unwrap().contains("malformed request"), "{v}");
        let v: serde_json::Value = serde_json::from_str(&call("\u{0}\u{ff}")).unwrap();
        assert!(v["error"].is_string(), "{v}");
    }
}
