//! The statistics of an item analysis as pure functions of score lists, exact: means,
//! medians, variances, covariances, facilities, Cronbach's α, KR-20 and the upper–lower index
//! are rationals (cheap at a class's size), and the one square root of a standard deviation or
//! a correlation is taken by `num::real` (the float policy) and shown rounded, as an f64.
//! Definitions as Moodle's quiz statistics use them (docs/report.md): variances with n − 1.

use crate::num::real::{Real, sqrt as real_sqrt};
use crate::num::{NonZero, Number};

/// The mean, exactly; `None` of no scores.
pub fn mean(xs: &[Number]) -> Option<Number> {
    let n = NonZero::new(Number::from(xs.len()))?;
    Some(&xs.iter().cloned().sum::<Number>() / &n)
}

/// The median, exactly: the middle score, or the mean of the two middle ones (as Moodle's
/// quiz statistics take it); `None` of no scores.
pub fn median(xs: &[Number]) -> Option<Number> {
    if xs.is_empty() {
        return None;
    }
    let mut s: Vec<&Number> = xs.iter().collect();
    s.sort();
    let n = s.len();
    Some(if n % 2 == 1 {
        s[n / 2].clone()
    } else {
        &(s[n / 2 - 1] + s[n / 2]) / &NonZero::two()
    })
}

/// The sample covariance of `xs` and `ys` (divided by n − 1), exactly; `None` under 2 pairs.
pub fn covariance(xs: &[Number], ys: &[Number]) -> Option<Number> {
    if xs.len() != ys.len() || xs.len() < 2 {
        return None;
    }
    let (mx, my) = (mean(xs)?, mean(ys)?);
    let sum: Number = xs.iter().zip(ys).map(|(x, y)| &(x - &mx) * &(y - &my)).sum();
    Some(&sum / &NonZero::new(Number::from(xs.len() - 1))?)
}

/// The sample variance (divided by n − 1), exactly; `None` under 2 scores.
pub fn variance(xs: &[Number]) -> Option<Number> {
    covariance(xs, xs)
}

/// √x of an exact x ≥ 0, to show rounded (through `num::real`).
pub fn root(x: &Number) -> Option<f64> {
    real_sqrt(&Real::from_number(x)).ok().map(|r| r.mid().to_f64_lossy())
}

/// The sample standard deviation (n − 1); `None` under 2 scores.
pub fn sd(xs: &[Number]) -> Option<f64> {
    root(&variance(xs)?)
}

/// Pearson's correlation of `xs` and `ys` (the same length): cov / √(var x · var y), the
/// square root taken once of the exact cov² / (var x · var y); `None` under 2 pairs or when
/// either does not vary.
pub fn correlation(xs: &[Number], ys: &[Number]) -> Option<f64> {
    let c = covariance(xs, ys)?;
    let v = &variance(xs)? * &variance(ys)?;
    let r2 = &(&c * &c) / &NonZero::new(v)?;
    let r = root(&r2)?;
    Some(if c.is_negative() { -r } else { r })
}

/// Cronbach's α of `items` (one list of scores per item, each over the same students),
/// exactly: k/(k − 1) · (1 − Σ var(item) / var(total)), variances with n − 1 (Moodle's
/// coefficient of internal consistency, there × 100). `None` under 2 items or 2 students, or
/// when the totals do not vary.
pub fn cronbach_alpha(items: &[Vec<Number>]) -> Option<Number> {
    let k = items.len();
    let n = items.first()?.len();
    if k < 2 || n < 2 || items.iter().any(|i| i.len() != n) {
        return None;
    }
    let totals: Vec<Number> = (0..n).map(|s| items.iter().map(|i| i[s].clone()).sum()).collect();
    let vt = NonZero::new(variance(&totals)?)?;
    let sum: Number = items.iter().filter_map(|i| variance(i)).sum();
    let k = Number::from(k);
    let factor = &k / &NonZero::new(&k - &Number::one())?;
    Some(&factor * &(&Number::one() - &(&sum / &vt)))
}

/// Whether every item scores only 0 or its maximum (`max[i]`): KR-20 applies.
pub fn dichotomous(items: &[Vec<Number>], max: &[Number]) -> bool {
    items
        .iter()
        .zip(max)
        .all(|(i, m)| i.iter().all(|x| x.is_zero() || x == m))
}

/// Kuder–Richardson 20 of 0/1 items (`right[i][s]`: whether student s has item i right),
/// exactly: k/(k − 1) · (1 − Σ pᵢqᵢ / σ²), σ² the variance of the number right divided by n
/// (as pᵢqᵢ is), so that it equals α of the same 0/1 scores. `None` as [`cronbach_alpha`].
pub fn kr20(right: &[Vec<bool>]) -> Option<Number> {
    let k = right.len();
    let n = right.first()?.len();
    if k < 2 || n < 2 || right.iter().any(|i| i.len() != n) {
        return None;
    }
    let nn = NonZero::new(Number::from(n))?;
    let totals: Vec<Number> = (0..n)
        .map(|s| Number::from(right.iter().filter(|i| i[s]).count()))
        .collect();
    let m = mean(&totals)?;
    let var: Number = totals.iter().map(|t| &(t - &m) * &(t - &m)).sum();
    let var = NonZero::new(&var / &nn)?;
    let pq: Number = right
        .iter()
        .map(|i| {
            let p = &Number::from(i.iter().filter(|&&r| r).count()) / &nn;
            &p * &(&Number::one() - &p)
        })
        .sum();
    let k = Number::from(k);
    let factor = &k / &NonZero::new(&k - &Number::one())?;
    Some(&factor * &(&Number::one() - &(&pq / &var)))
}

