//! `mlex export moodle` (issue 15, docs/moodle.md): the XML is well-formed and every question
//! parses back; each question's type, answers, fractions and tolerances agree with mlex's own
//! answers, and the right answer and a mistake's answer are graded with Moodle's numerical rule,
//! re-implemented here in exact arithmetic (question/type/numerical/question.php,
//! `qtype_numerical_answer::get_tolerance_interval`, nominal tolerance: a response r is within
//! an answer a of tolerance t when |r − a| ≤ t + 10⁻¹⁴·max(1, |a|), PHP's default `precision`
//! being 14). Covers every shipped exercise and the sample exam.

use std::collections::BTreeMap;

use mlex::internals::num::NumStyle;
use mlex::internals::value::Style;
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

/// One embedded answer of a cloze text: weight, type and its alternatives
/// (fraction, answer, feedback), split as Moodle's ANSWER_REGEX does.
#[derive(Debug)]
struct Blank {
    weight: String,
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

/// `s` split at each `c` that Moodle's ANSWER_ALTERNATIVE_ANSWER_REGEX stops at: not after `\`,
/// `&` or `&amp;` (its lookbehind `(?<!\\|&|&amp;)`), so that `&#35;` and `&#126;` are not
/// split.
fn split_unescaped(s: &str, c: char) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, ch) in s.char_indices() {
        let before = &s[..i];
        if ch == c && !(before.ends_with('\\') || before.ends_with('&') || before.ends_with("&amp;")) {
            out.push(&s[start..i]);
            start = i + 1;
        }
    }
    out.push(&s[start..]);
    out
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
        let alts = split_unescaped(&body[..end], '~')
            .into_iter()
            .map(|alt| {
                let (fraction, a) = if let Some(a) = alt.strip_prefix('=') {
                    ("100".to_string(), a)
                } else if let Some(a) = alt.strip_prefix('%') {
                    let (f, a) = a.split_once('%').unwrap();
                    (f.to_string(), a)
                } else {
                    ("0".to_string(), alt)
                };
                let (answer, feedback) = match split_unescaped(a, '#').as_slice() {
                    [answer, rest @ ..] if !rest.is_empty() => (*answer, &a[answer.len() + 1..]),
                    _ => (a, ""),
                };
                (fraction, decode(answer), decode(feedback))
            })
            .collect();
        out.push(Blank {
            weight: if weight.is_empty() {
                "1".into()
            } else {
                weight.to_string()
            },
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

pub(super) fn text_of(node: roxmltree::Node<'_, '_>, name: &str) -> String {
    child(node, name)
        .and_then(|n| child(n, "text"))
        .and_then(|t| t.text())
        .unwrap_or_default()
        .to_string()
}

/// Moodle's grade of one embedded answer (or of a numerical question's answers) for a typed
/// response: the fraction of the first alternative the response matches, 0 when none does.
/// NUMERICAL: Moodle's nominal tolerance ([`within`]; a response that is not a number matches
/// nothing). SHORTANSWER: qtype_shortanswer's `compare_string_with_wildcard`, case-insensitive
/// (the cloze default), the response trimmed, `*` a wildcard unless written `\*`. MULTICHOICE:
/// the option whose text is the response.
fn moodle_grade(b: &Blank, response: &str) -> Number {
    let hit = |answer: &str| match b.kind.as_str() {
        "NUMERICAL" => {
            let (a, t) = answer.split_once(':').unwrap_or((answer, "0"));
            moodle_number(response).is_some_and(|r| within(&r, a, t))
        }
        "SHORTANSWER" => wildcard(answer, response.trim()),
        _ => answer == response,
    };
    b.alts
        .iter()
        .find(|(_, a, _)| hit(a))
        .map_or_else(Number::zero, |(f, _, _)| num(f).checked_div(&num("100")).unwrap())
}

/// A response as qtype_numerical_answer_processor reads it on an English site (thousands
/// separator `,`, decimal point `.`): `[+-]?[,\d]*` with its commas dropped, then `.\d*`, then an
/// exponent (`e3`, `E-2`, `×10^3`, `*10**3`); anything after it is a unit, which these questions
/// have none of, so it matches no answer (`1/50` is 1 with the unit `/50`: wrong). `None` when it
/// is not a number.
fn moodle_number(response: &str) -> Option<String> {
    let r = response.trim();
    let (sign, rest) = match r.strip_prefix(['+', '-']) {
        Some(x) => (&r[..1], x),
        None => ("", r),
    };
    let before: String = rest.chars().take_while(|c| c.is_ascii_digit() || *c == ',').collect();
    let rest = &rest[before.len()..];
    let (decimals, rest) = match rest.strip_prefix('.') {
        Some(x) => {
            let d: String = x.chars().take_while(char::is_ascii_digit).collect();
            let len = d.len();
            (d, &x[len..])
        }
        None => (String::new(), rest),
    };
    let before = before.replace(',', "");
    if before.is_empty() && decimals.is_empty() {
        return None;
    }
    let mut exponent = String::new();
    let mut rest = rest;
    for mark in ["e", "E", "x10^", "*10^", "×10^", "x10**", "*10**", "×10**"] {
        if let Some(x) = rest.strip_prefix(mark) {
            let s: String = x.chars().take(1).filter(|c| *c == '+' || *c == '-').collect();
            let d: String = x[s.len()..].chars().take_while(char::is_ascii_digit).collect();
            if !d.is_empty() {
                exponent = format!("e{s}{d}");
                rest = &x[s.len() + d.len()..];
            }
            break;
        }
    }
    if !rest.trim().is_empty() {
        return None;
    }
    let before = if before.is_empty() { "0".to_string() } else { before };
    let decimals = if decimals.is_empty() {
        String::new()
    } else {
        format!(".{decimals}")
    };
    Some(format!("{sign}{before}{decimals}{exponent}"))
}

/// qtype_shortanswer's match, case-insensitive: `*` (not after `\`) any text.
fn wildcard(pattern: &str, s: &str) -> bool {
    let mut bits: Vec<String> = vec![String::new()];
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'*') => {
                chars.next();
                bits.last_mut().unwrap().push('*');
            }
            '*' => {
                while chars.peek() == Some(&'*') {
                    chars.next();
                }
                bits.push(String::new());
            }
            c => bits.last_mut().unwrap().push(c),
        }
    }
    let s = s.to_lowercase();
    let bits: Vec<String> = bits.iter().map(|b| b.to_lowercase()).collect();
    if bits.len() == 1 {
        return s == bits[0];
    }
    let (first, last) = (&bits[0], &bits[bits.len() - 1]);
    if !s.starts_with(first.as_str()) || s.len() < first.len() + last.len() || !s.ends_with(last.as_str()) {
        return false;
    }
    let mut rest = &s[first.len()..s.len() - last.len()];
    for b in &bits[1..bits.len() - 1] {
        match rest.find(b.as_str()) {
            Some(i) => rest = &rest[i + b.len()..],
            None => return false,
        }
    }
    true
}

