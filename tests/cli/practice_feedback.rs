//! Issue 41: the lines the practice page shows under a part's boxes after Check (the report's
//! details and hint, and the boxes' messages) name a place as the page names its boxes: by the
//! row and column names of the part's answer table, in the page's language; never by an answers
//! file's key, a part's key or an entry's number. These run `mlex::checker::respond`, the code
//! the page runs as WebAssembly.

use mlex::internals::practice::Layout;

use super::practice::typed_right;
use super::{files, rel, root};

type Boxes = Vec<(String, Vec<(String, String)>)>;

/// How a box is typed: from its index among its part's boxes, their count and its right text.
type Typing<'a> = dyn Fn(usize, usize, &str) -> String + 'a;

/// The page's response to `boxes` typed on the page of `spec` in `lang` (with the decimal comma
/// in Italian, as `mlex practice --lang it` makes the page).
fn respond(spec: &str, lang: &str, boxes: &Boxes) -> serde_json::Value {
    let text = std::fs::read_to_string(root().join(spec)).unwrap();
    let req = serde_json::json!({ "spec": text, "lang": lang, "decimal_comma": lang == "it", "boxes": boxes });
    serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap()
}

/// The solution of `spec` as the page of `lang` solves it.
fn solved(spec: &str, lang: &str) -> mlex::Solution {
    let text = std::fs::read_to_string(root().join(spec)).unwrap();
    let req: mlex::checker::Request =
        serde_json::from_value(serde_json::json!({ "spec": text, "lang": lang })).unwrap();
    mlex::internals::practice::exercise(&req).unwrap().solve()
}

/// The boxes of `spec` typed right (a fraction without the quotes the key writes it with), then
/// box `path` of `part` typed `text`.
fn typed(spec: &str, lang: &str, part: &str, path: &str, text: &str) -> Boxes {
    let mut boxes = unquoted(typed_right(&solved(spec, lang)));
    let (_, b) = boxes.iter_mut().find(|(p, _)| p == part).unwrap();
    let (_, t) = b.iter_mut().find(|(p, _)| p == path).unwrap();
    *t = text.to_string();
    boxes
}

fn unquoted(mut boxes: Boxes) -> Boxes {
    for (_, b) in &mut boxes {
        for (_, t) in b.iter_mut() {
            *t = t.trim_matches('"').to_string();
        }
    }
    boxes
}

/// The lines under part `part`: its hint, then its details.
fn lines_of(r: &serde_json::Value, part: &str) -> Vec<String> {
    let p = r["report"]["parts"]
        .as_array()
        .unwrap_or_else(|| panic!("no report: {r}"))
        .iter()
        .find(|p| p["part"] == part)
        .unwrap();
    let mut out: Vec<String> = p["hint"].as_str().map(str::to_string).into_iter().collect();
    out.extend(
        p["details"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_str().unwrap().to_string()),
    );
    out
}

