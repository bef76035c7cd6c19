//! Unit tests of generated choices: the steps, bounds and near misses by hand.

use super::place::*;
use super::*;
use crate::part::{Part, PartArg};

/// Parts that a mistake model changes but that are not generated: their answers are option
/// or rule numbers of the exercise's own list (which already is the multiple choice).
const OPTION_NUMBERS: &[(&str, &str)] = &[
    ("equivalent-classifiers", "equivalent"),
    ("equivalent-classifiers", "not_equivalent"),
    ("decision-rules", "minimum_error"),
    ("decision-rules", "not_minimum_error"),
    // sample numbers: exercises/svm/soft-margin-plane.yaml has a support vector off the
    // margin and a sample on it with α = 0, so the on-margin mistake changes them
    ("svm", "support_vectors"),
];

fn all_numbers(v: &Value) -> bool {
    match v {
        Value::Number(_) | Value::Rounded(_) => true,
        Value::List(items) => !items.is_empty() && items.iter().all(all_numbers),
        Value::Map(items) => !items.is_empty() && items.iter().all(|(_, i)| all_numbers(i)),
        _ => false,
    }
}

fn shipped() -> Vec<crate::Exercise> {
    let mut files = Vec::new();
    for d in std::fs::read_dir("exercises").unwrap() {
        let d = d.unwrap().path();
        if d.is_dir() && !d.ends_with("exams") {
            for f in std::fs::read_dir(d).unwrap() {
                files.push(f.unwrap().path());
            }
        }
    }
    files.sort();
    files.iter().flat_map(|f| crate::load_all(f).unwrap()).collect()
}

/// A mistake's hint as the kinds give it, named `{text}'s name`.
fn hint(text: &'static str) -> crate::kinds::Hint {
    crate::kinds::Hint {
        id: text,
        name: format!("{text}'s name"),
        text: text.into(),
    }
}

// Generated choices on every part of every shipped exercise that can have them, at the
// fewest, a middling and the most options, as values and (where the part allows) as
// intervals: the exercise solves, its solution's answers read back and grade all right, and
// the worksheet renders in both formats. The fuzz corpus has few such specs (seeded from
// this same set by fuzz/seed.sh), so this keeps the mistake models' reruns honest.
#[test]
fn generated_choices_of_every_shipped_exercise_solve_render_and_check() {
    use crate::part::Choices;
    let renderer = crate::render::Renderer::builtin().unwrap();
    let mut solved = 0;
    for ex in shipped() {
        let generated = ex.kind.generated_choices();
        let intervals = ex.kind.interval_choices();
        if !ex.parts.iter().any(|p| generated.contains(&p.name)) {
            continue;
        }
        for (n, style) in [
            (2, AutoStyle::Values),
            (4, AutoStyle::Values),
            (crate::part::MAX_AUTO_CHOICES, AutoStyle::Values),
            (4, AutoStyle::Intervals),
        ] {
            let mut with = ex.clone();
            for p in &mut with.parts {
                let allowed =
                    generated.contains(&p.name) && (style == AutoStyle::Values || intervals.contains(&p.name));
                if allowed {
                    p.choices = Some(Choices::Auto(Auto { n, style }));
                }
            }
            let sol = with.solve();
            let answers = sol.answers_yaml();
            let read = crate::check::read_answers(crate::Source::new("a.yaml", answers.as_str()), &sol)
                .unwrap_or_else(|d| panic!("{} with {n} {style:?} choices:\n{answers}\n{d}", ex.id));
            let report = crate::check::grade(&sol, &read);
            assert!(
                report.all_right(),
                "{} with {n} {style:?} choices:\n{}",
                ex.id,
                report.to_text(true)
            );
            if n == 4 {
                // the worksheets (one configuration: rendering is the slow half of the test)
                let items = vec![(with.clone(), Some(sol)), (with, None)];
                for format in [crate::render::Format::Markdown, crate::render::Format::Html] {
                    renderer.document(&items, format).unwrap();
                }
            }
            solved += 1;
        }
    }
    // the shipped exercises cover the kinds with mistake models
    assert!(solved >= 4 * 20, "{solved}");
}

