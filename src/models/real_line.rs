//! The real line: points that are exact or computed through a square root or a logarithm, open
//! intervals, and the decision regions of a classifier of one feature (which class wins between
//! consecutive boundary points).

use crate::num::{NonZero, Number, real};

/// A point or a quantity: exact when the maths is rational, otherwise a rational approximation
/// carried from 77-digit values (a square root, a logarithm) and only shown rounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Real {
    /// The value (exact, or the approximation).
    pub(crate) value: Number,
    /// Whether `value` is exact.
    pub(crate) exact: bool,
}

impl Real {
    /// An exact value.
    pub(crate) fn exact(value: Number) -> Self {
        Real { value, exact: true }
    }

    /// An approximation.
    pub(crate) fn approx(value: Number) -> Self {
        Real { value, exact: false }
    }

    /// The value as a rounded number with an error bound: exact, or an approximation carried
    /// from 77-digit logarithms and square roots, trusted to 60 digits
    /// ([`real::Real::from_approx`]).
    pub(crate) fn rounded(&self) -> real::Real {
        if self.exact {
            real::Real::from_number(&self.value)
        } else {
            real::Real::from_approx(&self.value)
        }
    }
}

/// √x: exact when x is the square of a rational, else a 77-digit approximation; `None` when x
/// is negative.
pub(crate) fn sqrt(x: &Number) -> Option<Real> {
    if let Some(r) = real::exact_sqrt(x) {
        return Some(Real::exact(r));
    }
    let d = real::sqrt(&real::Real::from_number(x)).ok()?;
    Some(Real::approx(d.mid()))
}

/// An open interval (lo, hi); `None` is −∞ at the low end and +∞ at the high end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Interval {
    /// The low end.
    pub(crate) lo: Option<Real>,
    /// The high end.
    pub(crate) hi: Option<Real>,
}

/// The domain the regions are restricted to: its low and high ends (`None` is unbounded).
pub(crate) type Domain = (Option<Number>, Option<Number>);

/// One interval between consecutive boundary points, with the class that wins inside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Piece {
    /// The interval.
    pub(crate) interval: Interval,
    /// The point where the classes were compared (inside the interval, as simple as possible).
    pub(crate) test: Number,
    /// The winning class (the first in class order on a tie).
    pub(crate) winner: usize,
    /// Every class tied with the winner (empty when the winner is unique).
    pub(crate) tied: Vec<usize>,
}

/// The decision regions of a classifier of one feature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Regions {
    /// The intervals between consecutive boundary points, in order.
    pub(crate) pieces: Vec<Piece>,
    /// Per class, its region: the union of the pieces it wins, adjacent pieces merged (empty
    /// when the class never wins).
    pub(crate) by_class: Vec<Vec<Interval>>,
}

fn lt(a: &Option<Number>, b: &Option<Number>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a < b,
        _ => true,
    }
}

/// A simple point strictly inside (lo, hi): the integer nearest the middle when there is one,
/// else the number with the fewest decimals nearest the middle, else the middle. The interval
/// must not be empty.
pub(crate) fn simple_point(lo: Option<&Number>, hi: Option<&Number>) -> Number {
    match (lo, hi) {
        (None, None) => Number::zero(),
        (Some(l), None) => floor(l) + Number::one(),
        (None, Some(h)) => h.ceil() - Number::one(),
        (Some(l), Some(h)) => {
            let mid = (l + h) / &NonZero::two();
            let mut scale = NonZero::one();
            for _ in 0..=6 {
                // the multiple of 1/scale nearest the middle
                let k = floor(&(&mid * scale.get() + Number::ratio(1, 2).unwrap_or_default()));
                let c = k / &scale;
                if &c > l && &c < h {
                    return c;
                }
                scale = NonZero::new(scale.get() * &Number::from(10)).unwrap_or(scale);
            }
            mid
        }
    }
}

/// The largest integer ≤ x.
pub(crate) fn floor(x: &Number) -> Number {
    -(-x).ceil()
}

