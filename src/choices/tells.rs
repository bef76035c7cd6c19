//! The tells of a set of options (issue 43): what a student who has not worked the exercise
//! may pick by — the option's rank, the one nearest the options' mean, the odd one out by its
//! digits or its signs, the one sharing most digits with the others (as multisets, or place by
//! place). A variant's options are drawn until each tell points at the right one exactly as
//! often as chance ([`fair`]): the rank is drawn, and for each other tell a draw with chance
//! 1/N says whether it singles out the right option or leaves it out.

use super::{GenOption, Origin, option_text};
use crate::num::Number;
use crate::present::Fmt;

/// The draws of one variant: the right option's rank, and for each tell whether it singles it
/// out.
pub(super) struct Draws {
    /// The right option's rank among the options (0: the smallest; vectors entry by entry).
    pub(super) rank: usize,
    /// For each of [`TELLS`]: whether it singles out the right option (drawn with chance 1/N).
    picks: [bool; TELLS],
}

/// How many tells besides the rank.
const TELLS: usize = 5;

impl Draws {
    /// Draws the rank (uniform over the `n` places) and the tells (each with chance 1/n). The
    /// smallest or largest of several numbers is never the nearest their mean (the next one
    /// in is nearer), so that tell singles out the right one with chance 1/(n − 2) at the
    /// ranks between, and so 1/n in all.
    pub(super) fn new<B: FnMut(u64) -> u64>(n: usize, b: &mut B) -> Self {
        let n = n.max(1) as u64;
        let rank = b(n) as usize;
        let mut picks = [false; TELLS];
        for p in &mut picks {
            *p = b(n) == 0;
        }
        if n >= 3 {
            let between = rank > 0 && rank + 1 < n as usize;
            picks[0] = between && b(n - 2) == 0;
        }
        Draws { rank, picks }
    }

    /// The same draws with the rank the options could take (a small count has few values
    /// below it).
    pub(super) fn with_rank(&self, rank: usize) -> Self {
        Draws {
            rank,
            picks: self.picks,
        }
    }
}

/// The options' indices that a tell favours: the ones tied for its best score.
fn favoured(scores: &[i64]) -> Vec<usize> {
    let top = scores.iter().copied().max().unwrap_or(0);
    (0..scores.len()).filter(|&i| scores[i] == top).collect()
}

fn digits(t: &str) -> Vec<char> {
    t.chars().filter(char::is_ascii_digit).collect()
}

/// For each option, minus how many options share its feature (the odd one out scores best).
fn rarity<T: PartialEq>(features: &[T]) -> Vec<i64> {
    features
        .iter()
        .map(|f| -(features.iter().filter(|g| *g == f).count() as i64))
        .collect()
}

/// The options nearest the options' mean, entry by entry (L1): minus the distance, scaled by n
/// to stay exact in whole steps of the comparison (n·x − Σ x has the same order as x − mean).
fn nearest(leaves: &[&[Number]]) -> Vec<usize> {
    let n = leaves.len();
    let width = leaves.iter().map(|l| l.len()).max().unwrap_or(0);
    let zero = Number::zero();
    let at = |l: &[Number], j: usize| l.get(j).unwrap_or(&zero).clone();
    let sums: Vec<Number> = (0..width)
        .map(|j| leaves.iter().fold(Number::zero(), |s, l| s + at(l, j)))
        .collect();
    let nn = Number::from(n as i64);
    let dist: Vec<Number> = leaves
        .iter()
        .map(|l| (0..width).fold(Number::zero(), |s, j| s + (&(&at(l, j) * &nn) - &sums[j]).abs()))
        .collect();
    let best = dist.iter().min().cloned().unwrap_or_default();
    (0..n).filter(|&i| dist[i] == best).collect()
}

/// The options the odd one out by sign favours.
fn odd_sign(leaves: &[&[Number]]) -> Vec<usize> {
    favoured(&rarity(
        &leaves
            .iter()
            .map(|l| l.iter().map(Number::is_negative).collect::<Vec<_>>())
            .collect::<Vec<_>>(),
    ))
}