// The table of generated parts against the mistake models, on every shipped exercise with
// every part asked: a numeric, non-trace part some mistake changes is listed, and every
// listed part is changed by a mistake on some shipped exercise; interval parts are one
// number wherever they are changed.
#[test]
fn every_part_with_a_mistake_is_listed() {
    let mut seen = std::collections::BTreeSet::new();
    let mut missing = Vec::new();
    for ex in shipped() {
        let parts: Vec<Part> = ex
            .kind
            .parts
            .iter()
            .filter_map(|d| {
                let asked = ex.parts.iter().find(|p| p.name == d.name);
                let arg = asked.map_or(PartArg::None, |p| p.arg.clone());
                (d.arg == crate::kinds::Arg::None || arg != PartArg::None).then_some(Part {
                    name: d.name,
                    arg,
                    choices: None,
                    points: None,
                    span: ex.span,
                })
            })
            .collect();
        for m in ex.problem.clone().solve(&parts).misconceptions(ex.lang) {
            for (i, a) in m.answers.iter().enumerate() {
                let Some(v) = a else { continue };
                let (kind, part) = (ex.kind.name, parts[i].name);
                let trace = ex.problem.replay(&parts[i], 0, None).is_some();
                if trace || !all_numbers(v) || OPTION_NUMBERS.contains(&(kind, part)) {
                    continue;
                }
                seen.insert((kind, part));
                if !ex.kind.generated_choices().contains(&part) {
                    missing.push(format!("{kind} {part} ({})", ex.id));
                }
                if ex.kind.interval_choices().contains(&part) {
                    assert!(numeric(v).is_some(), "{kind} {part} is not one number in {}", ex.id);
                }
            }
        }
    }
    assert!(missing.is_empty(), "not declared `.generated()`: {missing:?}");
    for kind in crate::kinds::KINDS {
        for p in kind.generated_choices() {
            assert!(
                seen.contains(&(kind.name, p)),
                "{} {p} is declared but no shipped exercise has a mistake that changes it",
                kind.name
            );
        }
    }
}

pub(super) fn fmt(digits: u32) -> Fmt {
    Fmt {
        style: crate::num::NumStyle::Decimal,
        digits,
        lang: crate::i18n::Lang::En,
    }
}

fn n(s: &str) -> Number {
    Number::parse(s).unwrap().value
}

fn num(s: &str) -> Value {
    Value::Number(n(s))
}

#[test]
fn steps_and_bounds() {
    // a fifth of the leading unit; whole numbers by a tenth of it, at least 1
    assert_eq!(step(&n("0.25"), 4), n("0.02"));
    assert_eq!(step(&n("6147"), 4), n("100"));
    assert_eq!(step(&n("3"), 4), n("1"));
    assert_eq!(step(&n("0.0495"), 4), n("0.002"));
    assert_eq!(step(&n("0.0495"), 2), n("0.02")); // never below two shown units
    assert_eq!(magnitude(&n("0.0099")), -3);
    assert_eq!(magnitude(&n("10")), 1);
    // the shortest decimal strictly between, nearest the middle
    assert_eq!(bound_between(&n("0.25"), &n("0.35"), 4), n("0.3"));
    assert_eq!(bound_between(&n("6146"), &n("6147"), 4), n("6146.5"));
    assert_eq!(bound_between(&n("0.2"), &n("0.25"), 4), n("0.23"));
    assert_eq!(bound_between(&n("1"), &n("9"), 0), n("5"));
    assert_eq!(bound_between(&n("0.45"), &n("0.9"), 4), n("0.7"));
    assert_eq!(bound_between(&n("6146"), &n("6147"), 0), n("6146.5"));
    assert_eq!(bound_between(&n("-0.9"), &n("-0.45"), 4), n("-0.7"));
}

