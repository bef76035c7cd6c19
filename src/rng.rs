//! The random stream of a variant: ChaCha8 keyed by (seed, exercise id, variant number), and the
//! sampling over it, written here.
//!
//! Only the stream's raw 64-bit words are taken from `rand_chacha`; uniform integers come from
//! [`below`] (rejection sampling, below), shuffles from [`Stream::shuffle`]. So a variant depends
//! only on mlex's code and on ChaCha8, which is a fixed cipher: never on the algorithms of a `rand`
//! release (`gen_range` changed between releases).

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

/// The stream of one variant.
pub struct Stream(ChaCha8Rng);

/// FNV-1a, 64 bits, from `basis`: the exercise id's part of the key.
fn fnv1a(bytes: &[u8], basis: u64) -> u64 {
    let mut h = basis;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

const FNV_BASIS: u64 = 0xcbf2_9ce4_8422_2325;

/// The variant number of a student (`mlex exam --roster`): FNV-1a of the student's ID, in
/// 1..=2⁶³, so a student's exam depends only on the exam's seed and their ID, and
/// `--variant` with this number draws it again.
pub fn student_variant(id: &str) -> u64 {
    (fnv1a(id.trim().as_bytes(), FNV_BASIS) >> 1) + 1
}

impl Stream {
    /// The stream of variant `variant` of the exercise `id` under `seed`. The 32-byte key is the
    /// seed and the variant number (little-endian) and two FNV-1a hashes of the id, so the draw of
    /// an exercise does not depend on which other exercises are drawn, or in which order.
    pub fn new(seed: u64, id: &str, variant: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(&variant.to_le_bytes());
        key[16..24].copy_from_slice(&fnv1a(id.as_bytes(), FNV_BASIS).to_le_bytes());
        key[24..32].copy_from_slice(&fnv1a(id.as_bytes(), FNV_BASIS ^ 0x9e37_79b9_7f4a_7c15).to_le_bytes());
        Stream(ChaCha8Rng::from_seed(key))
    }

    /// The next raw word.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (`n` ≥ 1).
    pub fn below(&mut self, n: u64) -> u64 {
        below(n, || self.next_u64())
    }

    /// The items in a uniformly random order (Fisher–Yates from the end).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// A uniform integer in `0..n` from uniform 64-bit words: a word is accepted when it is below the
/// largest multiple of `n` that fits in 2⁶⁴ (then `word % n` is uniform), and drawn again
/// otherwise. `n = 0` is taken as 1.
pub fn below(n: u64, mut word: impl FnMut() -> u64) -> u64 {
    let n = n.max(1);
    // 2⁶⁴ mod n: the words at or above 2⁶⁴ − that are the incomplete last block.
    let rem = (u64::MAX % n + 1) % n;
    let last_good = u64::MAX - rem;
    loop {
        let x = word();
        if x <= last_good {
            return x % n;
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    #[test]
    fn rejection_drops_exactly_the_incomplete_last_block() {
        // n = 3: 2⁶⁴ = 3·6148914691236517205 + 1, so only u64::MAX is rejected.
        let mut words = vec![u64::MAX, u64::MAX - 1].into_iter();
        assert_eq!(below(3, || words.next().unwrap()), (u64::MAX - 1) % 3);
        let mut words = vec![u64::MAX, 7].into_iter();
        assert_eq!(below(3, || words.next().unwrap()), 1, "u64::MAX is redrawn");
        // n = 2⁶³ + 1: 2⁶⁴ mod n = 2⁶³ − 1, so every word from n onwards is rejected.
        let n = (1u64 << 63) + 1;
        let mut words = vec![n, u64::MAX, n - 1].into_iter();
        assert_eq!(below(n, || words.next().unwrap()), n - 1);
        // Powers of two reject nothing.
        let mut words = vec![u64::MAX].into_iter();
        assert_eq!(below(8, || words.next().unwrap()), 7);
        // n = 1 is always 0, n = 0 is taken as 1.
        assert_eq!(below(1, || 12345), 0);
        assert_eq!(below(0, || 12345), 0);
    }

    #[test]
    fn below_is_uniform_enough_over_many_draws() {
        // 60 000 draws of 0..6: each face within 5% of 10 000 (a binomial's standard deviation is
        // about 91, so this fails only for a broken sampler).
        let mut s = Stream::new(7, "dice", 1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[s.below(6) as usize] += 1;
        }
        for c in counts {
            assert!((9_500..=10_500).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn the_stream_is_chacha8_keyed_as_documented() {
        // The key layout is fixed: a draw must not change when the code around it does. The
        // expected words come from an independent ChaCha8 written in Python (the RFC 7539 block
        // function with 8 rounds, checked against the RFC's ChaCha20 test vector; a 64-bit block
        // counter in words 12–13, stream 0 in words 14–15; next_u64 = low word | high word << 32)
        // under the key [seed 42 LE | variant 1 LE | fnv1a(id) LE | fnv1a'(id) LE].
        assert_eq!(fnv1a(b"a", FNV_BASIS), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"", FNV_BASIS), FNV_BASIS);
        let mut a = Stream::new(42, "upv-2023-01-26", 1);
        let mut b = Stream::new(42, "upv-2023-01-26", 1);
        let first: Vec<u64> = (0..4).map(|_| a.next_u64()).collect();
        assert_eq!(
            first,
            [
                0xbdff_6e9d_5301_7aea,
                0xd919_5ae2_bbf1_17a6,
                0x6c54_c8c8_8749_b154,
                0x7412_d8ae_0153_78d3
            ]
        );
        let again: Vec<u64> = (0..4).map(|_| b.next_u64()).collect();
        assert_eq!(first, again);
        let other_seed: Vec<u64> = {
            let mut c = Stream::new(43, "upv-2023-01-26", 1);
            (0..4).map(|_| c.next_u64()).collect()
        };
        let other_variant: Vec<u64> = {
            let mut c = Stream::new(42, "upv-2023-01-26", 2);
            (0..4).map(|_| c.next_u64()).collect()
        };
        let other_id: Vec<u64> = {
            let mut c = Stream::new(42, "upv-2023-01-27", 1);
            (0..4).map(|_| c.next_u64()).collect()
        };
        assert_ne!(first, other_seed);
        assert_ne!(first, other_variant);
        assert_ne!(first, other_id);
    }

    #[test]
    fn a_students_variant_is_their_ids_hash() {
        // FNV-1a("a") = 0xaf63dc4c8601ec8c (the published test value), halved, plus 1.
        assert_eq!(student_variant("a"), (0xaf63_dc4c_8601_ec8c >> 1) + 1);
        assert_eq!(student_variant(" a "), student_variant("a"));
        assert_ne!(student_variant("s123"), student_variant("s124"));
        assert!(student_variant("") >= 1);
    }

    #[test]
    fn shuffle_is_a_permutation_and_reaches_every_order() {
        let mut s = Stream::new(1, "perm", 1);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..600 {
            let mut v = [1, 2, 3];
            s.shuffle(&mut v);
            let mut sorted = v;
            sorted.sort_unstable();
            assert_eq!(sorted, [1, 2, 3]);
            seen.insert(v);
        }
        assert_eq!(seen.len(), 6, "all 3! orders appear in 600 shuffles");
    }
}
