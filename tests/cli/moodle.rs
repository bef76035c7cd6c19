//! `mlex export moodle` (issue 15, docs/moodle.md): the XML is well-formed and every question
//! parses back; each question's type, answers, fractions and tolerances agree with mlex's own
//! answers, and the right answer and a mistake's answer are graded with Moodle's numerical rule,
//! re-implemented here in exact arithmetic (question/type/numerical/question.php,
//! `qtype_numerical_answer::get_tolerance_interval`, nominal tolerance: a response r is within
//! an answer a of tolerance t when |r − a| ≤ t + 10⁻¹⁴·max(1, |a|), PHP's default `precision`
//! being 14). Covers every shipped exercise and the sample exam.

use std::collections::BTreeMap;

use mlex::num::NumStyle;
use mlex::value::Style;
use mlex::{Exercise, Number, Value};

use super::{mlex, scratch};

fn num(s: &str) -> Number {
    Number::parse(s.trim())
        .unwrap_or_else(|e| panic!("not a number `{s}`: {e:?}"))
        .value
}

/// Moodle's nominal tolerance test.
fn within(response: &str, answer: &str, tolerance: &str) -> bool {
    let (r, a, t) = (num(response), num(answer), num(tolerance));
    let slack = num("1e-14")
        * if a.abs() > Number::one() {
            a.abs()
        } else {
            Number::one()
        };
    (&r - &a).abs() <= &t + &slack
}

/// What a student types for a number mlex shows: the exact decimal when it ends, else the
/// value at the exercise's digits (mlex's rule accepts both).
fn typed(v: &Value, digits: u32) -> Option<String> {
    match v {
        Value::Number(n) => Some(n.to_decimal_string().unwrap_or_else(|| n.round_to(digits))),
        Value::Rounded(_) => Some(v.to_yaml(Style {
            num: NumStyle::Decimal,
            digits,
        })),
        _ => None,
    }
}

/// The numbers, classes and words of a value, in order.
fn leaves(v: &Value, out: &mut Vec<Value>) {
    match v {
        Value::List(items) => items.iter().for_each(|i| leaves(i, out)),
        Value::Map(items) => items.iter().for_each(|(_, i)| leaves(i, out)),
        other => out.push(other.clone()),
    }
}

/// One embedded answer of a cloze text: weight, type and its alternatives
/// (fraction, answer, feedback), split as Moodle's ANSWER_REGEX does.
#[derive(Debug)]
struct Blank {
    kind: String,
    alts: Vec<(String, String, String)>,
}

fn decode(s: &str) -> String {
    s.replace("&#92;", "\\")
        .replace("&#35;", "#")
        .replace("&#126;", "~")
        .replace("&#125;", "}")
        .replace("&#123;", "{")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

fn blanks(text: &str) -> Vec<Blank> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        // {weight:TYPE:…}
        let Some((weight, tail)) = after.split_once(':') else {
            break;
        };
        if !weight.chars().all(|c| c.is_ascii_digit()) {
            rest = after;
            continue;
        }
        let Some((kind, body)) = tail.split_once(':') else {
            break;
        };
        if !kind.chars().all(|c| c.is_ascii_uppercase() || c == '_') || kind.is_empty() {
            rest = after;
            continue;
        }
        // the answer text never holds a raw `}` (written as an entity)
        let end = body.find('}').expect("an embedded answer ends with }");
        let alts = body[..end]
            .split('~')
            .map(|alt| {
                let (fraction, a) = if let Some(a) = alt.strip_prefix('=') {
                    ("100".to_string(), a)
                } else if let Some(a) = alt.strip_prefix('%') {
                    let (f, a) = a.split_once('%').unwrap();
                    (f.to_string(), a)
                } else {
                    ("0".to_string(), alt)
                };
                let (answer, feedback) = a.split_once('#').unwrap_or((a, ""));
                (fraction, decode(answer), decode(feedback))
            })
            .collect();
        out.push(Blank {
            kind: kind.to_string(),
            alts,
        });
        rest = &body[end + 1..];
    }
    out
}

/// The child element `name` of `node`.
fn child<'a, 'i>(node: roxmltree::Node<'a, 'i>, name: &str) -> Option<roxmltree::Node<'a, 'i>> {
    node.children().find(|c| c.has_tag_name(name))
}

fn text_of(node: roxmltree::Node<'_, '_>, name: &str) -> String {
    child(node, name)
        .and_then(|n| child(n, "text"))
        .and_then(|t| t.text())
        .unwrap_or_default()
        .to_string()
}