#[test]
fn near_misses_fill_in_at_a_distance() {
    let auto = Auto {
        n: 5,
        style: AutoStyle::Values,
    };
    // one mistake at 0.27: the near misses are 0.25 ± 0.02k, at least 0.02 from every option
    let g = generate(
        auto,
        &num("0.25"),
        &[(num("0.27"), hint("slip"))],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    let values: Vec<String> = g.options.iter().map(|o| o.text.clone()).collect();
    assert_eq!(values, ["0.21", "0.23", "0.25", "0.27", "0.29"]);
    assert_eq!(g.answer, 2);
    assert_eq!(g.near_misses(), 3);
    assert_eq!(g.options[3].feedback, "slip");
    // the option keeps its mistake's id and name; a near miss comes from no mistake
    assert_eq!(
        g.options[3].mistake.as_ref().map(|m| (m.id, m.name.as_str())),
        Some(("slip", "slip's name"))
    );
    assert_eq!(g.options[0].mistake, None);
    assert!(
        g.note("0.25", crate::i18n::Lang::En)
            .contains("3 wrong options are near misses")
    );
    // equal at the shown digits is the same option; never the answer
    let g = generate(
        Auto {
            n: 3,
            style: AutoStyle::Values,
        },
        &num("1/3"),
        &[(num("0.33333"), hint("same shown")), (num("0.5"), hint("half"))],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    let values: Vec<String> = g.options.iter().map(|o| o.text.clone()).collect();
    // 1/3 is shown at the digits; its near miss is 1/3 + 0.02
    assert_eq!(values, ["0.3333", "0.3533", "0.5"]);
    // a non-negative answer has no negative near miss
    let g = generate(auto, &num("0"), &[], &fmt(4), None::<&mut fn(u64) -> u64>);
    let values: Vec<String> = g.options.iter().map(|o| o.text.clone()).collect();
    assert_eq!(values, ["0", "1", "2", "3", "4"]);
}

#[test]
fn near_misses_of_a_distribution_still_sum_to_one() {
    let auto = |n| Auto {
        n,
        style: AutoStyle::Values,
    };
    let map = |entries: &[(&str, Value)]| Value::Map(entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect());
    let sums = |g: &Generated| -> Vec<Number> {
        g.options
            .iter()
            .map(|o| numeric_leaves(&o.value).iter().fold(Number::zero(), |s, x| s + x))
            .collect()
    };
    let texts = |g: &Generated| -> Vec<String> { g.options.iter().map(|o| o.text.clone()).collect() };
    let none = None::<&mut fn(u64) -> u64>;
    // posteriors ½, ½: a step (0.02) moves from one class to the other, both ways
    let g = generate(
        auto(3),
        &map(&[("a", num("1/2")), ("b", num("1/2"))]),
        &[],
        &fmt(4),
        none,
    );
    assert_eq!(texts(&g), ["a: 0.5; b: 0.5", "a: 0.52; b: 0.48", "a: 0.48; b: 0.52"]);
    assert_eq!(sums(&g), vec![n("1"); 3]);
    // three classes: every option is a distribution, none repeats
    let g = generate(
        auto(5),
        &Value::List(vec![num("0.2"), num("0.3"), num("0.5")]),
        &[],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    assert_eq!(g.options.len(), 5);
    assert_eq!(sums(&g), vec![n("1"); 5]);
    assert!(g.options.iter().all(|o| {
        numeric_leaves(&o.value)
            .iter()
            .all(|x| !x.is_negative() && x <= &n("1"))
    }));
    // posteriors at two points: each point's entries still sum to 1
    let g = generate(
        auto(4),
        &Value::List(vec![
            map(&[("a", num("0.3")), ("b", num("0.7"))]),
            map(&[("a", num("0.9")), ("b", num("0.1"))]),
        ]),
        &[],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    for o in &g.options {
        let Value::List(points) = &o.value else { panic!() };
        for p in points {
            let sum = numeric_leaves(p).iter().fold(Number::zero(), |s, x| s + x);
            assert_eq!(sum, n("1"), "{}", o.text);
        }
    }
    assert_eq!(g.options.len(), 4);
    assert_eq!(number_groups(&g.options[0].value), vec![0..2, 2..4]);
    assert_eq!(g.options[0].text, "a: 0.3; b: 0.7 | a: 0.9; b: 0.1");
    // rounded posteriors (the midpoints of balls) count as a distribution too
    let third = Value::Rounded(crate::num::real::Real::from_number(&n("1/3")));
    let g = generate(
        auto(3),
        &Value::List(vec![third.clone(), third.clone(), third]),
        &[],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    assert_eq!(
        texts(&g),
        [
            "(0.3333, 0.3333, 0.3333)",
            "(0.3533, 0.3133, 0.3333)",
            "(0.3133, 0.3533, 0.3333)"
        ]
    );
    // an answer of 1 and 0 has one such move (to 0 and 1); single entries fill the rest
    let g = generate(
        auto(3),
        &Value::List(vec![num("1"), num("0")]),
        &[],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    assert_eq!(texts(&g), ["(1, 0)", "(0, 1)", "(1, 1)"]);
    // not a distribution (0.5 + 0.7): one entry at a time, as before (the answer first:
    // a value with several numbers is not sorted)
    let g = generate(
        auto(3),
        &Value::List(vec![num("0.5"), num("0.7")]),
        &[],
        &fmt(4),
        None::<&mut fn(u64) -> u64>,
    );
    assert_eq!(texts(&g), ["(0.5, 0.7)", "(0.52, 0.7)", "(0.48, 0.7)"]);
}

#[test]
fn a_key_template_gives_the_key_of_the_value_and_of_its_near_misses() {
    let map = |entries: &[(&str, Value)]| Value::Map(entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect());
    let ball = Value::Rounded(crate::num::real::exp(&crate::num::real::Real::from_i64(50)).unwrap());
    let values = [
        num("1/3"),
        ball.clone(),
        Value::List(vec![num("0.25"), ball.clone(), num("-2")]),
        map(&[
            ("a", num("0.5")),
            ("b", Value::List(vec![num("1"), Value::Label("x".into()), ball])),
        ]),
        Value::List(vec![
            map(&[("a", num("0.3")), ("b", num("0.7"))]),
            map(&[("a", num("0.9")), ("b", num("0.1"))]),
        ]),
        Value::Label("none".into()),
    ];
    // by hand: numbers at 4 decimals (e^50 = 5184705528587072464087.45332293… by Python's
    // decimal), other values as shown, between `[`, `,`, `]`, `{`, `k:`, `}`
    let e50 = "5184705528587072464087.4533";
    let expected = [
        "0.3333".to_string(),
        e50.to_string(),
        format!("[0.2500,{e50},-2.0000]"),
        format!("{{a:0.5000,b:[1.0000,x,{e50}]}}"),
        "[{a:0.3000,b:0.7000},{a:0.9000,b:0.1000}]".to_string(),
        "none".to_string(),
    ];
    for (v, expected) in values.iter().zip(expected) {
        let f = fmt(4);
        let t = KeyTemplate::new(v, &f);
        assert_eq!(key(v, &f), expected, "{v:?}");
        let leaves = numeric_leaves(v);
        assert_eq!(t.leaves.len(), leaves.len());
        let kinds = leaf_values(v);
        // every leaf moved, and the first and last moved together
        for i in 0..leaves.len() {
            let x = &leaves[i] + &n("1/7");
            let moved = with_leaf(v, i, &x);
            assert_eq!(
                t.with(&[(i, leaf_key(&leaf_like(kinds[i], &x), &f))]),
                key(&moved, &f),
                "{v:?} {i}"
            );
        }
        if leaves.len() >= 2 {
            let last = leaves.len() - 1;
            let (a, b) = (&leaves[0] + &n("1"), &leaves[last] - &n("1"));
            let moved = with_leaf(&with_leaf(v, 0, &a), last, &b);
            let changed = [
                (0, leaf_key(&leaf_like(kinds[0], &a), &f)),
                (last, leaf_key(&leaf_like(kinds[last], &b), &f)),
            ];
            assert_eq!(t.with(&changed), key(&moved, &f), "{v:?}");
        }
    }
}

#[test]
fn intervals_hold_one_candidate_each() {
    let auto = Auto {
        n: 4,
        style: AutoStyle::Intervals,
    };
    let mistakes = [
        (num("0.4"), hint("a")),
        (num("0.15"), hint("b")),
        (num("0.3"), hint("c")),
    ];
    let g = generate(auto, &num("0.25"), &mistakes, &fmt(4), None::<&mut fn(u64) -> u64>);
    assert_eq!(g.bounds, vec![n("0.2"), n("0.28"), n("0.35")]);
    let texts: Vec<&str> = g.options.iter().map(|o| o.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "below 0.2",
            "from 0.2 to below 0.28",
            "from 0.28 to below 0.35",
            "0.35 or more"
        ]
    );
    assert_eq!(g.answer, 1);
    for (k, o) in g.options.iter().enumerate() {
        assert_eq!(g.pick(&o.value, &fmt(4)), Some(k));
    }
}

#[test]
fn the_right_option_moves_between_variants() {
    let auto = Auto {
        n: 4,
        style: AutoStyle::Values,
    };
    let mut at = [0u32; 4];
    // a xorshift stream (the variants' ChaCha stream is tested in src/variant/rng.rs)
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut below = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    for _ in 1..=400 {
        let g = generate(
            auto,
            &num("0.25"),
            &[(num("0.5"), hint("m"))],
            &fmt(4),
            Some(&mut below),
        );
        at[g.answer] += 1;
    }
    // uniform: 100 expected at each; 60 is 4 standard deviations (√75 ≈ 8.7) below
    assert!(at.iter().all(|&c| c > 60), "{at:?}");
}
