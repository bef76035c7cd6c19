//! The checker's identity (docs/practice.md, "Which checker"): a hash of the sources that the
//! practice page's WebAssembly is built from, the same in the `mlex` binary and in the module
//! built by scripts/build-practice.sh when both come from the same sources. `mlex practice`
//! refuses a module of other sources (a stale build) instead of writing a page that grades
//! with an older checker.

use std::path::{Path, PathBuf};

/// What the checker is built from: the library and the module's crate, their manifests and the
/// lock file, the message catalogues.
const INPUTS: &[&str] = &[
    "src",
    "locales",
    "practice/src",
    "practice/Cargo.toml",
    "Cargo.toml",
    "Cargo.lock",
];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    if dir.is_file() {
        out.push(dir.to_path_buf());
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for e in entries {
        files(&e, out);
    }
}

/// FNV-1a (64 bits) from a given start: two starts make 128 bits, enough to tell builds apart.
fn fnv(h: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *h ^= u64::from(*b);
        *h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
}

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let mut all = Vec::new();
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
        files(&root.join(input), &mut all);
    }
    let mut a: u64 = 0xcbf2_9ce4_8422_2325;
    let mut b: u64 = 0x6c62_272e_07bb_0142;
    for f in &all {
        let name = f.strip_prefix(&root).unwrap_or(f).to_string_lossy().replace('\\', "/");
        let text = std::fs::read(f).unwrap_or_default();
        for h in [&mut a, &mut b] {
            fnv(h, name.as_bytes());
            fnv(h, &(text.len() as u64).to_le_bytes());
            fnv(h, &text);
        }
    }
    println!("cargo:rustc-env=MLEX_CHECKER_ID={a:016x}{b:016x}");
}