// The expected lines are written by hand: the places from the answer tables' row and column
// names as the worksheets show them (`mlex render --solutions`), the rest of each line from the
// messages of locales/en.ftl and it.ftl. Before issue 41 these lines read "entry 3 of entry 2 of
// `xtx` is wrong", "entry 2 of `squared-hinge` is wrong", "`generative` is wrong", "entry 3 of
// `1` is wrong" and "consistent with your answer to `trace`".
#[test]
fn the_lines_under_the_boxes_name_them_as_the_page_does() {
    // least squares, the normal equations: X̄ᵀX̄ = [[4, 2, 2], [2, 2, 1], [2, 1, 2]]; its entry
    // (1, 2) counted from 0, right 1, typed 2: row ∂E/∂w₁ = 0, column w₂ of the augmented table
    let spec = "exercises/least-squares/plane.yaml";
    for (lang, want) in [
        (
            "en",
            [
                "11 of 12 entries right",
                "the box at row ∂E/∂w₁ = 0, column w₂ is wrong",
            ],
        ),
        (
            "it",
            [
                "11 elementi giusti su 12",
                "il valore (riga ∂E/∂w₁ = 0, colonna w₂) è sbagliato",
            ],
        ),
    ] {
        let r = respond(spec, lang, &typed(spec, lang, "normal_equations", "0.1.2", "2"));
        assert_eq!(lines_of(&r, "normal_equations"), want, "{lang}: {r}");
    }
    // surrogate losses, a map of losses: the minimal risks of squared-hinge at η = 1/4 (3/4,
    // typed 1/2), a row of the table per loss as the worksheet names it
    let spec = "exercises/surrogate-losses/risk-minimizers.yaml";
    for (lang, want) in [
        (
            "en",
            [
                "11 of 12 entries right",
                "the box at row squared-hinge, column η = 1/4 is wrong",
            ],
        ),
        (
            "it",
            [
                "11 elementi giusti su 12",
                "il valore (riga squared-hinge, colonna η = 1/4) è sbagliato",
            ],
        ),
    ] {
        let r = respond(spec, lang, &typed(spec, lang, "min_risk", "2.1", "1/2"));
        assert_eq!(lines_of(&r, "min_risk"), want, "{lang}: {r}");
    }
    // a map keyed by words: the generative model's parameters (11, typed 12), the key by its
    // name in the language, as the box's header
    let spec = "exercises/logistic-regression/newton-irls.yaml";
    for (lang, want) in [
        (
            "en",
            ["1 of 2 entries right", "the box under generative model is wrong"],
        ),
        (
            "it",
            [
                "1 elemento giusto su 2",
                "il valore sotto modello generativo è sbagliato",
            ],
        ),
    ] {
        let r = respond(spec, lang, &typed(spec, lang, "parameters", "1", "12"));
        assert_eq!(lines_of(&r, "parameters"), want, "{lang}: {r}");
    }
    // a rounding slip (docs/checking.md, "Rounding"): the geometric margin of sample 3,
    // 3/√5 = 1.3416…, typed 1.34; its hint points at the box
    let spec = "exercises/geometric-margin/irrational-norm.yaml";
    for (lang, want) in [
        (
            "en",
            [
                "the box of rₙ at n = 3: agrees with the answer to 2 decimals; 4 are asked: round only at the end, to 4 decimals",
                "2 of 3 entries right",
                "the box of rₙ at n = 3 is wrong",
            ],
        ),
        (
            "it",
            [
                "il valore di rₙ per n = 3: coincide con la risposta fino a 2 decimali; ne sono chiesti 4: arrotonda solo alla fine, a 4 decimali",
                "2 elementi giusti su 3",
                "il valore di rₙ per n = 3 è sbagliato",
            ],
        ),
    ] {
        let r = respond(spec, lang, &typed(spec, lang, "geometric_margin", "2", "1.34"));
        assert_eq!(lines_of(&r, "geometric_margin"), want, "{lang}: {r}");
    }
}