/// A cloze question's fraction as qtype_multianswer computes it: Σ weight·fraction / Σ weight.
fn cloze_fraction(found: &[Blank], responses: &[String]) -> Number {
    let total: Number = found.iter().map(|b| num(&b.weight)).sum();
    let got: Number = found
        .iter()
        .zip(responses)
        .map(|(b, r)| num(&b.weight) * moodle_grade(b, r))
        .sum();
    got.checked_div(&total).unwrap()
}

/// The solved form of an equation, worked out here: x_k = a₁x₁ + … + a_{k−1}x_{k−1} + c with k
/// the highest-index variable of non-zero coefficient; the numbers (a₁, …, c).
fn solved(coeffs: &[Number]) -> Vec<Number> {
    let k = (1..coeffs.len()).rev().find(|&i| !coeffs[i].is_zero()).unwrap();
    let ck = coeffs[k].clone();
    let mut out: Vec<Number> = (1..k).map(|i| -coeffs[i].checked_div(&ck).unwrap()).collect();
    out.push(-coeffs[0].checked_div(&ck).unwrap());
    out
}

/// What a student types in each blank for mlex's right answer `v` (the value's numbers, classes
/// and words in order; an equation's solved-form numbers; yes/no in the question's language).
fn typed_blanks(v: &Value, digits: u32, lang: mlex::Lang, out: &mut Vec<String>) {
    match v {
        Value::List(items) => items.iter().for_each(|i| typed_blanks(i, digits, lang, out)),
        Value::Map(items) => items.iter().for_each(|(_, i)| typed_blanks(i, digits, lang, out)),
        Value::Equation(e) if e.coeffs.iter().skip(1).any(|c| !c.is_zero()) => {
            for n in solved(&e.coeffs) {
                out.push(typed(&Value::Number(n), digits).unwrap());
            }
        }
        Value::Equation(e) => out.push(if e.coeffs[0].is_zero() { "everywhere" } else { "none" }.into()),
        Value::Bool(b) => out.push(lang.t(if *b { "moodle-yes" } else { "moodle-no" })),
        Value::Class { label, .. } | Value::Label(label) => out.push(label.clone()),
        n => out.push(typed(n, digits).unwrap()),
    }
}

/// Checks every question of an export against the exercises it came from (by id and variant
/// number) with Moodle's grading re-implemented: mlex's right answers, typed as a student types
/// them (a multiple-choice part by its letter), score 1; a cloze question's maximum mark (the
/// sum of its blanks' weights) is the exercise's points when whole weights allow, and its parts'
/// weights are in the proportion of their points. Returns how many questions of each type there
/// were.
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
        let lang = ex.lang();
        assert!(!text_of(q, "generalfeedback").is_empty(), "{name}: no worked solution");
        // Moodle asks for the answers itself: no paper answer space (lines, "Circle one"); the
        // rule promises only what Moodle's fields take
        let question = text_of(q, "questiontext");
        assert!(
            !question.contains("……") && !question.contains("Circle one") && !question.contains("Circle the option"),
            "{name}: the worksheet's answer space is in the question"
        );
        assert!(
            !question.contains("(13/20)") && !question.contains("0,65 con la virgola"),
            "{name}: the question promises fractions or a decimal comma"
        );
        assert!(
            !question.contains("for-screen-readers"),
            "{name}: a caption Moodle shows twice"
        );
        let answers: Vec<roxmltree::Node> = q.children().filter(|n| n.has_tag_name("answer")).collect();
        let option_number = |p: &mlex::internals::exercise::SolvedPart| {
            p.part.choices.is_some() || ex.kind().part(p.part.name).is_some_and(|d| d.option_number)
        };
        match kind.as_str() {
            "numerical" => {
                assert_eq!(sol.parts.len(), 1, "{name}");
                let value = &sol.parts[0].value;
                let as_blank = Blank {
                    weight: "1".into(),
                    kind: "NUMERICAL".into(),
                    alts: answers
                        .iter()
                        .map(|a| {
                            (
                                a.attribute("fraction").unwrap().to_string(),
                                format!(
                                    "{}:{}",
                                    child(*a, "text").unwrap().text().unwrap(),
                                    child(*a, "tolerance").unwrap().text().unwrap()
                                ),
                                text_of(*a, "feedback"),
                            )
                        })
                        .collect(),
                };
                let typed_right = typed(value, digits).unwrap();
                assert_eq!(
                    moodle_grade(&as_blank, &typed_right),
                    Number::one(),
                    "{name}: {typed_right}"
                );
                // each mistake's answer is graded wrong, with its feedback
                for (f, a, fb) in &as_blank.alts {
                    if f == "0" && !fb.is_empty() {
                        let (v, _) = a.split_once(':').unwrap();
                        assert!(moodle_grade(&as_blank, v).is_zero(), "{name}: mistake {v} graded right");
                    }
                }
            }
            "multichoice" => {
                assert_eq!(sol.parts.len(), 1, "{name}");
                assert!(
                    option_number(&sol.parts[0]),
                    "{name}: a multichoice question of no option part"
                );
                assert!(answers.len() >= 2, "{name}: Moodle needs two options");
                // the letter the key gives (A is option 1) is the right option
                if let Value::Number(n) = &sol.parts[0].value {
                    let i: usize = n.to_string().parse().unwrap();
                    assert_eq!(
                        answers[i - 1].attribute("fraction"),
                        Some("100"),
                        "{name}: the right option"
                    );
                    assert_eq!(
                        answers
                            .iter()
                            .filter(|a| a.attribute("fraction") == Some("100"))
                            .count(),
                        1,
                        "{name}"
                    );
                }
                assert_eq!(child(q, "answernumbering").and_then(|n| n.text()), Some("ABCD"));
                assert_eq!(child(q, "shuffleanswers").and_then(|n| n.text()), Some("false"));
            }
            "cloze" => {
                let found = blanks(&question);
                assert_eq!(
                    found.len(),
                    moodle_blank_count(&question),
                    "{name}: blanks as Moodle counts them"
                );
                let mut responses = Vec::new();
                let mut weights_of_parts = Vec::new();
                for p in &sol.parts {
                    let before = responses.len();
                    if option_number(p) {
                        // the option with the key's letter
                        let b = &found[responses.len()];
                        let i: usize = match &p.value {
                            Value::Number(n) => n.to_string().parse().unwrap(),
                            Value::Label(l) => {
                                b.alts
                                    .iter()
                                    .position(|(_, a, _)| a.ends_with(&format!(") {l}")))
                                    .unwrap()
                                    + 1
                            }
                            other => panic!("{name}: an option part answered {other:?}"),
                        };
                        let letter = char::from(b'A' + (i as u8 - 1));
                        let alt = b.alts.iter().find(|(_, a, _)| a.starts_with(&format!("{letter}) ")));
                        responses.push(alt.map(|a| a.1.clone()).unwrap_or_default());
                    } else {
                        typed_blanks(&p.value, digits, lang, &mut responses);
                    }
                    let w: Number = found[before..responses.len()].iter().map(|b| num(&b.weight)).sum();
                    weights_of_parts.push((w, p.part.points.clone().unwrap_or_else(Number::one)));
                }
                assert_eq!(found.len(), responses.len(), "{name}: one blank per number or word");
                assert_eq!(
                    cloze_fraction(&found, &responses),
                    Number::one(),
                    "{name}: {responses:?}"
                );
                // the parts' weights in the proportion of their points; the sum the points when
                // the points are a whole multiple of the smallest whole weights
                let total: Number = weights_of_parts.iter().map(|(w, _)| w.clone()).sum();
                let points: Number = weights_of_parts.iter().map(|(_, p)| p.clone()).sum();
                if !points.is_zero() {
                    for (w, p) in &weights_of_parts {
                        assert_eq!(w.checked_div(&total), p.checked_div(&points), "{name}: weights");
                    }
                }
                let grade = num(child(q, "defaultgrade").unwrap().text().unwrap());
                assert_eq!(grade, total, "{name}: defaultgrade is Moodle's maximum mark");
            }
            other => panic!("{name}: unexpected type {other}"),
        }
    }
    types
}

