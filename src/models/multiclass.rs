//! Multiclass schemes built from binary linear classifiers (seed 001, "Multiclass
//! classification"): one-vs-rest predicts the class with the largest functional margin
//! fᵢ(x) = wᵢᵀx̄; all-pairs lets the classifier of each pair (i, j) vote — for i when
//! f_ij(x) ≥ 0, for j otherwise — and predicts the class with the most votes. Ties go to the
//! first class in class order.

use crate::num::{Number, dot};

/// One-vs-rest: the functional margins and the index of the winner with every tied index.
pub(crate) fn one_vs_rest(weights: &[Vec<Number>], x: &[Number]) -> (Vec<Number>, usize, Vec<usize>) {
    let f: Vec<Number> = weights.iter().map(|w| dot(w, x)).collect();
    let (best, tied) = super::discriminant::argmax(&f);
    (f, best, tied)
}

/// A pairwise classifier: f(x) ≥ 0 votes for `first`, otherwise for `second`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Pair {
    /// Class index voted for when f ≥ 0.
    pub(crate) first: usize,
    /// Class index voted for when f < 0.
    pub(crate) second: usize,
    /// Homogeneous weights (w₀, w₁, …).
    pub(crate) w: Vec<Number>,
}

/// The outcome of all-pairs voting at one point.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Votes {
    /// Each pair's f(x) and the class index it votes for.
    pub(crate) decisions: Vec<(Number, usize)>,
    /// Votes per class.
    pub(crate) votes: Vec<usize>,
    /// The winner (the first of the tied classes).
    pub(crate) best: usize,
    /// Every class with the most votes, when more than one has.
    pub(crate) tied: Vec<usize>,
}

/// All-pairs: each pair's f(x) and the class it votes for; the votes per class; the winner
/// and every class tied with it.
pub(crate) fn all_pairs(classes: usize, pairs: &[Pair], x: &[Number]) -> Votes {
    let mut votes = vec![0usize; classes];
    let decisions: Vec<(Number, usize)> = pairs
        .iter()
        .map(|p| {
            let f = dot(&p.w, x);
            let winner = if f.is_negative() { p.second } else { p.first };
            votes[winner] += 1;
            (f, winner)
        })
        .collect();
    let max = votes.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..classes).filter(|&c| votes[c] == max).collect();
    let best = tied.first().copied().unwrap_or(0);
    let tied = if tied.len() > 1 { tied } else { Vec::new() };
    Votes {
        decisions,
        votes,
        best,
        tied,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(items: &[i64]) -> Vec<Number> {
        items.iter().map(|&i| Number::from(i)).collect()
    }

    #[test]
    fn one_vs_rest_takes_the_largest_margin() {
        // f = (1 + 2·1, −1 + 1, 0 + 3) at x̄ = (1, 1): (3, 0, 3) → tie 0 and 2, first wins.
        let w = vec![v(&[1, 2]), v(&[-1, 1]), v(&[0, 3])];
        let (f, best, tied) = one_vs_rest(&w, &v(&[1, 1]));
        assert_eq!(f, v(&[3, 0, 3]));
        assert_eq!((best, tied), (0, vec![0, 2]));
    }

    #[test]
    fn all_pairs_votes_in_a_cycle_tie_to_the_first_class() {
        // 1 beats 2, 2 beats 3, 3 beats 1: one vote each, the first class wins.
        let pairs = vec![
            Pair {
                first: 0,
                second: 1,
                w: v(&[1]),
            },
            Pair {
                first: 0,
                second: 2,
                w: v(&[-1]),
            },
            Pair {
                first: 1,
                second: 2,
                w: v(&[1]),
            },
        ];
        let v = all_pairs(3, &pairs, &v(&[1]));
        assert_eq!(v.votes, vec![1, 1, 1]);
        assert_eq!((v.best, v.tied), (0, vec![0, 1, 2]));
    }
}