/// The options the tells of the shown texts favour: the odd one out by digits, most digits
/// shared (as multisets), most characters shared place by place.
fn text_tells(texts: &[&str]) -> [Vec<usize>; 3] {
    let n = texts.len();
    let ds: Vec<Vec<char>> = texts.iter().map(|t| digits(t)).collect();
    let odd_digits = favoured(&rarity(
        &ds.iter().map(|d| (d.len(), d.last().copied())).collect::<Vec<_>>(),
    ));
    // digits in common with each other option, as multisets
    let shared = |a: &[char], b: &[char]| {
        let mut counts = [0i64; 10];
        for c in b {
            counts[(*c as u8 - b'0') as usize] += 1;
        }
        a.iter()
            .filter(|c| {
                let k = &mut counts[(**c as u8 - b'0') as usize];
                *k -= 1;
                *k >= 0
            })
            .count() as i64
    };
    let shared_digits = favoured(
        &(0..n)
            .map(|i| (0..n).filter(|&j| j != i).map(|j| shared(&ds[i], &ds[j])).sum())
            .collect::<Vec<i64>>(),
    );
    let cs: Vec<Vec<char>> = texts.iter().map(|t| t.chars().collect()).collect();
    let shared_places = favoured(
        &(0..n)
            .map(|i| {
                (0..n)
                    .filter(|&j| j != i)
                    .map(|j| cs[i].iter().zip(&cs[j]).filter(|(a, b)| a == b).count() as i64)
                    .sum()
            })
            .collect::<Vec<i64>>(),
    );
    [odd_digits, shared_digits, shared_places]
}

/// The options each tell favours, in [`TELLS`] order.
#[cfg(test)]
fn tells(leaves: &[&[Number]], texts: &[&str]) -> [Vec<usize>; TELLS] {
    let [odd_digits, shared_digits, shared_places] = text_tells(texts);
    [
        nearest(leaves),
        odd_digits,
        odd_sign(leaves),
        shared_digits,
        shared_places,
    ]
}

/// The right option's rank among the options: how many are smaller (vectors compared entry by
/// entry).
pub(super) fn rank_of(options: &[GenOption]) -> usize {
    let leaves: Vec<&[Number]> = options.iter().map(|o| o.leaves.as_slice()).collect();
    let right = options.iter().position(|o| o.origin == Origin::Right).unwrap_or(0);
    (0..options.len())
        .filter(|&i| leaves[i].cmp(leaves[right]).then(i.cmp(&right)).is_lt())
        .count()
}

