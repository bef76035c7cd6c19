//! Seeded variants (`vary:`, `constraints:`): determinism of the command line, constraints
//! honoured over many seeds, `mlex stress`, and `validate` on specs with `vary:`.

use std::collections::BTreeSet;

use mlex::internals::variant::Val;
use mlex::{Exercise, Number, Value};

use super::{mlex, root};

const TRACE: &str = "exercises/variants/perceptron-trace.yaml";
const BAYES: &str = "exercises/variants/bayes-error-table.yaml";
const HOLDOUT: &str = "exercises/variants/holdout-interval.yaml";

fn n(text: &str) -> Number {
    text.parse().expect("a number")
}

fn param<'a>(ex: &'a Exercise, name: &str) -> &'a Val {
    let d = ex.drawn().expect("a drawn variant");
    &d.parameters.iter().find(|(p, _)| p == name).expect("the parameter").1
}

fn num(v: &Val) -> Number {
    v.as_num().expect("a number")
}

fn list(v: &Val) -> &[Val] {
    match v {
        Val::List(items) => items,
        other => panic!("a list expected, found {other:?}"),
    }
}

#[test]
fn the_same_seed_gives_byte_identical_output_and_another_seed_another_variant() {
    for format in ["md", "html"] {
        let args = [
            "render",
            TRACE,
            "--solutions",
            "--format",
            format,
            "--seed",
            "7",
            "--variant",
            "2",
        ];
        let a = mlex(&args);
        let b = mlex(&args);
        assert_eq!(a.code, 0, "{}", a.stderr);
        assert_eq!(a.stdout, b.stdout, "two runs of the same seed differ ({format})");
        assert!(
            a.stdout.contains("Variant 2 of seed 7"),
            "the worksheet records the variant"
        );
        let other = mlex(&[
            "render",
            TRACE,
            "--solutions",
            "--format",
            format,
            "--seed",
            "8",
            "--variant",
            "2",
        ]);
        assert_ne!(a.stdout, other.stdout, "seed 8 draws another variant ({format})");
    }
    let solved = mlex(&["solve", TRACE, "--seed", "7", "--variant", "2"]);
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    let comment = solved.stdout.lines().nth(1).expect("a second line");
    assert!(comment.starts_with("# variant 2 of seed 7: xs = (("), "{comment}");
    assert_eq!(
        solved.stdout,
        mlex(&["solve", TRACE, "--seed", "7", "--variant", "2"]).stdout
    );
    let json = mlex(&["solve", TRACE, "--seed", "7", "--variant", "2", "--json"]);
    let j: serde_json::Value = serde_json::from_str(&json.stdout).expect("JSON");
    assert_eq!(j[0]["variant"]["seed"], 7);
    assert_eq!(j[0]["variant"]["number"], 2);
    assert!(j[0]["variant"]["parameters"]["b"].is_string());
    // The command line draws what the library draws.
    let ex = Exercise::load(root().join(TRACE)).expect("loads");
    let v = ex.variant(7, 2).expect("draws");
    assert!(
        comment.ends_with(&v.drawn().expect("drawn").parameters_text()),
        "{comment}"
    );
    // Without --seed: variant 1 of seed 0. --variant needs --seed.
    let plain = mlex(&["solve", TRACE]);
    assert!(plain.stdout.contains("# variant 1 of seed 0: "), "{}", plain.stdout);
    assert_eq!(mlex(&["solve", TRACE, "--variant", "2"]).code, 2);
    assert_eq!(mlex(&["solve", TRACE, "--seed", "1", "--variant", "0"]).code, 2);
}

/// The weights after each sample of a one-pass trace, and how many of them changed.
fn updates(initial: &Value, trace: &Value) -> usize {
    let Value::List(states) = trace else {
        panic!("a trace is a list: {trace:?}");
    };
    let mut before = initial;
    let mut changed = 0;
    for s in states {
        if s != before {
            changed += 1;
        }
        before = s;
    }
    changed
}