/// Splits the domain at the `cuts` (boundary points; those outside the open domain are
/// ignored), asks `winner` which class wins at a point inside each interval, and merges the
/// intervals each class wins. `winner` returns the winner and the tied classes (empty when
/// unique). `classes` is the number of classes.
pub(crate) fn regions(
    mut cuts: Vec<Real>,
    domain: &Domain,
    classes: usize,
    winner: impl Fn(&Number) -> (usize, Vec<usize>),
) -> Regions {
    let (dlo, dhi) = domain;
    cuts.retain(|c| lt(dlo, &Some(c.value.clone())) && lt(&Some(c.value.clone()), dhi));
    cuts.sort_by(|a, b| a.value.cmp(&b.value));
    cuts.dedup_by(|a, b| a.value == b.value);
    let mut ends: Vec<Option<Real>> = vec![dlo.clone().map(Real::exact)];
    ends.extend(cuts.into_iter().map(Some));
    ends.push(dhi.clone().map(Real::exact));
    let mut pieces: Vec<Piece> = Vec::new();
    for w in ends.windows(2) {
        let (lo, hi) = (&w[0], &w[1]);
        let test = simple_point(lo.as_ref().map(|r| &r.value), hi.as_ref().map(|r| &r.value));
        let (win, tied) = winner(&test);
        pieces.push(Piece {
            interval: Interval {
                lo: lo.clone(),
                hi: hi.clone(),
            },
            test,
            winner: win,
            tied,
        });
    }
    let mut by_class: Vec<Vec<Interval>> = vec![Vec::new(); classes];
    let mut prev: Option<usize> = None;
    for p in &pieces {
        let Some(slot) = by_class.get_mut(p.winner) else {
            continue;
        };
        match (prev, slot.last_mut()) {
            (Some(w), Some(last)) if w == p.winner => last.hi = p.interval.hi.clone(),
            _ => slot.push(p.interval.clone()),
        }
        prev = Some(p.winner);
    }
    Regions { pieces, by_class }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    #[test]
    fn simple_points_inside_intervals() {
        assert_eq!(simple_point(None, None), n("0"));
        assert_eq!(simple_point(Some(&n("4")), None), n("5"));
        assert_eq!(simple_point(Some(&n("4.5")), None), n("5"));
        assert_eq!(simple_point(None, Some(&n("4"))), n("3"));
        assert_eq!(simple_point(None, Some(&n("-0.5"))), n("-1"));
        assert_eq!(simple_point(Some(&n("0")), Some(&n("0.5229"))), n("0.3"));
        assert_eq!(simple_point(Some(&n("0.5229")), Some(&n("2.0872"))), n("1"));
        assert_eq!(simple_point(Some(&n("1/3")), Some(&n("0.34"))), n("0.337"));
        assert_eq!(simple_point(Some(&n("-3")), Some(&n("-1"))), n("-2"));
    }

    // Seed 003, U2.1: g1 = 4x − 4, g2 = 12x − 36 meet at 4; R1 = (−∞, 4), R2 = (4, ∞).
    #[test]
    fn seed_regions_of_two_lines() {
        let g = |x: &Number| {
            let g1 = Number::from(4) * x - Number::from(4);
            let g2 = Number::from(12) * x - Number::from(36);
            if g1 >= g2 { (0, vec![]) } else { (1, vec![]) }
        };
        let r = regions(vec![Real::exact(n("4"))], &(None, None), 2, g);
        assert_eq!(r.pieces.len(), 2);
        assert_eq!(r.pieces[0].test, n("3"));
        assert_eq!(r.pieces[1].test, n("5"));
        let four = Some(Real::exact(n("4")));
        assert_eq!(
            r.by_class,
            vec![
                vec![Interval {
                    lo: None,
                    hi: four.clone()
                }],
                vec![Interval { lo: four, hi: None }]
            ]
        );
    }

    #[test]
    fn adjacent_wins_merge_and_cuts_outside_the_domain_are_dropped() {
        // class 0 wins below 1 and above 2 (two intervals), class 1 in between, class 2 never;
        // a cut at 3 (two losers crossing) does not split class 0's region; -5 is outside.
        let w = |x: &Number| {
            if x > &n("1") && x < &n("2") {
                (1, vec![])
            } else {
                (0, vec![])
            }
        };
        let cuts = ["1", "2", "3", "-5"].iter().map(|s| Real::exact(n(s))).collect();
        let r = regions(cuts, &(Some(n("0")), None), 3, w);
        assert_eq!(r.pieces.len(), 4);
        assert_eq!(r.by_class[0].len(), 2);
        assert_eq!(r.by_class[0][0].lo, Some(Real::exact(n("0"))));
        assert_eq!(
            r.by_class[0][1],
            Interval {
                lo: Some(Real::exact(n("2"))),
                hi: None
            }
        );
        assert!(r.by_class[2].is_empty());
    }
}