/// A perceptron trace with a slip at step 2, every later step right from the slipped state
/// (tests/answers/slip-at-step-2.yaml, worked by an independent Python implementation of the
/// seed's algorithm): class 1's entry d = 2 written −9 for −10.
#[test]
fn a_slipped_trace_is_named_by_its_step_and_boxes() {
    const SPEC: &str = "tests/answers/two-iterations.spec.yaml";
    let w0 = serde_json::json!({ "1": [-1, 4, -10], "2": [0, -6, -2], "3": [-3, -8, 2] });
    let parts = serde_json::json!({
        "trace": [
            w0,
            { "1": [-1, 4, -9], "2": [0, -6, -2], "3": [-3, -8, 2] },
            { "1": [-1, 4, -9], "2": [0, -6, -2], "3": [-3, -8, 2] },
            { "1": [-1, 4, -9], "2": [1, -5, 0], "3": [-4, -9, 0] },
            { "1": [-1, 4, -9], "2": [0, -8, -5], "3": [-3, -6, 5] },
            { "1": [-1, 4, -9], "2": [0, -8, -5], "3": [-3, -6, 5] },
            { "1": [0, 6, -7], "2": [0, -8, -5], "3": [-4, -8, 3] },
            { "1": [-1, 5, -9], "2": [1, -7, -3], "3": [-5, -9, 1] },
        ],
        "final_weights": { "1": [-1, 5, -9], "2": [1, -7, -3], "3": [-5, -9, 1] },
        "discriminants": { "1": -21, "2": -49, "3": -45 },
    });
    let boxes: Boxes = parts
        .as_object()
        .unwrap()
        .iter()
        .map(|(name, v)| {
            let mut b = Vec::new();
            super::practice::boxes(v, "", &mut b);
            (name.clone(), b)
        })
        .collect();
    // the trace's table: a row per step, columns w_c grouped with d below; the final weights'
    // rows d = 0…2 and columns w₁ w₂ w₃; the discriminants g₁ g₂ g₃; a part by its title
    let r = respond(SPEC, "en", &boxes);
    assert_eq!(
        lines_of(&r, "trace"),
        [
            "7 of 8 steps right",
            "step 2 (iteration 1, sample 2) is the first that differs: the box under w₁, d = 2 is wrong; it does not follow from your state after step 1",
            "steps right from your own earlier state (error carried forward): 3, 4, 5, 6, 7, 8",
        ],
        "{r}"
    );
    assert_eq!(
        lines_of(&r, "final_weights"),
        [
            "8 of 9 entries right",
            "the box at d = 2, column w₁ is wrong",
            "consistent with your answer to Trace (error carried forward)",
        ],
        "{r}"
    );
    assert_eq!(
        lines_of(&r, "discriminants"),
        [
            "2 of 3 entries right",
            "the box under g₁ is wrong",
            "consistent with your answer to Final weights (error carried forward)",
        ],
        "{r}"
    );
    let r = respond(SPEC, "it", &boxes);
    assert_eq!(
        lines_of(&r, "trace"),
        [
            "7 passi giusti su 8",
            "il passo 2 (iterazione 1, campione 2) è il primo che differisce: il valore sotto w₁, d = 2 è sbagliato; non segue dal tuo stato dopo il passo 1",
            "passi giusti a partire dal tuo stato precedente (errore propagato): 3, 4, 5, 6, 7, 8",
        ],
        "{r}"
    );
    assert_eq!(
        lines_of(&r, "final_weights"),
        [
            "8 elementi giusti su 9",
            "il valore (d = 2, colonna w₁) è sbagliato",
            "coerente con la tua risposta a Traccia (errore propagato)",
        ],
        "{r}"
    );
    assert_eq!(
        lines_of(&r, "discriminants"),
        [
            "2 elementi giusti su 3",
            "il valore sotto g₁ è sbagliato",
            "coerente con la tua risposta a Pesi finali (errore propagato)",
        ],
        "{r}"
    );
    // `mlex check` of the same answers keeps the answers file's names
    let o = super::mlex(&["check", SPEC, "tests/answers/slip-at-step-2.yaml"]);
    assert!(o.stdout.contains("    entry 3 of `1` is wrong\n"), "{}", o.stdout);
}

/// A box's text typed wrong: a number one more (or, with a decimal part of more than two
/// digits, rounded to two: a rounding slip), a class the next one, any other text a word.
fn slipped(text: &str, classes: &[String], round: bool) -> String {
    if let Ok(n) = mlex::Number::parse(text) {
        let decimals = text.split_once('.').map_or(0, |(_, d)| d.len());
        if round && decimals > 2 {
            return n.value.round_to(2);
        }
        let more: mlex::Number = [n.value, mlex::Number::one()].into_iter().sum();
        return more.to_string();
    }
    match classes.iter().position(|c| c == text) {
        Some(i) => classes[(i + 1) % classes.len()].clone(),
        None => "zzz".into(),
    }
}

/// The names the page shows for a part's boxes: its title, its headers, rows and corners (and
/// each `·`-separated piece of them).
fn shown_names(layout: &Layout, title: &str) -> Vec<String> {
    let mut names = vec![title.to_string()];
    match layout {
        Layout::Row { headers, .. } => names.extend(headers.iter().cloned()),
        Layout::Table {
            corner,
            subcorner,
            rows,
            columns,
            cells,
        } => {
            names.extend([corner.clone(), subcorner.clone()]);
            names.extend(rows.iter().chain(columns).cloned());
            // an interval's two boxes show their ends' words beside them (`from`, `to`)
            names.extend(cells.iter().flatten().map(|c| c.end.clone()).filter(|e| !e.is_empty()));
        }
        Layout::Single { .. } | Layout::Choice { .. } => {}
    }
    let pieces: Vec<String> = names.iter().flat_map(|n| n.split(" · ")).map(str::to_string).collect();
    names.extend(pieces);
    names
}

/// The classes that are answers in `v` (the labels a class box is typed with).
fn class_leaves(v: &mlex::Value, out: &mut Vec<String>) {
    match v {
        mlex::Value::Class { label, .. } if !out.contains(label) => out.push(label.clone()),
        mlex::Value::Map(items) => items.iter().for_each(|(_, c)| class_leaves(c, out)),
        mlex::Value::List(items) => items.iter().for_each(|c| class_leaves(c, out)),
        _ => {}
    }
}

