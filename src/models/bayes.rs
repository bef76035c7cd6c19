//! The theoretical error of a classifier and the Bayes error (seed 003, U2.3), exactly:
//! ε = Σₓ P(x)(1 − P(c(x) | x)) and ε* = Σₓ P(x)(1 − max_c P(c | x)). A piecewise-constant
//! density is the same sum with the mass of each interval, p·(b − a), in place of P(x).

use crate::models::discriminant::argmax;
use crate::num::Number;

/// One value of x (or one interval of a piecewise-constant density).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Row {
    /// P(x), or p(x)·(b − a) for an interval.
    pub(crate) mass: Number,
    /// P(c | x) per class, in class order.
    pub(crate) posteriors: Vec<Number>,
    /// The given classifier's decision c(x) (a class index), if any.
    pub(crate) decision: Option<usize>,
}

/// What one row contributes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RowError {
    /// The Bayes decision c*(x) = argmax_c P(c | x) (the first class on a tie).
    pub(crate) bayes: usize,
    /// Every class tied at the maximum (empty when it is unique).
    pub(crate) tied: Vec<usize>,
    /// ε(c*(x)) = 1 − max_c P(c | x).
    pub(crate) bayes_error: Number,
    /// P(x)·ε(c*(x)).
    pub(crate) bayes_term: Number,
    /// ε(c(x)) = 1 − P(c(x) | x) and P(x)·ε(c(x)), when the row has a decision.
    pub(crate) given: Option<(Number, Number)>,
}

/// The errors of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Errors {
    /// One per row.
    pub(crate) rows: Vec<RowError>,
    /// ε*.
    pub(crate) bayes: Number,
    /// ε of the given classifier, when every row has a decision.
    pub(crate) given: Option<Number>,
}

/// Works out the Bayes decisions and both errors.
pub(crate) fn errors(rows: &[Row]) -> Errors {
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let (best, tied) = argmax(&r.posteriors);
        let max = r.posteriors.get(best).cloned().unwrap_or_default();
        let bayes_error = Number::one() - max;
        let given = r.decision.map(|d| {
            let e = Number::one() - r.posteriors.get(d).cloned().unwrap_or_default();
            let term = &r.mass * &e;
            (e, term)
        });
        out.push(RowError {
            bayes: best,
            tied,
            bayes_term: &r.mass * &bayes_error,
            bayes_error,
            given,
        });
    }
    let bayes = out.iter().map(|r| r.bayes_term.clone()).sum();
    let given = out
        .iter()
        .map(|r| r.given.as_ref().map(|(_, t)| t.clone()))
        .collect::<Option<Vec<Number>>>()
        .map(|terms| terms.into_iter().sum());
    Errors {
        rows: out,
        bayes,
        given,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn row(mass: &str, post: &[&str], decision: Option<usize>) -> Row {
        Row {
            mass: n(mass),
            posteriors: post.iter().map(|s| n(s)).collect(),
            decision,
        }
    }

    // Seed 003, U2.3: the discrete example; ε = 1/16 + 3/16 = 1/4, ε* = 1/16 + 1/16 = 1/8.
    #[test]
    fn seed_discrete_example() {
        let rows = [
            row("1/2", &["1", "0"], Some(0)),
            row("1/4", &["3/4", "1/4"], Some(0)),
            row("1/4", &["1/4", "3/4"], Some(0)),
            row("0", &["0", "1"], Some(1)),
        ];
        let e = errors(&rows);
        assert_eq!(e.given, Some(n("1/4")));
        assert_eq!(e.bayes, n("1/8"));
        let decisions: Vec<usize> = e.rows.iter().map(|r| r.bayes).collect();
        assert_eq!(decisions, [0, 0, 1, 1]);
        assert_eq!(e.rows[1].given, Some((n("1/4"), n("1/16"))));
        assert_eq!(e.rows[2].given, Some((n("3/4"), n("3/16"))));
    }

    // Seed 003, U2.3, continuous example: masses 1/2·1/2, 1·1/2, 1/2·1/2; c(x) = 1;
    // ε = 1/2, ε* = 1/4 (the middle interval ties).
    #[test]
    fn seed_continuous_example() {
        let rows = [
            row("1/4", &["1", "0"], Some(0)),
            row("1/2", &["1/2", "1/2"], Some(0)),
            row("1/4", &["0", "1"], Some(0)),
        ];
        let e = errors(&rows);
        assert_eq!(e.given, Some(n("1/2")));
        assert_eq!(e.bayes, n("1/4"));
        assert_eq!(e.rows[1].tied, vec![0, 1]);
    }

    // Seed 003, 2023_01_17 Question 2: ε* = 0.65 (the last row ties three classes);
    // 2022_01_27 Question 3: ε = 0.70.
    #[test]
    fn seed_exam_tables() {
        let rows = [
            row("0", &["0.1", "0.3", "0.1", "0.5"], None),
            row("0.1", &["0.2", "0.5", "0.3", "0"], None),
            row("0.3", &["0.2", "0.4", "0.1", "0.3"], None),
            row("0.6", &["0.1", "0.3", "0.3", "0.3"], None),
        ];
        let e = errors(&rows);
        assert_eq!(e.bayes, n("0.65"));
        assert_eq!(e.given, None);
        assert_eq!(e.rows[3].tied, vec![1, 2, 3]);
        let rows = [
            row("0.2", &["0.2", "0.1", "0.7"], Some(1)),
            row("0", &["0.4", "0.3", "0.3"], Some(0)),
            row("0.4", &["0.3", "0.4", "0.3"], Some(2)),
            row("0.4", &["0.4", "0.4", "0.2"], Some(0)),
        ];
        assert_eq!(errors(&rows).given, Some(n("0.7")));
    }
}
