//! The heap budget of one fuzz input: a counting global allocator (see [`budget`]).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The heap one input may hold at once, in MiB, unless `MLEX_FUZZ_HEAP_MB` says otherwise: docs/
/// spec-format.md promises every spec within the caps solves in under 100 MB, and libFuzzer's
/// `-rss_limit_mb` (the whole process's peak, corpus included) cannot see a spike of a few
/// hundred MB (a constraint's 2,000,000-number trace took 483 MB before it was prechecked).
pub const HEAP_MB: usize = 256;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static BASE: AtomicUsize = AtomicUsize::new(0);
static LIMIT: AtomicUsize = AtomicUsize::new(usize::MAX);
static OVER: AtomicBool = AtomicBool::new(false);

/// The system allocator, counting the bytes mlex holds: an input whose heap grows by more than
/// its budget ([`budget`]) aborts, which libFuzzer reports as a crash with the input. Rust's
/// allocations only: libFuzzer's own (its corpus) are C++'s and not counted.
pub struct Budgeted;

#[global_allocator]
static ALLOCATOR: Budgeted = Budgeted;

impl Budgeted {
    fn grew(size: usize) {
        let now = LIVE.fetch_add(size, Ordering::Relaxed) + size;
        let held = now.saturating_sub(BASE.load(Ordering::Relaxed));
        let limit = LIMIT.load(Ordering::Relaxed);
        if held > limit && !OVER.swap(true, Ordering::Relaxed) {
            // formatting integers into stderr does not allocate
            eprintln!(
                "==mlex-fuzz== the input holds {held} bytes of heap, over its budget of {} MiB (HEAP_MB, MLEX_FUZZ_HEAP_MB)",
                limit >> 20
            );
            std::process::abort();
        }
    }
}

// SAFETY: every call is passed on to the system allocator unchanged; only counters are added.
unsafe impl GlobalAlloc for Budgeted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            Self::grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            Self::grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                Self::grew(new_size - layout.size());
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

/// Starts an input's heap budget: what it holds from here on is counted against [`HEAP_MB`]
/// (or `MLEX_FUZZ_HEAP_MB`); what earlier inputs left (the renderer, caches) is not. Every
/// target calls it first.
pub fn budget() {
    static MB: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let mb = *MB.get_or_init(|| {
        std::env::var("MLEX_FUZZ_HEAP_MB")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(HEAP_MB)
    });
    BASE.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    LIMIT.store(mb << 20, Ordering::Relaxed);
}
