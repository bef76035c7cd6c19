//! Test-wise students (issue 43): strategies that pick an option without working the exercise,
//! run over many variants of every shipped exercise with generated choices (and the test specs
//! of tests/choices/); none may beat chance, 1/N, by more than 0.05.

use super::place::*;
use super::*;

/// One drawn question: the options as shown and as numbers, and the right one.
struct Question {
    texts: Vec<String>,
    leaves: Vec<Vec<Number>>,
    answer: usize,
}

/// A strategy: its name and the option it picks.
type Strategy = (&'static str, fn(&Question) -> usize);

/// The options' indices in increasing order (numbers compared entry by entry; ties by
/// position).
fn sorted(q: &Question) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..q.texts.len()).collect();
    idx.sort_by(|&a, &b| q.leaves[a].cmp(&q.leaves[b]).then(a.cmp(&b)));
    idx
}

/// The first option with the largest score.
fn best(scores: &[i64]) -> usize {
    let mut k = 0;
    for (i, s) in scores.iter().enumerate() {
        if *s > scores[k] {
            k = i;
        }
    }
    k
}

/// The option whose feature the fewest others share (the odd one out); the first on a tie.
fn odd_one<T: PartialEq>(features: &[T]) -> usize {
    let scores: Vec<i64> = features
        .iter()
        .map(|f| -(features.iter().filter(|g| *g == f).count() as i64))
        .collect();
    best(&scores)
}

fn digits_of(t: &str) -> Vec<char> {
    t.chars().filter(char::is_ascii_digit).collect()
}

/// The option shown after the one the strategy `name` picks.
fn not(name: &str, q: &Question) -> usize {
    let pick = STRATEGIES.iter().find(|(s, _)| *s == name).map_or(0, |(_, p)| p(q));
    (pick + 1) % q.texts.len()
}

const STRATEGIES: &[Strategy] = &[
    ("smallest", |q| sorted(q)[0]),
    ("largest", |q| *sorted(q).last().unwrap()),
    ("median", |q| sorted(q)[(q.texts.len() - 1) / 2]),
    ("2nd smallest", |q| sorted(q)[1.min(q.texts.len() - 1)]),
    ("2nd largest", |q| sorted(q)[q.texts.len().saturating_sub(2)]),
    ("closest to the mean", |q| {
        // entry by entry: the mean of the options, then the option nearest it (L1)
        let n = q.leaves.len();
        let width = q.leaves[0].len();
        let mean: Vec<Number> = (0..width)
            .map(|j| {
                let s = q
                    .leaves
                    .iter()
                    .fold(Number::zero(), |s, l| s + l.get(j).cloned().unwrap_or_default());
                s.checked_div(&Number::from(n as i64)).unwrap_or_default()
            })
            .collect();
        let dist = |l: &Vec<Number>| l.iter().zip(&mean).fold(Number::zero(), |s, (a, b)| s + (a - b).abs());
        let mut k = 0;
        for i in 1..n {
            if dist(&q.leaves[i]) < dist(&q.leaves[k]) {
                k = i;
            }
        }
        k
    }),
    ("odd one out: digits", |q| {
        // how many digits it shows and its last digit
        let f: Vec<(usize, Option<char>)> = q
            .texts
            .iter()
            .map(|t| {
                let d = digits_of(t);
                (d.len(), d.last().copied())
            })
            .collect();
        odd_one(&f)
    }),
    ("odd one out: sign", |q| {
        let f: Vec<Vec<bool>> = q
            .leaves
            .iter()
            .map(|l| l.iter().map(Number::is_negative).collect())
            .collect();
        odd_one(&f)
    }),
    ("most shared digits", |q| {
        // digits in common with each other option, as multisets
        let ds: Vec<Vec<char>> = q.texts.iter().map(|t| digits_of(t)).collect();
        let scores: Vec<i64> = (0..ds.len())
            .map(|i| {
                (0..ds.len())
                    .filter(|&j| j != i)
                    .map(|j| {
                        let mut other = ds[j].clone();
                        ds[i]
                            .iter()
                            .filter(|c| match other.iter().position(|o| o == *c) {
                                Some(p) => {
                                    other.swap_remove(p);
                                    true
                                }
                                None => false,
                            })
                            .count() as i64
                    })
                    .sum()
            })
            .collect();
        best(&scores)
    }),
    ("most shared places", |q| {
        // characters equal at the same place of the shown text, with each other option
        let ts: Vec<Vec<char>> = q.texts.iter().map(|t| t.chars().collect()).collect();
        let scores: Vec<i64> = (0..ts.len())
            .map(|i| {
                (0..ts.len())
                    .filter(|&j| j != i)
                    .map(|j| ts[i].iter().zip(&ts[j]).filter(|(a, b)| a == b).count() as i64)
                    .sum()
            })
            .collect();
        best(&scores)
    }),
    // the tells the other way round: the option shown after the one a tell picks (the order
    // is shuffled, so any other option alike), which wins when the tell points away from the
    // right option more often than chance
    ("not the closest to the mean", |q| not("closest to the mean", q)),
    ("not the odd one out: digits", |q| not("odd one out: digits", q)),
    ("not the most shared digits", |q| not("most shared digits", q)),
    ("not the most shared places", |q| not("most shared places", q)),
    ("always A", |_| 0),
    ("always the last", |q| q.texts.len() - 1),
];