/// The words of a text (a key such as `squared-hinge` or `zero_one` is one).
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The keys of the maps in `v`.
fn map_keys(v: &mlex::Value, out: &mut Vec<String>) {
    match v {
        mlex::Value::Map(items) => {
            for (k, c) in items {
                out.push(k.clone());
                map_keys(c, out);
            }
        }
        mlex::Value::List(items) => items.iter().for_each(|c| map_keys(c, out)),
        _ => {}
    }
}

/// Every shipped exercise's page (but exams), in English and Italian, with wrong answers typed
/// in every part: one box slipped, every box slipped, and one box left empty with another
/// rounded to two decimals. No line under any part (hint, details) nor any box's message
/// names a place by an answers file's key or an entry's number: no code (the answers file's
/// names are shown as code), no part key, no answer key the page does not show as a name, no
/// "entry 3" or "l'elemento 3".
#[test]
fn no_line_on_any_page_names_an_answers_files_key() {
    let numbered = |line: &str| {
        ["entry ", "elemento "].iter().any(|w| {
            line.match_indices(w)
                .any(|(i, _)| line[i + w.len()..].starts_with(|c: char| c.is_ascii_digit()))
        })
    };
    let mut checked = 0;
    let mut named = 0;
    for spec in files("exercises", "yaml") {
        let spec = rel(&spec);
        for lang in ["en", "it"] {
            let sol = solved(&spec, lang);
            let mut classes = Vec::new();
            sol.parts.iter().for_each(|p| class_leaves(&p.value, &mut classes));
            let forms = mlex::internals::practice::form(&sol);
            let right = unquoted(typed_right(&sol));
            let keys: Vec<&str> = sol.parts.iter().map(|p| p.part.name).collect();
            // three ways to be wrong: (the box slipped, or empty) by its index and the count
            let ways: [&Typing<'_>; 3] = [
                &|i, n, t| {
                    if i == n / 2 {
                        slipped(t, &classes, false)
                    } else {
                        t.to_string()
                    }
                },
                &|_, _, t| slipped(t, &classes, false),
                &|i, n, t| match i {
                    0 if n > 1 => String::new(),
                    i if i + 1 == n => slipped(t, &classes, true),
                    _ => t.to_string(),
                },
            ];
            for way in ways {
                let boxes: Boxes = right
                    .iter()
                    .zip(&forms)
                    .map(|((part, b), f)| {
                        let b = match f.layout {
                            Layout::Choice { .. } => b.clone(),
                            _ => b
                                .iter()
                                .enumerate()
                                .map(|(i, (p, t))| (p.clone(), way(i, b.len(), t)))
                                .collect(),
                        };
                        (part.clone(), b)
                    })
                    .collect();
                let r = respond(&spec, lang, &boxes);
                for (sp, f) in sol.parts.iter().zip(&forms) {
                    let shown = shown_names(&f.layout, &f.title);
                    let mut answer_keys = Vec::new();
                    map_keys(&sp.value, &mut answer_keys);
                    let shown_words: Vec<&str> = shown.iter().flat_map(|n| words(n)).collect();
                    answer_keys.retain(|k| k.chars().any(char::is_alphabetic) && !shown_words.contains(&k.as_str()));
                    let mut lines = lines_of(&r, sp.part.name);
                    lines.extend(
                        r["box_errors"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .filter(|e| e["part"] == sp.part.name)
                            .map(|e| e["message"].as_str().unwrap().to_string()),
                    );
                    for line in &lines {
                        checked += 1;
                        named += usize::from(line.contains("the box") || line.contains("il valore"));
                        let words = words(line);
                        let part_key = keys.iter().find(|k| k.contains('_') && line.contains(**k));
                        let answer_key = answer_keys.iter().find(|k| words.contains(&k.as_str()));
                        assert!(
                            !line.contains('`') && part_key.is_none() && answer_key.is_none() && !numbered(line),
                            "{spec} ({lang}), {}: {line:?} (key {:?})",
                            sp.part.name,
                            part_key.map(|k| k.to_string()).or(answer_key.cloned())
                        );
                    }
                }
            }
        }
    }
    // the sweep saw lines, and lines that name boxes (2,304 and 1,100 on 2026-11-29)
    assert!(checked > 2000 && named > 1000, "{checked} lines, {named} naming a box");
}