/// Checks every question of an export against the exercises it came from (by id and variant
/// number); returns how many questions of each type there were.
fn check_quiz(xml: &str, exercises: &BTreeMap<(String, u64), Exercise>) -> BTreeMap<String, usize> {
    let doc = roxmltree::Document::parse(xml).expect("well-formed XML");
    let quiz = doc.root_element();
    assert_eq!(quiz.tag_name().name(), "quiz");
    let mut types: BTreeMap<String, usize> = BTreeMap::new();
    for q in quiz.children().filter(|n| n.has_tag_name("question")) {
        let kind = q.attribute("type").unwrap().to_string();
        *types.entry(kind.clone()).or_default() += 1;
        if kind == "category" {
            assert!(text_of(q, "category").starts_with("$course$/top/mlex/"));
            continue;
        }
        let name = text_of(q, "name");
        let (kind_id, k) = name.rsplit_once(" (variant ").unwrap();
        let k: u64 = k.trim_end_matches(')').parse().unwrap();
        let ex = exercises
            .get(&(kind_id.to_string(), k))
            .unwrap_or_else(|| panic!("question {name} of no exercise"));
        let sol = ex.solve();
        let digits = ex.digits();
        assert!(!text_of(q, "generalfeedback").is_empty(), "{name}: no worked solution");
        // Moodle asks for the answers itself: no paper answer space (lines, "Circle one")
        let question = text_of(q, "questiontext");
        assert!(
            !question.contains("……") && !question.contains("Circle one") && !question.contains("Circle the option"),
            "{name}: the worksheet's answer space is in the question"
        );
        let answers: Vec<roxmltree::Node> = q.children().filter(|n| n.has_tag_name("answer")).collect();
        match kind.as_str() {
            "numerical" => {
                assert_eq!(sol.parts.len(), 1, "{name}");
                let value = &sol.parts[0].value;
                let right: Vec<_> = answers
                    .iter()
                    .filter(|a| a.attribute("fraction") == Some("100"))
                    .collect();
                assert_eq!(right.len(), 1, "{name}");
                let answer = child(*right[0], "text").unwrap().text().unwrap().to_string();
                let tol = child(*right[0], "tolerance").unwrap().text().unwrap().to_string();
                // mlex's rule: exact values exact; others at `digits`, half a unit either way
                let exact_short = matches!(value, Value::Number(n)
                    if n.to_decimal_string().is_some_and(|d| d.split_once('.').is_none_or(|(_, x)| x.len() <= digits as usize)));
                if exact_short {
                    assert_eq!(tol, "0", "{name}");
                    assert_eq!(
                        num(&answer),
                        match value {
                            Value::Number(n) => n.clone(),
                            _ => unreachable!(),
                        },
                        "{name}"
                    );
                } else if !answer.contains('e') {
                    assert_eq!(num(&tol), num("0.5") * num(&format!("1e-{digits}")), "{name}: {tol}");
                }
                // the right answer as a student types it is graded right, by the first answer
                let typed_right = typed(value, digits).unwrap();
                let first = answers.iter().find(|a| {
                    within(
                        &typed_right,
                        child(**a, "text").unwrap().text().unwrap(),
                        child(**a, "tolerance").unwrap().text().unwrap(),
                    )
                });
                assert_eq!(
                    first.and_then(|a| a.attribute("fraction")),
                    Some("100"),
                    "{name}: {typed_right}"
                );
                // each mistake's answer is graded wrong, with its feedback
                for a in answers.iter().filter(|a| a.attribute("fraction") == Some("0")) {
                    let t = child(*a, "text").unwrap().text().unwrap();
                    assert!(
                        !within(t, &answer, &tol),
                        "{name}: mistake {t} is within the right answer"
                    );
                    assert!(
                        !text_of(*a, "feedback").is_empty(),
                        "{name}: mistake {t} without feedback"
                    );
                }
            }
            "multichoice" => {
                assert_eq!(sol.parts.len(), 1, "{name}");
                let right: Vec<usize> = answers
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.attribute("fraction") == Some("100"))
                    .map(|(i, _)| i)
                    .collect();
                assert_eq!(right.len(), 1, "{name}: one right option");
                assert!(
                    answers
                        .iter()
                        .all(|a| matches!(a.attribute("fraction"), Some("0" | "100")))
                );
                if let Value::Number(n) = &sol.parts[0].value {
                    assert_eq!(Number::from(right[0] + 1), *n, "{name}: the right option");
                }
                assert_eq!(child(q, "single").and_then(|n| n.text()), Some("true"));
                assert_eq!(child(q, "answernumbering").and_then(|n| n.text()), Some("ABCD"));
            }
            "cloze" => {
                let text = text_of(q, "questiontext");
                let found = blanks(&text);
                let mut expected = Vec::new();
                let mut option_parts = 0;
                for p in &sol.parts {
                    if p.part.choices.is_some() {
                        option_parts += 1;
                        expected.push(p.value.clone());
                    } else {
                        leaves(&p.value, &mut expected);
                    }
                }
                assert_eq!(found.len(), expected.len(), "{name}: one blank per number or word");
                let mut numeric = 0;
                for (b, v) in found.iter().zip(&expected) {
                    assert!(
                        b.alts.iter().any(|(f, _, _)| f == "100"),
                        "{name}: a blank without a right answer"
                    );
                    match b.kind.as_str() {
                        "NUMERICAL" => {
                            numeric += 1;
                            let (_, right, _) = &b.alts[0];
                            let (a, t) = right.split_once(':').unwrap();
                            let typed_right = typed(v, digits).unwrap_or_else(|| panic!("{name}: {v:?}"));
                            assert!(within(&typed_right, a, t), "{name}: {typed_right} not within {a}±{t}");
                            for (_, wrong, _) in &b.alts[1..] {
                                let (w, _) = wrong.split_once(':').unwrap();
                                assert!(!within(w, a, t), "{name}: mistake {w} is within {a}±{t}");
                            }
                        }
                        "SHORTANSWER" => {
                            let ok: Vec<&str> = b.alts.iter().map(|(_, a, _)| a.as_str()).collect();
                            match v {
                                Value::Class { label, .. } | Value::Label(label) => {
                                    assert!(ok.contains(&label.as_str()), "{name}: {ok:?} {label}");
                                }
                                Value::Equation(_) => {}
                                other => panic!("{name}: a short answer for {other:?}"),
                            }
                        }
                        "MULTICHOICE" | "MULTICHOICE_V" => {
                            assert_eq!(b.alts.iter().filter(|(f, _, _)| f == "100").count(), 1, "{name}");
                        }
                        other => panic!("{name}: {other}"),
                    }
                }
                let _ = (numeric, option_parts);
            }
            other => panic!("{name}: unexpected type {other}"),
        }
    }
    types
}

