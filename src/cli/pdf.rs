//! `--format pdf`: the HTML page printed by a headless Chromium found on PATH.
//!
//! The only place where mlex runs another program. The page is written to a fresh temporary
//! directory (with the browser's profile), printed with the browser's own header and footer
//! off (the page's `@page` rules put the exercise id in the header; the page has no script) and no
//! network, and the browser is killed when it takes longer than [`TIMEOUT`].

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The browsers tried, in order.
pub const BROWSERS: [&str; 3] = ["chromium", "chromium-browser", "google-chrome"];

/// How long the browser may take to print one document.
pub const TIMEOUT: Duration = Duration::from_secs(120);

/// The first of [`BROWSERS`] found in `path` (the value of PATH).
pub fn find_browser(path: Option<OsString>) -> Option<PathBuf> {
    let path = path?;
    for name in BROWSERS {
        for dir in std::env::split_paths(&path) {
            let candidate = dir.join(name);
            if is_executable(&candidate) {
                return Some(candidate);
            }
        }
    }
    None
}

#[cfg(unix)]
fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(p: &Path) -> bool {
    p.is_file() || p.with_extension("exe").is_file()
}

/// The message when no browser is found.
pub fn not_found() -> String {
    format!(
        "error: `--format pdf` needs a headless Chromium on PATH, and none of {} is there\n  \
         help: install the Debian package `chromium` (`apt-get install chromium`), or write HTML \
         (`--format html`) and print it from a browser",
        BROWSERS.map(|b| format!("`{b}`")).join(", ")
    )
}

/// Prints one HTML page to PDF with `browser`; the PDF's bytes.
pub fn print(browser: &Path, html: &str) -> Result<Vec<u8>, String> {
    let dir = tempfile::Builder::new()
        .prefix("mlex-pdf-")
        .tempdir()
        .map_err(|e| format!("error: cannot create a temporary directory for the PDF: {e}"))?;
    let page = dir.path().join("page.html");
    let pdf = dir.path().join("page.pdf");
    std::fs::write(&page, html).map_err(|e| format!("error: cannot write `{}`: {e}", page.display()))?;
    let log_path = dir.path().join("browser.log");
    let log =
        std::fs::File::create(&log_path).map_err(|e| format!("error: cannot write `{}`: {e}", log_path.display()))?;
    let mut url = String::from("file://");
    url.push_str(&page.to_string_lossy());
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-extensions",
            "--no-pdf-header-footer",
        ])
        .arg(format!("--user-data-dir={}", dir.path().join("profile").display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(&url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(|e| format!("error: cannot run `{}`: {e}", browser.display()))?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "error: `{}` did not print the PDF within {} s; it was stopped",
                    browser.display(),
                    TIMEOUT.as_secs()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(format!("error: waiting for `{}`: {e}", browser.display())),
        }
    };
    let bytes = std::fs::read(&pdf).unwrap_or_default();
    if !status.success() || !bytes.starts_with(b"%PDF") {
        let stderr = std::fs::read_to_string(&log_path).unwrap_or_default();
        let last: Vec<&str> = stderr.lines().rev().take(3).collect();
        return Err(format!(
            "error: `{}` did not print a PDF ({status}){}",
            browser.display(),
            if last.is_empty() {
                String::new()
            } else {
                format!(
                    "\n  note: {}",
                    last.into_iter().rev().collect::<Vec<_>>().join("\n  note: ")
                )
            }
        ));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_browser_on_an_empty_path() {
        assert_eq!(find_browser(None), None);
        assert_eq!(find_browser(Some(OsString::new())), None);
        assert!(not_found().contains("`chromium`"));
    }
}