#[test]
fn the_perceptron_variants_meet_their_constraints_for_many_seeds() {
    let ex = Exercise::load(root().join(TRACE)).expect("loads");
    let initial = Value::Map(
        [("1", [-1, 4, -10]), ("2", [0, -6, -2]), ("3", [-3, -8, 2])]
            .iter()
            .map(|(c, w)| {
                (
                    c.to_string(),
                    Value::List(w.iter().map(|&x| Value::Number(Number::from(x))).collect()),
                )
            })
            .collect(),
    );
    let mut seen_updates = BTreeSet::new();
    for seed in 0..25 {
        for k in 1..=3 {
            let v = ex.variant(seed, k).expect("a valid draw");
            let sol = v.solve();
            // 2 to 4 updates: counted from the trace (each changed state is one update).
            let u = updates(&initial, sol.answer("trace").expect("trace"));
            assert!((2..=4).contains(&u), "seed {seed} variant {k}: {u} updates");
            seen_updates.insert(u);
            // Four distinct points of {0, …, 6}², every class used.
            let xs = list(param(&v, "xs"));
            assert_eq!(xs.len(), 4);
            for (i, a) in xs.iter().enumerate() {
                for x in list(a) {
                    assert!(num(x) >= Number::from(0) && num(x) <= Number::from(6));
                }
                assert!(
                    xs[..i].iter().all(|b| b != a),
                    "seed {seed} variant {k}: a repeated point"
                );
            }
            let ys: BTreeSet<String> = list(param(&v, "ys")).iter().map(Val::text).collect();
            assert_eq!(ys.len(), 3, "seed {seed} variant {k}: every class");
            // No tie at (5, 5): g_c = w0 + 5 w1 + 5 w2 from the final weights has one maximum,
            // and it is the answer.
            let Some(Value::Map(w)) = sol.answer("final_weights") else {
                panic!("final weights")
            };
            let g: Vec<(String, Number)> = w
                .iter()
                .map(|(c, v)| {
                    let Value::List(e) = v else { panic!("a vector") };
                    let e: Vec<Number> = e
                        .iter()
                        .map(|x| match x {
                            Value::Number(x) => x.clone(),
                            other => panic!("{other:?}"),
                        })
                        .collect();
                    (
                        c.clone(),
                        e[0].clone() + Number::from(5) * &e[1] + Number::from(5) * &e[2],
                    )
                })
                .collect();
            let best = g.iter().map(|(_, x)| x.clone()).max().expect("classes");
            let winners: Vec<&String> = g.iter().filter(|(_, x)| *x == best).map(|(c, _)| c).collect();
            assert_eq!(winners.len(), 1, "seed {seed} variant {k}: a tie at (5, 5)");
            assert_eq!(sol.answer_text("classify").as_deref(), Some(winners[0].as_str()));
        }
    }
    assert!(seen_updates.len() >= 2, "the draws vary: {seen_updates:?}");
}

#[test]
fn the_bayes_variants_meet_their_constraints_for_many_seeds() {
    let ex = Exercise::load(root().join(BAYES)).expect("loads");
    let mut options = BTreeSet::new();
    for seed in 0..25 {
        for k in 1..=3 {
            let v = ex.variant(seed, k).expect("a valid draw");
            let (pa, pb, pc) = (num(param(&v, "pa")), num(param(&v, "pb")), num(param(&v, "pc")));
            assert_eq!(pa.clone() + &pb + &pc, Number::from(1));
            assert!(pc >= n("0.1"), "seed {seed} variant {k}: p(c) = {pc}");
            let q: Vec<Number> = list(param(&v, "q")).iter().map(num).collect();
            assert!(!(q[0] == q[1] && q[1] == q[2]));
            // ε* = Σ p(x) min(P(1|x), P(2|x)) (seed 003, U2.3), computed here from the drawn
            // probabilities; no posterior is 1/2 (that would tie the Bayes decision).
            let mut err = Number::from(0);
            for (p, q) in [pa, pb, pc].iter().zip(&q) {
                assert_ne!(*q, n("0.5"), "seed {seed} variant {k}: a tie");
                let other = Number::from(1) - q;
                err = err + p.clone() * q.clone().min(other);
            }
            assert!(err < n("0.3"), "seed {seed} variant {k}: ε* = {err}");
            assert!(err != n("0.1") && err != n("0.2"), "on a bound: {err}");
            let option = if err < n("0.1") {
                1
            } else if err < n("0.2") {
                2
            } else {
                3
            };
            let sol = v.solve();
            assert_eq!(sol.answer("bayes_error"), Some(&Value::Number(Number::from(option))));
            options.insert(option);
        }
    }
    assert!(options.len() >= 2, "the right option varies: {options:?}");
}