/// The generated questions of `n` variants of every exercise in `file`, by exercise and
/// part.
fn draw(file: &str, n: u64) -> Vec<(String, Vec<Question>)> {
    let mut out: Vec<(String, Vec<Question>)> = Vec::new();
    for ex in crate::load_all(file).unwrap() {
        for k in 1..=n {
            let sol = ex.variant(2026, k).unwrap().solve_values();
            for sp in &sol.parts {
                let Some(g) = &sp.generated else { continue };
                let name = format!("{} {}", ex.id, sp.part.name);
                let q = Question {
                    texts: g.options.iter().map(|o| o.text.clone()).collect(),
                    leaves: g.options.iter().map(|o| numeric_leaves(&o.value)).collect(),
                    answer: g.answer,
                };
                match out.iter_mut().find(|(p, _)| *p == name) {
                    Some((_, qs)) => qs.push(q),
                    None => out.push((name, vec![q])),
                }
            }
        }
    }
    out
}

// Every shipped exercise with generated choices, and the test specs of tests/choices/
// (drawn data: a logistic SGD step as in issue 43, a perceptron run), 500 variants each.
#[test]
fn no_test_wise_strategy_wins() {
    let mut files: Vec<String> = Vec::new();
    for dir in ["exercises", "tests/choices"] {
        let mut stack = vec![std::path::PathBuf::from(dir)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else if std::fs::read_to_string(&p).unwrap().contains("auto:") {
                    files.push(p.display().to_string());
                }
            }
        }
    }
    files.sort();
    assert!(
        files.iter().any(|f| f.contains("holdout/generated-choices")),
        "{files:?}"
    );
    let mut table = String::from("| question | N |");
    for (s, _) in STRATEGIES {
        table.push_str(&format!(" {s} |"));
    }
    table.push('\n');
    let mut beaten = Vec::new();
    for file in &files {
        for (name, qs) in draw(file, 500) {
            let n = qs[0].texts.len();
            table.push_str(&format!("| {name} | {n} |"));
            for (s, pick) in STRATEGIES {
                let wins = qs.iter().filter(|q| pick(q) == q.answer).count();
                let rate = wins as f64 / qs.len() as f64;
                table.push_str(&format!(" {rate:.2} |"));
                if rate > 1.0 / n as f64 + 0.05 {
                    beaten.push(format!("{name}: {s} wins {wins} of {}", qs.len()));
                }
            }
            table.push('\n');
        }
    }
    eprintln!("{table}");
    assert!(beaten.is_empty(), "{}", beaten.join("\n"));
}