/// How many of the draws the options break: the right option (`options[0]`, before the
/// shuffle) not at the drawn rank, and each tell that favours it when it should not, or does
/// not single it out when it should. A tell that favours every option (all tied) points at no
/// one and breaks nothing. Intervals are told apart by their rank only. Once `enough` draws
/// are broken the count stops there (the caller keeps only draws that break fewer than the
/// best so far): the tells are judged from the cheapest, the signs, to the dearest, the
/// nearest to the mean in exact arithmetic.
pub(super) fn unfair(options: &[GenOption], draws: &Draws, intervals: bool, f: &Fmt, enough: usize) -> usize {
    let leaves: Vec<&[Number]> = options.iter().map(|o| o.leaves.as_slice()).collect();
    let n = options.len();
    let right = options.iter().position(|o| o.origin == Origin::Right).unwrap_or(0);
    let mut broken = usize::from(rank_of(options) != draws.rank.min(n.saturating_sub(1)));
    if intervals {
        return broken;
    }
    let judge = |set: &[usize], pick: bool| {
        let fair = set.len() == n || if pick { set == [right] } else { !set.contains(&right) };
        usize::from(!fair)
    };
    // [`TELLS`] in order: nearest the mean, odd digits, odd sign, shared digits, shared places
    broken += judge(&odd_sign(&leaves), draws.picks[2]);
    if broken >= enough {
        return broken;
    }
    // the right option's and the mistakes' texts are made once, before the draws
    let made: Vec<String> = options
        .iter()
        .filter(|o| o.text.is_empty())
        .map(|o| option_text(&o.value, f))
        .collect();
    let mut made = made.iter();
    let texts: Vec<&str> = options
        .iter()
        .map(|o| match o.text.as_str() {
            "" => made.next().map_or("", String::as_str),
            t => t,
        })
        .collect();
    let [odd_digits, shared_digits, shared_places] = text_tells(&texts);
    broken += judge(&odd_digits, draws.picks[1])
        + judge(&shared_digits, draws.picks[3])
        + judge(&shared_places, draws.picks[4]);
    if broken >= enough {
        return broken;
    }
    broken + judge(&nearest(&leaves), draws.picks[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn opts(xs: &[&str]) -> Vec<GenOption> {
        xs.iter()
            .enumerate()
            .map(|(i, x)| {
                let origin = if i == 0 { Origin::Right } else { Origin::NearMiss };
                GenOption::new(Value::Number(x.parse().unwrap()), String::new(), origin, String::new())
            })
            .collect()
    }

    // The draws by hand: the rank is uniform and each tell singles out the right option with
    // chance 1/N; nearest the mean never at the smallest or largest rank (0.0469 < 0.0495 <
    // 0.0521: the middle one is nearer their mean than either end), and 1/(N − 2) between.
    // 40,000 draws of a fixed xorshift stream; the bounds are ±0.01 around the expected share.
    #[test]
    fn the_draws_are_uniform_and_nearest_the_mean_only_between() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut below = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        let (n, draws) = (4usize, 40_000);
        let mut ranks = [0usize; 4];
        let mut picks = [0usize; TELLS];
        for _ in 0..draws {
            let d = Draws::new(n, &mut below);
            ranks[d.rank] += 1;
            if d.rank == 0 || d.rank == n - 1 {
                assert!(!d.picks[0]);
            }
            for (k, p) in d.picks.iter().enumerate() {
                picks[k] += usize::from(*p);
            }
        }
        let share = |c: usize| c as f64 / draws as f64;
        for r in ranks {
            assert!((share(r) - 0.25).abs() < 0.01, "{ranks:?}");
        }
        for p in picks {
            assert!((share(p) - 0.25).abs() < 0.01, "{picks:?}");
        }
    }

    fn fmt() -> Fmt {
        crate::choices::tests::fmt(4)
    }

    // By hand: 0.0495 among 0.0482, 0.0521, 0.0469, 0.0012 has rank 3; the mean is
    // 0.19790/5 = 0.03958, nearest 0.0469 (0.0073 off; 0.0482 is 0.0086 off); digit counts
    // and last digits (5,5) (5,2) (5,1) (5,9) (5,2): 0.0495, 0.0521, 0.0469 tie as odd ones;
    // signs all tie; digits shared as multisets (Python's Counter): 12, 12, 12, 11, 11; characters
    // at the same places: 14, 15, 12, 14, 13.
    #[test]
    fn the_tells_of_a_radius_by_hand() {
        let o = opts(&["0.0495", "0.0482", "0.0521", "0.0469", "0.0012"]);
        let leaves: Vec<&[Number]> = o.iter().map(|o| o.leaves.as_slice()).collect();
        let texts: Vec<String> = o.iter().map(|o| option_text(&o.value, &fmt())).collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        let [nearest, odd_digits, odd_sign, shared_digits, shared_places] = tells(&leaves, &texts);
        assert_eq!(nearest, vec![3]);
        assert_eq!(odd_digits, vec![0, 2, 3]);
        assert_eq!(odd_sign, vec![0, 1, 2, 3, 4]);
        assert_eq!(shared_digits, vec![0, 1, 2]);
        assert_eq!(shared_places, vec![1]);
        // drawn: rank 3, no tell singles it out; the odd one out by digits and the shared
        // digits favour it among three: two draws broken
        let draws = Draws {
            rank: 3,
            picks: [false; TELLS],
        };
        assert_eq!(unfair(&o, &draws, false, &fmt(), usize::MAX), 2);
        // as intervals only the rank counts
        assert_eq!(unfair(&o, &draws, true, &fmt(), usize::MAX), 0);
        let draws = Draws {
            rank: 0,
            picks: [false; TELLS],
        };
        assert_eq!(unfair(&o, &draws, true, &fmt(), usize::MAX), 1);
    }
}
