//! The practice page's checker (docs/practice.md, "How it is built, and why so").
//!
//! * Its identity ("Which checker"): a hash of the sources that the page's WebAssembly is built
//!   from, the same in the `mlex` binary and in the module built from the same sources.
//!   `mlex practice` refuses a module of other sources (a stale build) instead of writing a page
//!   that grades with an older checker.
//! * In a release build (`cargo build --release`, `cargo install --path .`) for a native target
//!   with the `wasm32-unknown-unknown` target installed, the module itself: built by a nested
//!   cargo (`-p mlex-practice --profile wasm`, its own target directory under `OUT_DIR`, so no
//!   lock is shared with the build that runs this script), gzipped with its identity in the
//!   header, and embedded in the binary (`cfg(mlex_checker)`, `include_bytes!` of
//!   `MLEX_CHECKER_GZ`). A debug build skips it (every test run would rebuild the module after
//!   any change of `src/`); `MLEX_BUILD_CHECKER=0` skips it in a release build too.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

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
    let id = format!("{a:016x}{b:016x}");
    println!("cargo:rustc-env=MLEX_CHECKER_ID={id}");
    println!("cargo::rustc-check-cfg=cfg(mlex_checker)");
    println!("cargo:rerun-if-env-changed=MLEX_BUILD_CHECKER");
    if let Some(gz) = checker(&root, &id) {
        println!("cargo:rustc-cfg=mlex_checker");
        println!("cargo:rustc-env=MLEX_CHECKER_GZ={}", gz.display());
    }
}

const WASM: &str = "wasm32-unknown-unknown";

/// Builds, gzips and returns the checker when this build should embed it (see the top).
fn checker(root: &Path, id: &str) -> Option<PathBuf> {
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    if var("PROFILE") != "release" || var("TARGET").starts_with("wasm32") {
        return None;
    }
    if var("MLEX_BUILD_CHECKER") == "0" {
        println!(
            "cargo:warning=MLEX_BUILD_CHECKER=0: this mlex is built without the practice page's checker (`mlex practice` will need `--wasm FILE`)"
        );
        return None;
    }
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let libdir = Command::new(&rustc)
        .args(["--print", "target-libdir", "--target", WASM])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let has_std = libdir.is_some_and(|d| {
        std::fs::read_dir(d)
            .is_ok_and(|mut e| e.any(|e| e.is_ok_and(|e| e.file_name().to_string_lossy().starts_with("libstd-"))))
    });
    if !has_std {
        println!(
            "cargo:warning=the {WASM} target is not installed, so this mlex is built without the practice page's checker: run `rustup target add {WASM}` and build again for `mlex practice` to work"
        );
        return None;
    }
    let out = PathBuf::from(var("OUT_DIR"));
    let target_dir = out.join("checker");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root)
        .args(["build", "--locked", "-p", "mlex-practice", "--target", WASM])
        .args(["--profile", "wasm", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(&target_dir)
        // this script's standard output is read by cargo for its directives
        .stdout(std::process::Stdio::from(std::io::stderr()));
    // the outer build's flags are for its own target, not wasm32; its jobserver is kept, so the
    // nested build shares the outer one's jobs instead of adding as many again
    for k in [
        "CARGO_ENCODED_RUSTFLAGS",
        "RUSTFLAGS",
        "CARGO_BUILD_TARGET",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_RUSTFLAGS",
        "RUSTC_WORKSPACE_WRAPPER",
    ] {
        cmd.env_remove(k);
    }
    let status = cmd.status();
    if !status.is_ok_and(|s| s.success()) {
        eprintln!("error: the practice page's checker did not build ({WASM}, profile `wasm`)");
        eprintln!("  help: `MLEX_BUILD_CHECKER=0` builds mlex without it");
        std::process::exit(1);
    }
    let wasm = target_dir.join(WASM).join("wasm/mlex_practice.wasm");
    let module = match std::fs::read(&wasm) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: cannot read `{}`: {e}", wasm.display());
            std::process::exit(1);
        }
    };
    let mark = format!("mlex-checker-id:{id}");
    if !module.windows(mark.len()).any(|w| w == mark.as_bytes()) {
        eprintln!(
            "error: the checker built at `{}` does not carry this build's identity `{mark}` (a source changed during the build?)",
            wasm.display()
        );
        std::process::exit(1);
    }
    let gz = out.join("mlex_practice.wasm.gz");
    let mut enc = flate2::GzBuilder::new()
        .comment(mark.as_bytes())
        .write(Vec::new(), flate2::Compression::best());
    let written = enc
        .write_all(&module)
        .and_then(|()| enc.finish())
        .and_then(|bytes| std::fs::write(&gz, bytes));
    if let Err(e) = written {
        eprintln!("error: cannot write `{}`: {e}", gz.display());
        std::process::exit(1);
    }
    Some(gz)
}
