//! Running independent jobs on the machine's cores, the results in the jobs' order.
//!
//! The jobs are handed out one at a time (an atomic next index), not as one run of consecutive
//! jobs per thread: the jobs of a run take unequal times (an exam variant whose draws were
//! rejected, a longer trace), and a thread given a fixed share that finishes early would idle
//! while the other still works. Each thread keeps its results with their indices; they are put
//! back in order at the end, so the output does not depend on the number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// `f` of every item, on [`super::threads`]`(items.len())` threads, the results in the items'
/// order; `None` when a thread panicked (a bug).
pub fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Option<Vec<R>> {
    run(items.len(), |i| f(&items[i]))
}

/// [`map`] taking each item by value: an item is dropped by the thread that used it as soon as
/// `f` returns, so the memory of the items already done is reused while the others are made.
pub fn map_owned<T: Send, R: Send>(items: Vec<T>, f: impl Fn(T) -> R + Sync) -> Option<Vec<R>> {
    let slots: Vec<Mutex<Option<T>>> = items.into_iter().map(|t| Mutex::new(Some(t))).collect();
    run(slots.len(), |i| {
        // each index is handed out once, so the slot is full and its lock free
        let item = slots[i].lock().ok().and_then(|mut s| s.take());
        item.map(&f)
    })?
    .into_iter()
    .collect()
}

/// `f(i)` for every `i` in `0..n`, handed out one at a time to the threads; the results in
/// the order of `i`, `None` when a thread panicked.
fn run<R: Send>(n: usize, f: impl Fn(usize) -> R + Sync) -> Option<Vec<R>> {
    // one thread too is spawned, so that its panic is caught as the others'
    let threads = super::threads(n);
    let next = AtomicUsize::new(0);
    let (next, f) = (&next, &f);
    let parts = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(move || {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= n {
                            break done;
                        }
                        done.push((i, f(i)));
                    }
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().ok()).collect::<Option<Vec<_>>>()
    })?;
    // Every index was taken by exactly one thread: put each result at its place.
    let mut out: Vec<Option<R>> = std::iter::repeat_with(|| None).take(n).collect();
    for (i, r) in parts.into_iter().flatten() {
        out[i] = Some(r);
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_the_items_order_whatever_each_takes() {
        // unequal jobs: the early ones slow, so a thread takes several late ones meanwhile
        let items: Vec<u64> = (0..200).collect();
        let out = map(&items, |&k| {
            if k < 4 {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            k * k
        });
        assert_eq!(out, Some(items.iter().map(|k| k * k).collect()));
        let owned = map_owned(items.iter().map(|k| k.to_string()).collect(), |s| s.len());
        assert_eq!(owned, Some(items.iter().map(|k| k.to_string().len()).collect()));
    }

    #[test]
    fn no_items_no_results() {
        assert_eq!(map(&[] as &[u8], |&b| b), Some(Vec::new()));
        assert_eq!(map_owned(Vec::<u8>::new(), |b| b), Some(Vec::new()));
    }
}