/// How many embedded answers Moodle's importer finds in a cloze text: qtype_multianswer's
/// ANSWER_REGEX (question/type/multianswer/questiontype.php), `\{([0-9]*):(TYPE):` then one or
/// more alternatives and `}`, applied again and again to the text from the start (each match
/// replaced by `{#N}`, which does not match). Written out here: a literal `{`, digits, `:`, one of
/// the type names, `:`, at least one character before a `}`.
fn moodle_blank_count(text: &str) -> usize {
    const TYPES: [&str; 28] = [
        "NUMERICAL",
        "NM",
        "MULTICHOICE",
        "MC",
        "MULTICHOICE_V",
        "MCV",
        "MULTICHOICE_H",
        "MCH",
        "SHORTANSWER",
        "SA",
        "MW",
        "SHORTANSWER_C",
        "SAC",
        "MWC",
        "MULTICHOICE_S",
        "MCS",
        "MULTICHOICE_VS",
        "MCVS",
        "MULTICHOICE_HS",
        "MCHS",
        "MULTIRESPONSE",
        "MR",
        "MULTIRESPONSE_H",
        "MRH",
        "MULTIRESPONSE_S",
        "MRS",
        "MULTIRESPONSE_HS",
        "MRHS",
    ];
    let mut n = 0;
    let mut rest = text;
    while let Some(i) = rest.find('{') {
        rest = &rest[i + 1..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let Some(after) = rest[digits..].strip_prefix(':') else {
            continue;
        };
        let Some(t) = TYPES
            .iter()
            .chain(&["MULTIRESPONSE_HS", "MRHS"])
            .find(|t| after.strip_prefix(**t).is_some_and(|x| x.starts_with(':')))
        else {
            continue;
        };
        let body = &after[t.len() + 1..];
        if let Some(end) = body.find('}')
            && end > 0
        {
            n += 1;
            rest = &body[end + 1..];
        }
    }
    n
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

/// Writes `yaml` as `dir/name`, exports it with `mlex export moodle` and returns the XML.
fn export_spec(dir: &std::path::Path, name: &str, yaml: &str) -> String {
    let spec = dir.join(name);
    std::fs::write(&spec, yaml).unwrap();
    let file = spec.with_extension("xml");
    let o = mlex(&[
        "export",
        "moodle",
        &spec.display().to_string(),
        "-o",
        &file.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    std::fs::read_to_string(&file).unwrap()
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
                    .any(|p| matches!(p.choices, Some(mlex::internals::exercise::Choices::Auto(_))))
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
    let exam = mlex::Exam::load(exam_path).unwrap();
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
    let xml = export_spec(
        &dir,
        "h.yaml",
        "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask: [radius]\n",
    );
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
    // the far end of the half unit first, at 0 % (mlex rounds 0.04955 to 0.0496), then the right
    // answer
    assert_eq!(answers[0].0, "0");
    assert_eq!((answers[0].1.as_str(), answers[0].2.as_str()), ("0.04955", "0"));
    assert_eq!(answers[1].0, "100");
    assert_eq!((answers[1].1.as_str(), answers[1].2.as_str()), ("0.0495", "0.00005"));
    // Moodle takes the first answer the response is within
    let grade = |r: &str| answers.iter().find(|(_, a, t, _)| within(r, a, t)).cloned();
    assert_eq!(grade("0.04949").map(|a| a.0), Some("100".into()));
    assert_eq!(grade("0.0495").map(|a| a.0), Some("100".into()));
    assert_eq!(grade("0.04945").map(|a| a.0), Some("100".into()));
    assert_eq!(grade("0.04955").map(|a| a.0), Some("0".into()));
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
fn tex_by_default_mathml_on_request() {
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
    // TeX by default (it survives Moodle's HTML cleaning; docs/moodle.md); MathML on request
    let o = mlex(&["export", "moodle", spec, "-o", &file.display().to_string()]);
    assert_eq!(o.code, 0);
    let xml = std::fs::read_to_string(&file).unwrap();
    assert!(xml.contains("\\(") && !xml.contains("<math"), "no TeX by default");
    let o = mlex(&[
        "export",
        "moodle",
        spec,
        "--math",
        "mathml",
        "-o",
        &file.display().to_string(),
    ]);
    assert_eq!(o.code, 0);
    let xml = std::fs::read_to_string(&file).unwrap();
    assert!(xml.contains("<math"), "no MathML on request");
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

/// Standard base64 (RFC 4648, with padding), written here rather than taken from mlex.
fn base64_decode(s: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let mut out = Vec::new();
    for chunk in s.trim().as_bytes().chunks(4) {
        let pad = chunk.iter().filter(|&&c| c == b'=').count();
        let n = chunk
            .iter()
            .map(|&c| if c == b'=' { 0 } else { u32::from(value(c)) })
            .fold(0u32, |n, v| (n << 6) | v);
        out.extend_from_slice(&n.to_be_bytes()[1..4 - pad]);
    }
    out
}

/// Moodle's HTML cleaning drops inline SVG: a figure is a file of its text (`@@PLUGINFILE@@`),
/// embedded in base64 in the same element, and is an SVG document with the figure's title.
#[test]
fn figures_are_files_of_the_question() {
    let dir = scratch("moodle-figures");
    let out = dir.join("q.xml");
    let r = mlex(&[
        "export",
        "moodle",
        "exercises/perceptron/upv-2022-01-27.yaml",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let xml = std::fs::read_to_string(&out).unwrap();
    let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let mut figures = 0;
    for area in doc
        .descendants()
        .filter(|n| n.has_tag_name("questiontext") || n.has_tag_name("generalfeedback"))
    {
        let text = child(area, "text").and_then(|t| t.text()).unwrap_or_default();
        assert!(
            !text.contains("<svg"),
            "an inline SVG is left in {}",
            area.tag_name().name()
        );
        let files: BTreeMap<&str, &str> = area
            .children()
            .filter(|n| n.has_tag_name("file"))
            .map(|f| {
                assert_eq!(f.attribute("encoding"), Some("base64"));
                assert_eq!(f.attribute("path"), Some("/"));
                (f.attribute("name").unwrap(), f.text().unwrap_or_default())
            })
            .collect();
        let shown: Vec<&str> = text
            .split("@@PLUGINFILE@@/")
            .skip(1)
            .map(|s| s.split('"').next().unwrap())
            .collect();
        assert_eq!(shown.len(), files.len(), "{text}");
        for name in shown {
            let svg = String::from_utf8(base64_decode(files[name])).unwrap();
            let figure = roxmltree::Document::parse(&svg).expect("the file is an SVG document");
            assert_eq!(figure.root_element().tag_name().name(), "svg");
            let title = figure
                .descendants()
                .find(|n| n.has_tag_name("title"))
                .and_then(|t| t.text())
                .unwrap();
            assert!(text.contains(&format!("alt=\"{title}\"")), "{title}");
            figures += 1;
        }
    }
    // the worksheet's samples in the question, the regions in the worked solution
    assert_eq!(figures, 2);
    let _ = std::fs::remove_dir_all(dir);
}

/// Text that Moodle's XML import, HTML and cloze syntax all read as markup: the end of a CDATA
/// section, a tag, an entity, an embedded answer and a stored blank's placeholder, and the
/// characters that end or split an embedded answer's parts.
const HOSTILE: &str = "x]]> <b>&amp; {1:SHORTANSWER:=42} {#1} ~ = # } \\ *";

/// Exports a discriminants spec (three parts: 2 numeric blanks, 1 multiple choice of 2 options,
/// 4 blanks of regions: 7 embedded answers) with `field` (YAML) replacing one of its texts;
/// returns the question text and the general feedback of its one cloze question.
fn hostile_export(
    tag: &str,
    title: &str,
    statement: &str,
    source: &str,
    labels: [&str; 2],
    options: [&str; 2],
) -> (String, String) {
    let dir = scratch(&format!("moodle-hostile-{tag}"));
    let spec = dir.join("h.yaml");
    let q = |s: &str| format!("'{}'", s.replace('\'', "''"));
    std::fs::write(
        &spec,
        format!(
            "kind: discriminants\nid: hostile\ntitle: {}\nsource: {}\nstatement: {}\nweights:\n  {}: [-4, 4]\n  {}: [-36, 12]\nask:\n  - discriminants: [1]\n  - classify: {{ x: [0], choices: {{ options: [{}, {}] }} }}\n  - regions\n",
            q(title),
            q(source),
            q(statement),
            q(labels[0]),
            q(labels[1]),
            q(options[0]),
            q(options[1]),
        ),
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
    let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let q = doc
        .descendants()
        .find(|n| n.has_tag_name("question") && n.attribute("type") == Some("cloze"))
        .expect("a cloze question");
    let (text, feedback) = (text_of(q, "questiontext"), text_of(q, "generalfeedback"));
    // the blanks Moodle's importer finds are mlex's seven, in order, and the right answers score 1
    assert_eq!(moodle_blank_count(&text), 7, "{tag}: {text}");
    let found = blanks(&text);
    let kinds: Vec<&str> = found.iter().map(|b| b.kind.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "NUMERICAL",
            "NUMERICAL",
            "MULTICHOICE_V",
            "SHORTANSWER",
            "NUMERICAL",
            "NUMERICAL",
            "SHORTANSWER"
        ],
        "{tag}"
    );
    let _ = std::fs::remove_dir_all(dir);
    (text, feedback)
}

/// No `{` of spec text is left for Moodle's cloze parser, and the text is shown as text.
fn shown_as_text(html: &str, what: &str) {
    assert!(
        !html.contains("{1:SHORTANSWER:=42}") && !html.contains("{#1}"),
        "{what}: {html}"
    );
    // with a word joiner after the brace, so that it is no answer after an editor save either
    // (the references written back as characters: scripts/moodle/resave.py)
    assert!(html.contains("&#123;&#8288;1:SHORTANSWER:=42&#125;"), "{what}: {html}");
    assert!(!html.contains("<b>"), "{what}: live markup");
}

const LABELS: [&str; 2] = ["1", "2"];
const OPTIONS: [&str; 2] = ["1", "2"];

#[test]
fn a_hostile_title_is_text_in_the_cloze_question() {
    let (text, _) = hostile_export("title", &format!("T {HOSTILE}"), "S.", "src", LABELS, OPTIONS);
    shown_as_text(&text, "title");
}

#[test]
fn a_hostile_statement_is_text_in_the_cloze_question() {
    let (text, _) = hostile_export("statement", "T", &format!("S {HOSTILE}"), "src", LABELS, OPTIONS);
    shown_as_text(&text, "statement");
}

#[test]
fn a_hostile_source_is_text_in_the_cloze_question() {
    let (text, _) = hostile_export("source", "T", "S.", &format!("src {HOSTILE}"), LABELS, OPTIONS);
    shown_as_text(&text, "source");
}

#[test]
fn hostile_class_labels_are_text_in_the_cloze_question_and_its_answers() {
    // a label may not hold `]]>`-free markup only: the tables, the answers list's keys and the
    // regions' keys all show it
    let labels = ["a{1:SHORTANSWER:=42}~#*", "b}=<b>&amp;]]>"];
    let (text, feedback) = hostile_export("labels", "T", "S.", "src", labels, labels);
    shown_as_text(&text, "class labels");
    assert!(!feedback.contains("<b>"), "labels in the solution: {feedback}");
    // the options are the labels: Moodle's decoded option texts are the labels as written
    let found = blanks(&text);
    let options: Vec<String> = found[2].alts.iter().map(|(_, a, _)| a.clone()).collect();
    assert_eq!(options.len(), 2, "{options:?}");
    for (o, l) in options.iter().zip(labels) {
        let shown = o
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
            .replace("&#39;", "'");
        assert!(shown.contains(l), "option {o:?} for {l:?}");
    }
}

#[test]
fn hostile_option_texts_stay_inside_their_multiple_choice_blank() {
    let labels = [HOSTILE, "p"];
    let (text, _) = hostile_export("options", "T", "S.", "src", labels, labels);
    let found = blanks(&text);
    assert_eq!(found[2].alts.len(), 2, "{:?}", found[2]);
    assert_eq!(found[2].alts[0].0, "100");
}

/// The verdicts a real Moodle 4.5.5+ gave (tests/moodle/verdicts.json, recorded by
/// scripts/moodle/record.py from a round trip, docs/moodle.md): every agreement case and every
/// right answer of the MathML exports. The export of this build, graded with Moodle's rules as
/// re-implemented here, must give each the same fraction, and each question the same maximum
/// mark. When the export changes on purpose, run the round trip again and re-record.
#[test]
fn the_verdicts_recorded_from_moodle_are_reproduced() {
    let fixture: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("tests/moodle/verdicts.json").unwrap()).unwrap();
    let dir = scratch("moodle-verdicts");
    let mut xmls = BTreeMap::new();
    for (tag, e) in fixture["exports"].as_object().unwrap() {
        let path = format!("exercises/{}", e["path"].as_str().unwrap());
        let file = dir.join(format!("{tag}.xml"));
        let (variants, seed, out) = (
            e["variants"].to_string(),
            e["seed"].to_string(),
            file.display().to_string(),
        );
        let mut args = vec![
            "export",
            "moodle",
            path.trim_end_matches("/."),
            "--variants",
            &variants,
            "--seed",
            &seed,
            "-o",
            &out,
        ];
        // an export in another language than its specs' (`--lang it`)
        if let Some(lang) = e["lang"].as_str() {
            args.extend(["--lang", lang]);
        }
        let o = mlex(&args);
        assert_eq!(o.code, 0, "{}", o.stderr);
        xmls.insert(tag.clone(), std::fs::read_to_string(&file).unwrap());
    }
    let mut checked = 0;
    let mut wrong = Vec::new();
    for case in fixture["cases"].as_array().unwrap() {
        let (tag, name) = (case["tag"].as_str().unwrap(), case["question"].as_str().unwrap());
        let doc = roxmltree::Document::parse(&xmls[tag]).unwrap();
        let q = doc
            .descendants()
            .find(|n| n.has_tag_name("question") && child(*n, "name").is_some() && text_of(*n, "name") == name)
            .unwrap_or_else(|| panic!("{name} not in the export {tag}"));
        let responses = &case["responses"];
        let answers: Vec<roxmltree::Node> = q.children().filter(|n| n.has_tag_name("answer")).collect();
        let (fraction, maxmark) = match case["qtype"].as_str().unwrap() {
            "numerical" => {
                let b = Blank {
                    weight: "1".into(),
                    kind: "NUMERICAL".into(),
                    alts: answers
                        .iter()
                        .map(|a| {
                            let t = child(*a, "text").unwrap().text().unwrap();
                            let tol = child(*a, "tolerance").unwrap().text().unwrap();
                            (
                                a.attribute("fraction").unwrap().to_string(),
                                format!("{t}:{tol}"),
                                String::new(),
                            )
                        })
                        .collect(),
                };
                (
                    moodle_grade(&b, responses["answer"].as_str().unwrap()),
                    num(child(q, "defaultgrade").unwrap().text().unwrap()),
                )
            }
            "multichoice" => {
                let letter = responses["choice"].as_str().unwrap().as_bytes()[0];
                let a = answers[usize::from(letter - b'A')];
                (
                    num(a.attribute("fraction").unwrap()).checked_div(&num("100")).unwrap(),
                    num(child(q, "defaultgrade").unwrap().text().unwrap()),
                )
            }
            _ => {
                let found = blanks(&text_of(q, "questiontext"));
                let typed: Vec<String> = (1..=found.len())
                    .map(|i| {
                        let r = responses["blanks"][i.to_string()]
                            .as_str()
                            .unwrap_or_default()
                            .to_string();
                        let b = &found[i - 1];
                        // a multiple-choice blank chosen by its letter, as attempt.php does
                        match b
                            .alts
                            .iter()
                            .find(|(_, a, _)| *a == r || a.starts_with(&format!("{r})")))
                        {
                            Some((_, a, _)) if b.kind.starts_with("MULTI") => a.clone(),
                            _ => r,
                        }
                    })
                    .collect();
                (
                    cloze_fraction(&found, &typed),
                    found.iter().map(|b| num(&b.weight)).sum(),
                )
            }
        };
        let (want_f, want_m) = (case["fraction"].as_f64().unwrap(), case["maxmark"].as_f64().unwrap());
        let f: f64 = fraction.to_string().split_once('/').map_or_else(
            || fraction.to_string().parse().unwrap(),
            |(p, q)| p.parse::<f64>().unwrap() / q.parse::<f64>().unwrap(),
        );
        let m: f64 = maxmark.to_decimal_string().unwrap().parse().unwrap();
        if (f - want_f).abs() > 1e-6 || (m - want_m).abs() > 1e-6 {
            wrong.push(format!(
                "{} ({name}): Moodle {want_f} of {want_m}, here {f} of {m}",
                case["label"]
            ));
        }
        checked += 1;
    }
    assert!(
        wrong.is_empty(),
        "{} of {checked} verdicts differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(checked >= 300, "{checked} verdicts");
    let _ = std::fs::remove_dir_all(dir);
}

/// The English a student could meet in a Moodle question's answers (issue 38: "no English word
/// in an Italian question"), written out here from the kinds' docs (`mlex kinds KIND`): the
/// answer words `mlex check` reads and the keys of answers' maps (answers files keep them). Part
/// ids come from each exercise's kind. `bias` and `SSE` are Italian too.
/// (The first 11 are answer words, then the keys.)
const ENGLISH_ANSWER_WORDS: &[&str] = &[
    "yes",
    "none",
    "everywhere",
    "infinite",
    "not attained",
    "not a surrogate",
    "not linearly separable",
    "depends on b",
    "too large",
    "not computable",
    "any ŷ",
    "from",
    "to",
    "xtx",
    "xty",
    "logistic",
    "generative",
    "zero-one",
    "exponential",
    "square",
    "squared-hinge",
    "perceptron",
    "log2",
];

/// The text a student reads in a question (tags dropped, entities decoded), with each embedded
/// answer as Moodle shows it: a menu's option texts, a field as `[ ]` (its accepted answers are
/// hidden).
pub(super) fn shown_text(question: &str) -> String {
    let mut out = String::new();
    let mut rest = question;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        let found = blanks(after);
        match (found.first(), after.find('}')) {
            (Some(b), Some(end)) if after[1..].starts_with(|c: char| c.is_ascii_digit() || c == ':') => {
                if b.kind.starts_with("MULTI") {
                    let texts: Vec<&str> = b.alts.iter().map(|(_, a, _)| a.as_str()).collect();
                    out.push_str(&format!("[{}]", texts.join(" | ")));
                } else {
                    out.push_str("[ ]");
                }
                rest = &after[end + 1..];
            }
            _ => {
                out.push('{');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    let mut text = String::new();
    let mut in_tag = false;
    for c in out.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    decode(&text.replace("&#39;", "'"))
}

/// Whether `word` occurs in `text` as a whole word (no letter, digit, `_` or `-` beside it).
pub(super) fn has_word(text: &str, word: &str) -> bool {
    let text = text.to_lowercase();
    let word = word.to_lowercase();
    let inside = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
    text.match_indices(&word)
        .any(|(i, _)| !inside(text[..i].chars().next_back()) && !inside(text[i + word.len()..].chars().next()))
}

/// Every shipped exercise and the sample exam exported in Italian (TeX and MathML): what a
/// student reads in the answers list (labels, keys, menus, notes) holds no English answer word
/// and no part id, and no part id (`final_weights`) is anywhere in the question.
#[test]
fn italian_questions_have_no_english_answer_word_or_part_id() {
    let dir = scratch("moodle-italian");
    let exam = "exercises/exams/sample-exam.yaml";
    let mut by = BTreeMap::new();
    for ex in super::files("exercises", "yaml")
        .iter()
        .filter(|f| !f.ends_with("sample-exam.yaml"))
        .flat_map(|f| mlex::load_all(f).unwrap())
    {
        by.insert(format!("{}: {}", ex.kind().name, ex.id()), ex);
    }
    for (ex, _) in mlex::Exam::load(exam).unwrap().variant(2026, 1).unwrap().exercises {
        by.insert(format!("{}: {}", ex.kind().name, ex.id()), ex);
    }
    let mut checked = 0;
    for (input, tag) in [("exercises", "all"), (exam, "exam")] {
        for math in ["tex", "mathml"] {
            let file = dir.join(format!("{tag}-{math}.xml"));
            let o = mlex(&[
                "export",
                "moodle",
                input,
                "--variants",
                "2",
                "--seed",
                "2026",
                "--lang",
                "it",
                "--math",
                math,
                "-o",
                &file.display().to_string(),
            ]);
            assert_eq!(o.code, 0, "{}", o.stderr);
            let xml = std::fs::read_to_string(&file).unwrap();
            let doc = roxmltree::Document::parse(&xml).unwrap();
            for q in doc
                .descendants()
                .filter(|n| n.has_tag_name("question") && n.attribute("type") != Some("category"))
            {
                let name = text_of(q, "name");
                let ex = &by[name.rsplit_once(" (variant ").unwrap().0];
                let question = text_of(q, "questiontext");
                let shown = shown_text(&question);
                // the answers: from the last heading (a cloze's answers list) or, in a one-part
                // question, the options
                let answers = match question.rfind("<h2>") {
                    Some(i) if q.attribute("type") == Some("cloze") => shown_text(&question[i..]),
                    _ => q
                        .children()
                        .filter(|n| n.has_tag_name("answer"))
                        .map(|a| text_of(a, "text") + " ")
                        .collect(),
                };
                let classes: Vec<String> = mlex::internals::exercise::data_view(ex)["classes"]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .map(|c| c.as_str().map_or_else(|| c.to_string(), str::to_string))
                            .collect()
                    })
                    .unwrap_or_default();
                let mut english: Vec<String> = ENGLISH_ANSWER_WORDS.iter().map(|w| w.to_string()).collect();
                for p in ex.kind().parts {
                    if !["bias", "sse"].contains(&p.name) {
                        english.push(p.name.replace('_', " "));
                    }
                    if p.name.contains('_') {
                        assert!(
                            !has_word(&shown, p.name),
                            "{tag} {math} {name}: part id {} in {shown}",
                            p.name
                        );
                    }
                }
                for w in english.iter().filter(|w| !classes.contains(w)) {
                    assert!(
                        !has_word(&answers, w),
                        "{tag} {math} {name}: English `{w}` in {answers}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 200, "{checked} questions");
    let _ = std::fs::remove_dir_all(dir);
}

/// A blank that asks for a word (issue 38: "words asked of the student are … listed for
/// them"): its part's line lists the word it takes, in the question's language, as typed
/// (`<code>non raggiunto</code>`); and the list is the part's, not the variant's: a part that may
/// take a word lists it when this variant's answer is a number (a separable SVM's margin still
/// lists `infinito`), so the list does not tell which field holds a word.
#[test]
fn words_asked_are_listed_in_the_questions_language() {
    let dir = scratch("moodle-words");
    let mut words_seen = 0;
    for (input, lang) in [
        ("exercises", None),
        ("exercises", Some("it")),
        ("exercises/exams/sample-exam.yaml", Some("it")),
    ] {
        let file = dir.join("q.xml");
        let mut args = vec!["export", "moodle", input, "--variants", "2", "--seed", "5"];
        if let Some(l) = lang {
            args.extend(["--lang", l]);
        }
        let out = file.display().to_string();
        args.extend(["-o", &out]);
        let o = mlex(&args);
        assert_eq!(o.code, 0, "{}", o.stderr);
        let xml = std::fs::read_to_string(&file).unwrap();
        let doc = roxmltree::Document::parse(&xml).unwrap();
        for q in doc
            .descendants()
            .filter(|n| n.has_tag_name("question") && n.attribute("type") == Some("cloze"))
        {
            let name = text_of(q, "name");
            let question = text_of(q, "questiontext");
            for li in question.split("<li data-part=").skip(1) {
                let li = &li[..li.find("</li>").unwrap()];
                for b in blanks(li).iter().filter(|b| b.kind == "SHORTANSWER") {
                    let first = &b.alts[0].1;
                    // a blank of one of mlex's answer words (it accepts mlex's own spelling);
                    // not a class, which is the spec's label
                    let word = |a: &str| {
                        ENGLISH_ANSWER_WORDS[..11].contains(&a) || a.starts_with("any ŷ") || a == "inf" || a == "-inf"
                    };
                    if !b.alts.iter().any(|(_, a, _)| word(a)) {
                        continue;
                    }
                    let listed = format!("<code>{}</code>", first.replace('&', "&amp;"));
                    assert!(li.contains(&listed), "{name}: `{first}` not listed in {li}");
                    words_seen += 1;
                }
            }
            // the Italian SVM on separable samples: every part lists the word it may take
            if lang == Some("it") && name.starts_with("svm: seed000-four-points") {
                assert!(question.contains("<code>infinito</code>"), "{question}");
                assert!(
                    question.contains("<code>non linearmente separabile</code>"),
                    "{question}"
                );
                assert!(!question.contains("<code>not linearly separable</code>"), "{question}");
            }
        }
    }
    assert!(words_seen >= 20, "{words_seen} word blanks");
    let _ = std::fs::remove_dir_all(dir);
}

/// The shipped questions whose maximum mark in Moodle is not their points (issue 38: "maximum
/// marks equal `points`"): a cloze question's blank weights are whole numbers (qtype_multianswer's
/// ANSWER_REGEX reads `{([0-9]*):`) and its maximum mark is their sum (the XML importer reads no
/// `defaultgrade` for it), so n equal blanks cannot sum to fewer than n points. Each is listed in
/// docs/moodle.md ("Questions whose maximum mark is not their points") with its points and mark;
/// the list must change with the export, not drift from it.
#[test]
fn max_marks_differ_from_points_only_for_the_documented_questions() {
    let dir = scratch("moodle-marks");
    let docs = std::fs::read_to_string("docs/moodle.md").unwrap();
    let section = docs
        .split_once("### Questions whose maximum mark is not their points")
        .map(|(_, s)| s.split("\n## ").next().unwrap())
        .expect("the docs' list");
    let mut found = std::collections::BTreeSet::new();
    let exam = "exercises/exams/sample-exam.yaml";
    for (input, variants, seed) in [("exercises", 2, 7), (exam, 3, 2026)] {
        let file = dir.join("q.xml");
        let o = mlex(&[
            "export",
            "moodle",
            input,
            "--variants",
            &variants.to_string(),
            "--seed",
            &seed.to_string(),
            "-o",
            &file.display().to_string(),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        let mut points = BTreeMap::new();
        if input == exam {
            for k in 1..=variants {
                for (ex, entry) in mlex::Exam::load(exam).unwrap().variant(seed, k).unwrap().exercises {
                    points.insert(
                        format!("{}: {}", ex.kind().name, ex.id()),
                        mlex::internals::exam::points_of(&ex, entry.as_ref()),
                    );
                }
            }
        } else {
            for ex in super::files("exercises", "yaml")
                .iter()
                .filter(|f| !f.ends_with("sample-exam.yaml"))
                .flat_map(|f| mlex::load_all(f).unwrap())
            {
                points.insert(
                    format!("{}: {}", ex.kind().name, ex.id()),
                    mlex::internals::exam::points_of(&ex, None),
                );
            }
        }
        let xml = std::fs::read_to_string(&file).unwrap();
        let doc = roxmltree::Document::parse(&xml).unwrap();
        for q in doc
            .descendants()
            .filter(|n| n.has_tag_name("question") && n.attribute("type") != Some("category"))
        {
            let name = text_of(q, "name");
            let id = name.rsplit_once(" (variant ").unwrap().0.to_string();
            let mark = num(child(q, "defaultgrade").unwrap().text().unwrap());
            let want = &points[&id];
            if &mark != want {
                let where_ = if input == exam { "sample exam" } else { "spec" };
                found.insert(format!("| {where_} | `{id}` | {want} | {mark} |"));
            }
        }
    }
    let listed: std::collections::BTreeSet<String> = section
        .lines()
        .filter(|l| l.starts_with("| s"))
        .map(str::to_string)
        .collect();
    assert_eq!(
        found,
        listed,
        "docs/moodle.md's list:\n{}",
        found.iter().cloned().collect::<Vec<_>>().join("\n")
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Where Moodle's per-blank credit and `mlex check`'s per-part grading differ (docs/moodle.md,
/// "Partial credit"), pinned so that a change to either shows here. A boundary x₂ = 2x₁ − 2 (by
/// hand: g₁ = g₂ ⇔ x₁ + x₂ = 2 − x₁ + 2x₂ ⇔ x₂ = 2x₁ − 2) answered with the right slope and a
/// wrong intercept: Moodle gives the slope's blank its half of the part, mlex gives an equation
/// not proportional to the right one nothing.
#[test]
fn partial_credit_on_a_boundary_differs_as_documented() {
    let dir = scratch("moodle-partial");
    let spec = dir.join("b.yaml");
    let xml = export_spec(
        &dir,
        "b.yaml",
        "kind: discriminants\nid: partial\nweights:\n  1: [0, 1, 1]\n  2: [2, -1, 2]\nask: [boundaries]\n",
    );
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let q = doc
        .descendants()
        .find(|n| n.has_tag_name("question") && n.attribute("type") == Some("cloze"))
        .unwrap();
    let found = blanks(&text_of(q, "questiontext"));
    assert_eq!(found.len(), 2, "x₂ = {{slope}}·x₁ + {{intercept}}");
    let moodle = |r: [&str; 2]| cloze_fraction(&found, &r.map(String::from));
    assert_eq!(moodle(["2", "-2"]), Number::one());
    assert_eq!(moodle(["2", "5"]), num("1/2"), "Moodle: the slope's half");
    let answers = dir.join("a.yaml");
    std::fs::write(&answers, "boundaries:\n  1-2: x2 = 2*x1 + 5\n").unwrap();
    let c = mlex(&["check", &spec.display().to_string(), &answers.display().to_string()]);
    assert!(c.stdout.contains("score: 0 / 1"), "mlex check: {}", c.stdout);
    // and mlex takes any proportional equation, which Moodle's blanks cannot
    std::fs::write(&answers, "boundaries:\n  1-2: 2*x2 = 4*x1 - 4\n").unwrap();
    let c = mlex(&["check", &spec.display().to_string(), &answers.display().to_string()]);
    assert!(c.stdout.contains("score: 1 / 1"), "mlex check: {}", c.stdout);
    assert!(moodle(["4", "-4"]).is_zero(), "Moodle: the solved form only");
    let _ = std::fs::remove_dir_all(dir);
}

/// Hostile class labels inside generated options and their feedback (issue 38's "Done when":
/// `]]>`, `<`, `&`, braces and `~`/`=`/`#` in labels and feedback): the XML is well-formed, the
/// cloze has its two blanks, the menu its four options, each option's text holds both labels as
/// written and the wrong ones keep their feedback.
#[test]
fn hostile_labels_in_generated_options_and_feedback_stay_in_their_blank() {
    let dir = scratch("moodle-hostile-generated");
    let spec = dir.join("h.yaml");
    let labels = ["a{1:SHORTANSWER:=42}~#*", "b}=<b>&amp;]]>"];
    std::fs::write(
        &spec,
        format!(
            "kind: discriminants\nid: h\nweights:\n  '{}': [-4, 4]\n  '{}': [-36, 12]\nask:\n  - discriminants: {{ x: [1], choices: {{ auto: 4 }} }}\n  - classify: [1]\n",
            labels[0], labels[1]
        ),
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
    let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let q = doc
        .descendants()
        .find(|n| n.has_tag_name("question") && n.attribute("type") == Some("cloze"))
        .unwrap();
    let text = text_of(q, "questiontext");
    assert_eq!(moodle_blank_count(&text), 2, "{text}");
    let found = blanks(&text);
    assert_eq!(found[0].kind, "MULTICHOICE_V");
    assert_eq!(found[0].alts.len(), 4, "{:?}", found[0]);
    assert_eq!(found[1].kind, "SHORTANSWER");
    for (fraction, option, feedback) in &found[0].alts {
        // Moodle shows the option's text as HTML: the labels, escaped once
        let shown = option.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
        for l in labels {
            assert!(shown.contains(l), "option {option:?} lacks {l:?}");
        }
        assert_eq!(fraction == "100", feedback.is_empty(), "{option}: {feedback}");
    }
    // the class blank accepts the label as written (its `*` not a wildcard)
    let right = mlex::load_all(&spec).unwrap().remove(0).solve().parts[1].value.clone();
    let Value::Class { label, .. } = &right else {
        panic!("{right:?}")
    };
    assert_eq!(moodle_grade(&found[1], label), Number::one(), "{:?}", found[1]);
    assert!(moodle_grade(&found[1], "a{1:SHORTANSWER:=42}~#x").is_zero());
    let _ = std::fs::remove_dir_all(dir);
}
