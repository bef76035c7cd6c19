//! The budget of a run of user templates (`--templates DIR`). Tera, mlex's template engine, has
//! no fuel and no hook in its loops, so the command line bounds the run from outside: while the
//! templates render, a watchdog thread looks every few milliseconds at the process's CPU time
//! and resident memory, and stops mlex (exit 2, a message naming the templates' directory) once
//! the run has used more than [`TEMPLATE_CPU_CAP`] of CPU time (CPU time, not wall-clock time,
//! so that a busy machine does not stop a run a quiet one finishes) or grown the resident
//! memory by more than [`TEMPLATE_MEMORY_CAP`] (Linux; read from `/proc/self/statm`).
//!
//! Nothing is written before the document is complete, so a stopped run leaves no file.

use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The most resident memory a run of user templates may add: 128 MiB.
pub const TEMPLATE_MEMORY_CAP: u64 = 128 << 20;

/// The most CPU time a run of user templates may take: 1 s.
pub const TEMPLATE_CPU_CAP: Duration = Duration::from_secs(1);

/// How often the watchdog looks.
const EVERY: Duration = Duration::from_millis(5);

/// The resident memory of the process in bytes (Linux), else `None`.
fn resident() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * page_size())
}

#[cfg(unix)]
fn page_size() -> u64 {
    rustix::param::page_size() as u64
}

#[cfg(not(unix))]
fn page_size() -> u64 {
    4096
}

/// The CPU time the process has used.
#[cfg(unix)]
fn cpu_time() -> Duration {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
    Duration::new(t.tv_sec.max(0) as u64, t.tv_nsec.clamp(0, 999_999_999) as u32)
}

/// Elsewhere, wall-clock time since the first call.
#[cfg(not(unix))]
fn cpu_time() -> Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

/// A run of user templates under the budget, from [`watch`] until dropped.
pub struct Watch {
    done: Arc<AtomicBool>,
}

/// Puts the run of the templates of `dir` under the budget until the watch is dropped.
pub fn watch(dir: &Path) -> Watch {
    let shown = super::io::terminal_safe(&dir.display().to_string()).into_owned();
    let help = "  help: look for a loop over long values (a text's characters, `range`), loops nested \
                deep, or text grown in a loop (`set_global`); the built-in templates show the \
                usual size of a run (docs/spec-format.md, \"Limits\")";
    let memory = format!(
        "error: the templates of `--templates {shown}` used more than {} MiB of memory while rendering\n{help}",
        TEMPLATE_MEMORY_CAP >> 20
    );
    let time = format!(
        "error: the templates of `--templates {shown}` ran longer than {} s of CPU time\n{help}",
        TEMPLATE_CPU_CAP.as_secs()
    );
    let done = Arc::new(AtomicBool::new(false));
    let seen = done.clone();
    let start = cpu_time();
    let base = resident();
    // if the watchdog cannot start, the run goes on unwatched, as it did before
    let _ = std::thread::Builder::new()
        .name("template-watchdog".into())
        .spawn(move || {
            while !seen.load(Ordering::SeqCst) {
                std::thread::sleep(EVERY);
                let over = if cpu_time().saturating_sub(start) > TEMPLATE_CPU_CAP {
                    Some(&time)
                } else if let (Some(b), Some(now)) = (base, resident())
                    && now.saturating_sub(b) > TEMPLATE_MEMORY_CAP
                {
                    Some(&memory)
                } else {
                    None
                };
                if let Some(m) = over
                    && !seen.load(Ordering::SeqCst)
                {
                    super::io::err(m);
                    let _ = std::io::stderr().flush();
                    std::process::exit(2);
                }
            }
        });
    Watch { done }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
    }
}