/// How many students the upper and the lower group of the upper–lower index hold: 27% of `n`
/// rounded to the nearest whole number, at least 1 and at most n/2; `None` under 2 students.
pub fn group_size(n: usize) -> Option<usize> {
    if n < 2 {
        return None;
    }
    // 27% of n rounded half up, in integers: (27n + 50) / 100
    Some(((27 * n + 50) / 100).clamp(1, n / 2))
}

/// The upper–lower discrimination index of an item worth `max`: the item's mean score in the
/// upper 27% of the class by total score, less its mean in the lower 27%, over `max`, exactly
/// (from −1 to 1). Students tied on the total at a group's edge are taken in the order given.
/// `None` under 2 students or for an item worth nothing.
pub fn upper_lower(item: &[Number], totals: &[Number], max: &Number) -> Option<Number> {
    let n = item.len();
    let g = group_size(n)?;
    if totals.len() != n {
        return None;
    }
    let max = NonZero::new(max.clone())?;
    let mut order: Vec<usize> = (0..n).collect();
    // stable: ties keep the order given
    order.sort_by(|&a, &b| totals[b].cmp(&totals[a]));
    let upper: Vec<Number> = order[..g].iter().map(|&s| item[s].clone()).collect();
    let lower: Vec<Number> = order[n - g..].iter().map(|&s| item[s].clone()).collect();
    let d = &mean(&upper)? - &mean(&lower)?;
    Some(&d / &max)
}

/// The facility of an item worth `max`: its mean score over `max`, exactly; `None` of no
/// scores or an item worth nothing.
pub fn facility(item: &[Number], max: &Number) -> Option<Number> {
    Some(&mean(item)? / &NonZero::new(max.clone())?)
}

/// The 95% interval of a mean `m` of `n` scores of variance `var` (the normal approximation):
/// m ± 1.96·√(var/n).
pub fn interval(m: &Number, var: &Number, n: usize) -> Option<(f64, f64)> {
    let r = 1.96 * root(&(var / &NonZero::new(Number::from(n))?))?;
    let m = m.to_f64_lossy();
    Some((m - r, m + r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nums(xs: &[i64]) -> Vec<Number> {
        xs.iter().map(|&x| Number::from(x)).collect()
    }

    fn close(a: f64, b: f64) {
        assert!((a - b).abs() < 1e-12, "{a} ≠ {b}");
    }

    #[test]
    fn mean_and_median_are_exact() {
        // by hand: (1 + 2 + 2) / 3 = 5/3; median of 4 scores 1, 2, 3, 10 is (2 + 3)/2
        assert_eq!(mean(&nums(&[1, 2, 2])).unwrap(), Number::ratio(5, 3).unwrap());
        assert_eq!(median(&nums(&[10, 1, 3, 2])).unwrap(), Number::ratio(5, 2).unwrap());
        assert_eq!(median(&nums(&[7, 1, 3])).unwrap(), Number::from(3));
        assert!(mean(&[]).is_none() && median(&[]).is_none());
    }

    #[test]
    fn sd_and_correlation_against_python() {
        // Python: statistics.stdev([2, 4, 4, 4, 5, 5, 7, 9]) = 2.138089935299395
        close(sd(&nums(&[2, 4, 4, 4, 5, 5, 7, 9])).unwrap(), 2.138089935299395);
        // Python: statistics.correlation([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]) = 0.8
        close(
            correlation(&nums(&[1, 2, 3, 4, 5]), &nums(&[2, 1, 4, 3, 5])).unwrap(),
            0.8,
        );
        // negative: statistics.correlation([1, 2, 3], [3, 1, 0]) = -0.9819805060619656
        close(
            correlation(&nums(&[1, 2, 3]), &nums(&[3, 1, 0])).unwrap(),
            -0.9819805060619657,
        );
        assert!(correlation(&nums(&[1, 1, 1]), &nums(&[1, 2, 3])).is_none());
        assert!(sd(&nums(&[3])).is_none());
    }

    #[test]
    fn alpha_and_kr20_agree_on_right_and_wrong_items() {
        // 4 students × 3 items scored 0/1, by hand: totals 3, 2, 1, 0 (variance 5/3 with n − 1)
        let right = [
            vec![true, true, true, false],
            vec![true, true, false, false],
            vec![true, false, false, false],
        ];
        let scores: Vec<Vec<Number>> = right
            .iter()
            .map(|i| i.iter().map(|&r| Number::from(i64::from(r))).collect())
            .collect();
        // item variances: (3/4)(1/4)·4/3 = 1/4, (1/2)(1/2)·4/3 = 1/3, 1/4 → sum 5/6;
        // α = 3/2 · (1 − (5/6)/(5/3)) = 3/4
        assert_eq!(cronbach_alpha(&scores).unwrap(), Number::ratio(3, 4).unwrap());
        assert_eq!(kr20(&right).unwrap(), Number::ratio(3, 4).unwrap());
    }

    #[test]
    fn upper_lower_groups_are_27_percent_rounded() {
        assert_eq!(group_size(10), Some(3)); // 2.7
        assert_eq!(group_size(2), Some(1));
        assert_eq!(group_size(100), Some(27));
        assert_eq!(group_size(1), None);
        // totals 10..1; the item right (2 of 2) for the top 3, wrong for the bottom 3:
        // D = (2 − 0)/2 = 1
        let totals = nums(&[10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
        let item = nums(&[2, 2, 2, 0, 2, 0, 2, 0, 0, 0]);
        assert_eq!(upper_lower(&item, &totals, &Number::from(2)).unwrap(), Number::one());
        // reversed: −1
        let item = nums(&[0, 0, 0, 2, 2, 0, 2, 2, 2, 2]);
        assert_eq!(upper_lower(&item, &totals, &Number::from(2)).unwrap(), -Number::one());
    }
}