#[test]
fn the_holdout_variants_meet_their_constraints_for_many_seeds() {
    let ex = Exercise::load(root().join(HOLDOUT)).expect("loads");
    for seed in 0..25 {
        for k in 1..=3 {
            let v = ex.variant(seed, k).expect("a valid draw");
            let (m, e) = (num(param(&v, "m")), num(param(&v, "errors")));
            assert!([500, 1000, 2000, 2500].map(Number::from).contains(&m));
            assert!(e >= Number::from(10) && e.clone() * Number::from(10) <= m, "{e} of {m}");
            let sol = v.solve();
            // ε̂ = errors / M exactly.
            assert_eq!(
                sol.answer("error_rate"),
                Some(&Value::Number(e.checked_div(&m).expect("M > 0")))
            );
            let Some(Value::List(interval)) = sol.answer("interval") else {
                panic!("an interval")
            };
            let lower = mlex::internals::variant::value_to_val(&interval[0]);
            assert!(num(&lower) > Number::from(0), "seed {seed} variant {k}: clipped");
            // The statement shows the drawn values.
            let statement = v.statement().expect("statement");
            assert!(statement.contains(&format!(
                "makes {} errors",
                e.display(mlex::internals::num::NumStyle::Decimal)
            )));
        }
    }
}

#[test]
fn stress_reports_rates_ranges_and_exits_0_when_every_variant_draws() {
    let o = mlex(&["stress", HOLDOUT, "--n", "40", "--seed", "3"]);
    assert_eq!(o.code, 0, "{}{}", o.stdout, o.stderr);
    assert!(
        o.stdout
            .starts_with("# variant-holdout-interval: 40 variants of seed 3\n"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("\ntime: "), "{}", o.stdout);
    assert!(o.stdout.contains("\ndraws: "), "{}", o.stdout);
    assert!(o.stdout.contains("\n  error_rate: "), "{}", o.stdout);
    assert!(o.stdout.contains("failed variants: none"), "{}", o.stdout);
    // the radius is irrational: its range and bins are shown to 6 significant digits, not as
    // the hundreds of digits of the exact midpoint of its error ball
    assert!(o.stdout.contains("\n  radius: 0.0"), "{}", o.stdout);
    let longest = o.stdout.lines().map(str::len).max().unwrap_or(0);
    assert!(longest < 100, "a line of {longest} bytes:\n{}", o.stdout);
    let b = mlex(&["stress", BAYES, "--n", "30", "--seed", "3"]);
    assert_eq!(b.code, 0, "{}", b.stderr);
    assert!(b.stdout.contains("right option of `bayes_error`: "), "{}", b.stdout);
    assert!(
        b.stdout.contains("  no_tie "),
        "the tie guard rejects posteriors of 1/2:\n{}",
        b.stdout
    );
}

/// A spec whose every draw the loader refuses (a misspelt key) is an error of the spec, not of
/// its constraints: `stress` refuses it with the loader's located errors, as `validate` and
/// `render` do, rather than spending each variant's work budget on refused draws (a fuzz-corpus
/// replay found `stress -n 30` of such a spec taking 5.5 s of CPU, 3 min at the default 1,000).
#[test]
fn stress_refuses_a_spec_whose_every_draw_the_loader_refuses() {
    let spec = "tests/invalid/vary-unknown-key.yaml";
    let o = mlex(&["stress", spec, "--n", "1000"]);
    assert_eq!(o.code, 2, "{}{}", o.stdout, o.stderr);
    assert_eq!(o.stdout, "", "no report");
    assert!(
        o.stderr
            .contains("error: unknown key `iteratons` for kind `perceptron`")
            && o.stderr.contains("vary-unknown-key.yaml:8:1"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("help: did you mean `iterations`?"), "{}", o.stderr);
    assert!(!o.stderr.contains("no valid draw"), "{}", o.stderr);
    // the same errors as `validate` gives
    let v = mlex(&["validate", spec]);
    assert_eq!(v.code, 2);
    assert_eq!(o.stderr, v.stderr);
}

#[test]
fn stress_on_a_degenerate_constraint_names_it_and_exits_1() {
    let o = mlex(&["stress", "tests/variants/degenerate.yaml", "--n", "2", "--seed", "1"]);
    assert_eq!(o.code, 1, "{}{}", o.stdout, o.stderr);
    assert!(
        o.stdout.contains("draws: 2000 for 2 variants; 2000 rejected (100.0%)"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout.contains("  errors >= 3     2000  100.0% of draws"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("failed variants: 2 of 2"), "{}", o.stdout);
    assert!(
        o.stderr.contains(
            "error: no valid draw of `degenerate` (seed 1, variant 1) in 1000 attempts: `errors >= 3` rejected 1000 of them (100.0%)"
        ),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("tests/variants/degenerate.yaml:6:1"), "{}", o.stderr);
}

#[test]
fn validate_draws_ten_variants_of_a_spec_with_vary() {
    let o = mlex(&["validate", "exercises/variants"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout.matches("10 variants of seed 0 drawn").count(),
        3,
        "{}",
        o.stdout
    );
}

#[test]
fn check_grades_a_variant_against_its_own_answers() {
    let dir = super::scratch("variant-check");
    // The answers of variant 2 of seed 5, as `solve` prints them, are all right for that
    // variant and not for variant 3 (another draw of the counts).
    let own = mlex(&["solve", HOLDOUT, "--seed", "5", "--variant", "2"]);
    let path = dir.join("answers.yaml");
    std::fs::write(&path, &own.stdout).expect("write");
    let p = path.display().to_string();
    let right = mlex(&["check", HOLDOUT, &p, "--seed", "5", "--variant", "2"]);
    assert_eq!(right.code, 0, "{}{}", right.stdout, right.stderr);
    let wrong = mlex(&["check", HOLDOUT, &p, "--seed", "5", "--variant", "3"]);
    assert_eq!(wrong.code, 1, "{}{}", wrong.stdout, wrong.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

/// Draws whose every solve is slow stop at the work a variant's draws may do
/// (`MAX_DRAW_WORK`), long before 1,000 attempts, with the same error naming the constraint and
/// its rate. Before the budget this spec made all 1,000 attempts (each a perceptron run to
/// convergence); the fuzzer's input `tests/fuzz/solve_render/vary-duplicate-keys-*` took 22 s
/// in the fuzzing build.
#[test]
fn draws_whose_solves_are_slow_stop_at_the_work_budget() {
    let o = mlex(&["solve", "tests/variants/slow-rejected.yaml"]);
    assert_eq!(o.code, 2, "{}{}", o.stdout, o.stderr);
    let head = "error: no valid draw of `slow-rejected` (seed 0, variant 1) in ";
    let line = o.stderr.lines().next().unwrap_or_default();
    let rest = line.strip_prefix(head).unwrap_or_else(|| panic!("{}", o.stderr));
    let (count, rest) = rest.split_once(' ').unwrap();
    let attempts: u32 = count.parse().unwrap();
    assert!(
        (1..mlex::internals::limits::MAX_ATTEMPTS).contains(&attempts),
        "{attempts} attempts:\n{}",
        o.stderr
    );
    assert_eq!(
        rest,
        format!("attempts (the work a draw may do was spent): `errors < 0` rejected {attempts} of them (100.0%)"),
        "{}",
        o.stderr
    );
    assert!(
        o.stderr.contains("tests/variants/slow-rejected.yaml:7:1"),
        "{}",
        o.stderr
    );
    assert!(
        o.stderr.contains(&format!(
            "note: the draws stopped after {attempts} attempts, before the most allowed"
        )),
        "{}",
        o.stderr
    );
    // the same count on every run: the budget counts operations, not time
    let again = mlex(&["solve", "tests/variants/slow-rejected.yaml"]);
    assert_eq!(again.stderr, o.stderr);
}

/// A parameter's `{name}` that is also a TeX argument (`\bar{x}`, `\hat{y}`, `x_{n}`,
/// `\frac{a}{b}`) is refused by every command, at the `{name}`, with both ways out; TeX's own
/// `x_{1}`, `\bar x`, `\frac{{a}}{{b}}` (the values in the groups) and `{x}` outside an argument
/// are put in as written. Issue 43: `\bar{x}` had become `\bar{(1, -1)}` in every variant.
#[test]
fn a_parameter_inside_a_tex_argument_is_refused_with_its_place() {
    let dir = super::scratch("tex-arguments");
    let spec = |statement: &str| {
        format!(
            "kind: holdout\nstatement: |\n  {statement}\nvary:\n  x: {{ int: [1, 3] }}\n  y: {{ int: [4, 6] }}\n  a: {{ int: [10, 20] }}\n  b: {{ int: [7, 9] }}\n  n: {{ int: [1, 2] }}\nerrors: $a\ntest_size: 100\nask: [error_rate]\n"
        )
    };
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        spec("Compute $\\sigma(w^\\top \\bar{x})$, $\\hat{y}$, $x_{n}$ and $\\frac{a}{b}$."),
    )
    .unwrap();
    let bad = bad.display().to_string();
    for args in [
        vec!["validate", &bad],
        vec!["solve", &bad],
        vec!["render", &bad, "--seed", "3"],
    ] {
        let o = mlex(&args);
        assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
        for (name, of, col) in [
            ("x", "\\bar", 30),
            ("y", "\\hat", 42),
            ("n", "_", 51),
            ("a", "\\frac", 66),
            ("b", "\\frac", 69),
        ] {
            let message = format!("`{{{name}}}` inside TeX is both an argument of `{of}` and the parameter `{name}`");
            let pos = o
                .stderr
                .find(&message)
                .unwrap_or_else(|| panic!("{args:?}: no {message}:\n{}", o.stderr));
            let place = o.stderr[pos..].lines().nth(1).unwrap_or_default();
            assert!(place.ends_with(&format!("bad.yaml:3:{col}")), "{message}: {place}");
            assert!(
                o.stderr.contains(&format!("double them: `{{{{{name}}}}}`")),
                "{}",
                o.stderr
            );
        }
        assert!(o.stderr.contains("drop the braces: `\\bar x`"), "{}", o.stderr);
        assert!(o.stderr.contains("drop the braces: `_n`"), "{}", o.stderr);
        assert!(o.stderr.contains("drop the braces: `b`"), "{}", o.stderr);
    }
    // written either way, it renders: the letters stay, the values go where asked
    let good = dir.join("good.yaml");
    std::fs::write(
        &good,
        spec("$\\bar x$ at $x = {x}$, $\\hat y$, $x_{1}$, $x_n$, $\\frac{{a}}{{b}}$ and $y {y}$."),
    )
    .unwrap();
    let good = good.display().to_string();
    assert_eq!(mlex(&["validate", &good]).code, 0);
    let o = mlex(&["solve", &good, "--seed", "5", "--variant", "2"]);
    let line = o
        .stdout
        .lines()
        .find(|l| l.starts_with("# variant"))
        .unwrap()
        .to_string();
    let value = |name: &str| {
        let from = line.find(&format!(" {name} = ")).unwrap() + name.len() + 4;
        line[from..].split(',').next().unwrap().trim().to_string()
    };
    let o = mlex(&["render", &good, "--seed", "5", "--variant", "2"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let expected = format!(
        "$\\bar x$ at $x = {}$, $\\hat y$, $x_{{1}}$, $x_n$, $\\frac{{{}}}{{{}}}$ and $y {}$.",
        value("x"),
        value("a"),
        value("b"),
        value("y")
    );
    assert!(o.stdout.contains(&expected), "{expected}\n{}", o.stdout);
}