fn index(exercises: impl IntoIterator<Item = Exercise>, variants: u64, seed: u64) -> BTreeMap<(String, u64), Exercise> {
    let mut out = BTreeMap::new();
    for ex in exercises {
        for k in 1..=variants {
            let v = ex.variant(seed, k).unwrap();
            out.insert((format!("{}: {}", ex.kind().name, ex.id()), k), v);
        }
    }
    out
}

#[test]
fn every_shipped_exercise_exports_and_parses_back() {
    let dir = scratch("moodle-all");
    let file = dir.join("all.xml");
    let o = mlex(&[
        "export",
        "moodle",
        "exercises",
        "--variants",
        "2",
        "--seed",
        "7",
        "-o",
        &file.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let xml = std::fs::read_to_string(&file).unwrap();
    // exam files are exported on their own (below)
    let shipped: Vec<Exercise> = super::files("exercises", "yaml")
        .iter()
        .filter(|f| {
            !std::fs::read_to_string(f)
                .unwrap()
                .lines()
                .any(|l| l.starts_with("exam:"))
        })
        .flat_map(|f| mlex::load_all(f).unwrap())
        .collect();
    let n = shipped.len();
    // an exercise with `vary:` or generated choices (shuffled per variant) differs per variant
    let varying = shipped
        .iter()
        .filter(|e| {
            e.varies()
                || e.parts()
                    .iter()
                    .any(|p| matches!(p.choices, Some(mlex::exercise::Choices::Auto(_))))
        })
        .count();
    let types = check_quiz(&xml, &index(shipped, 2, 7));
    assert_eq!(types["category"], n, "a category per exercise");
    let questions: usize = types.iter().filter(|(t, _)| *t != "category").map(|(_, c)| c).sum();
    // two variants of an exercise that varies, one question for an exercise always the same
    assert_eq!(questions, n + varying, "{types:?}");
    for t in ["numerical", "multichoice", "cloze"] {
        assert!(types.get(t).is_some_and(|c| *c > 0), "no {t} question: {types:?}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_sample_exam_exports_a_category_per_exercise() {
    let exam_path = if std::path::Path::new("exercises/exams/sample-exam.yaml").exists() {
        "exercises/exams/sample-exam.yaml"
    } else {
        "examples/exam.yaml"
    };
    let dir = scratch("moodle-exam");
    let file = dir.join("exam.xml");
    let o = mlex(&[
        "export",
        "moodle",
        exam_path,
        "--variants",
        "3",
        "--seed",
        "2026",
        "-o",
        &file.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let xml = std::fs::read_to_string(&file).unwrap();
    let exam = mlex::exam::Exam::load(exam_path).unwrap();
    let mut by = BTreeMap::new();
    for k in 1..=3 {
        for (ex, _) in exam.variant(2026, k).unwrap().exercises {
            by.insert((format!("{}: {}", ex.kind().name, ex.id()), k), ex);
        }
    }
    let types = check_quiz(&xml, &by);
    assert_eq!(types["category"], exam.entries.len());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_numerical_question_grades_a_mistake_with_its_feedback() {
    // ε̂ = 30/200 = 0.15; r = 1.96·√(0.15·0.85/200) = 0.049487… (mpmath), given as 0.0495 ± 0.00005;
    // with z = 1.645 (a 90% interval): 0.041534… → 0.0415.
    let dir = scratch("moodle-holdout");
    let spec = dir.join("h.yaml");
    std::fs::write(
        &spec,
        "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask: [radius]\n",
    )
    .unwrap();
    let file = dir.join("h.xml");
    let o = mlex(&[
        "export",
        "moodle",
        &spec.display().to_string(),
        "-o",
        &file.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let xml = std::fs::read_to_string(&file).unwrap();
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let q = doc
        .descendants()
        .find(|n| n.has_tag_name("question") && n.attribute("type") == Some("numerical"))
        .unwrap();
    let answers: Vec<(String, String, String, String)> = q
        .children()
        .filter(|n| n.has_tag_name("answer"))
        .map(|a| {
            (
                a.attribute("fraction").unwrap().to_string(),
                child(a, "text").unwrap().text().unwrap().to_string(),
                child(a, "tolerance").unwrap().text().unwrap().to_string(),
                text_of(a, "feedback"),
            )
        })
        .collect();
    assert_eq!(answers[0].0, "100");
    assert_eq!((answers[0].1.as_str(), answers[0].2.as_str()), ("0.0495", "0.00005"));
    // Moodle takes the first answer the response is within
    let grade = |r: &str| answers.iter().find(|(_, a, t, _)| within(r, a, t)).cloned();
    assert_eq!(grade("0.04949").map(|a| a.0), Some("100".into()));
    assert_eq!(grade("0.0495").map(|a| a.0), Some("100".into()));
    let wrong = grade("0.0415").unwrap();
    assert_eq!(wrong.0, "0");
    assert_eq!(
        wrong.3,
        "z = 1.645 is the quantile of a 90% interval; this exercise asks for 95% (z = 1.96)"
    );
    assert_eq!(grade("0.0496").map(|a| a.0), None);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn tex_for_mathjax_on_request() {
    let dir = scratch("moodle-tex");
    let file = dir.join("t.xml");
    let spec = "exercises/bayes-error/upv-u23-discrete.yaml";
    let o = mlex(&[
        "export",
        "moodle",
        spec,
        "--math",
        "tex",
        "-o",
        &file.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let xml = std::fs::read_to_string(&file).unwrap();
    roxmltree::Document::parse(&xml).unwrap();
    assert!(xml.contains("\\("), "no TeX for MathJax");
    assert!(!xml.contains("<math"), "MathML with --math tex");
    let o = mlex(&["export", "moodle", spec, "-o", &file.display().to_string()]);
    assert_eq!(o.code, 0);
    let xml = std::fs::read_to_string(&file).unwrap();
    assert!(xml.contains("<math"), "no MathML by default");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_invalid_input_writes_no_file() {
    let dir = scratch("moodle-invalid");
    let out = dir.join("q.xml");
    let o = dir.display().to_string();
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        "kind: holdout\nerrors: 30\ntest_size: 200\nask:\n  - error_rate: { choices: { auto: 4 } }\n",
    )
    .unwrap();
    let r = mlex(&[
        "export",
        "moodle",
        &bad.display().to_string(),
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("cannot have generated choices"), "{}", r.stderr);
    assert!(!out.exists());
    let r = mlex(&[
        "export",
        "moodle",
        "exercises/holdout/exact-bound.yaml",
        "--variants",
        "0",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(!out.exists());
    let r = mlex(&[
        "export",
        "moodle",
        &format!("{o}/missing.yaml"),
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(dir);
}
