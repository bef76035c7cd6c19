//! `mlex practice` and the page's checker (`mlex::practice`, the code the page runs as
//! WebAssembly), on the native target: the same verdicts as `mlex check`, boxes typed as students
//! type them, the answers file it downloads, and the command's errors. The page in a browser is
//! `scripts/practice_check.py`'s.

use std::path::{Path, PathBuf};

use super::{mlex, mlex_stdin, root, scratch};

const UPV: &str = "exercises/perceptron/upv-2023-01-26.yaml";

/// A stand-in for the checker: a gzip member of an empty file (`gzip -n < /dev/null | xxd`).
/// The page is only written, never run, by these tests.
const FAKE_WASM: [u8; 20] = [
    0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03, 0x03, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
];

pub fn fake_wasm(dir: &Path) -> PathBuf {
    fake_wasm_of(dir, Some(mlex::checker::CHECKER_MARK))
}

/// [`FAKE_WASM`] with `identity` as its header's comment (RFC 1952: FLG bit 4, the text and a
/// zero byte after the 10 bytes of the header), as scripts/build-practice.sh writes it.
fn fake_wasm_of(dir: &Path, identity: Option<&str>) -> PathBuf {
    let p = dir.join("checker.wasm.gz");
    let mut bytes = FAKE_WASM[..10].to_vec();
    if let Some(id) = identity {
        bytes[3] = 0x10;
        bytes.extend_from_slice(id.as_bytes());
        bytes.push(0);
    }
    bytes.extend_from_slice(&FAKE_WASM[10..]);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// Answers fixtures that the `check` tests grade, with their specs.
const PAIRS: &[(&str, &str)] = &[
    (
        "exercises/binary-perceptron/and.yaml",
        "tests/answers/and-strict-zero.yaml",
    ),
    (
        "exercises/gradient-descent/upv-u24-theta-squared.yaml",
        "tests/answers/gradient-descent-early.yaml",
    ),
    (
        "exercises/logistic-regression/batch-01.yaml",
        "tests/answers/logistic-regression-slip.yaml",
    ),
    (
        "exercises/logistic-regression/ogd-ln2-kept.yaml",
        "tests/answers/logistic-ln2-absorbed.yaml",
    ),
    (
        "exercises/logistic-regression/sgd-01.yaml",
        "tests/answers/logistic-regression-01-as-pm.yaml",
    ),
    (
        "exercises/perceptron/tie-nonstrict.yaml",
        "tests/answers/tie-strict-answer.yaml",
    ),
    (UPV, "tests/answers/only-wrong-class.yaml"),
    (UPV, "tests/answers/not-a-mapping.yaml"),
    (
        "exercises/perceptron/upv-u22-example.yaml",
        "tests/answers/margin-left-out.yaml",
    ),
    (
        "exercises/perceptron/upv-u22-example.yaml",
        "tests/answers/one-pass-early.yaml",
    ),
    (
        "exercises/softmax-regression/three-steps.yaml",
        "tests/answers/softmax-regression-trace.yaml",
    ),
    (
        "exercises/softmax/upv-u24-categorical.yaml",
        "tests/answers/softmax-zero-power.yaml",
    ),
    (
        "exercises/softmax/zero-probability.yaml",
        "tests/answers/softmax-log-infinities.yaml",
    ),
    (
        "tests/answers/two-iterations.spec.yaml",
        "tests/answers/slip-at-step-2.yaml",
    ),
    ("tests/answers/two-iterations.spec.yaml", "tests/answers/all-right.yaml"),
    (
        "tests/answers/logistic-regression-probabilities.spec.yaml",
        "tests/answers/logistic-regression-probabilities.yaml",
    ),
];

fn request(spec: &str, boxes: serde_json::Value) -> mlex::checker::Request {
    serde_json::from_value(serde_json::json!({ "spec": spec, "boxes": boxes })).unwrap()
}

#[test]
fn the_page_checker_gives_mlex_checks_verdicts() {
    for (spec, answers) in PAIRS {
        let text = std::fs::read_to_string(root().join(spec)).unwrap();
        let ex = mlex::internals::practice::exercise(&request(&text, serde_json::json!([]))).unwrap();
        let given = std::fs::read_to_string(root().join(answers)).unwrap();
        let page = mlex::internals::practice::grade(&ex, &given);
        let o = mlex(&["check", spec, answers, "--json"]);
        if o.code == 2 {
            // an answers file that cannot be graded: the page reports it too
            assert!(page["invalid"].is_string(), "{spec} {answers}: {page}");
            continue;
        }
        let cli: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
        for key in ["parts", "score", "total", "all_right", "rule", "exercise"] {
            assert_eq!(page[key], cli[key], "{spec} {answers}: `{key}`");
        }
        assert!(!cli["parts"].as_array().unwrap().is_empty());
    }
}

/// The boxes of a value typed as on the page: its leaves by path (`3.0.2`).
pub(super) fn boxes(v: &serde_json::Value, path: &str, out: &mut Vec<(String, String)>) {
    let child = |i: usize| {
        if path.is_empty() {
            i.to_string()
        } else {
            format!("{path}.{i}")
        }
    };
    match v {
        serde_json::Value::Array(items) => items.iter().enumerate().for_each(|(i, x)| boxes(x, &child(i), out)),
        serde_json::Value::Object(m) => m.values().enumerate().for_each(|(i, x)| boxes(x, &child(i), out)),
        serde_json::Value::String(s) => out.push((path.to_string(), s.clone())),
        other => out.push((path.to_string(), other.to_string().replace('-', "\u{2212}"))),
    }
}

#[test]
fn typed_boxes_become_an_answers_file_that_mlex_check_accepts() {
    // Seed 003, exam 2023_01_26 (the spec's `stated:`); the trace by hand: only sample 4 is
    // misclassified (w3·x̄ + 0.1 = −6.9 > g = −10), so w3 −= x̄ and w2 += x̄.
    let w0 = serde_json::json!({ "1": [-1, 4, -10], "2": [0, -6, -2], "3": [-3, -8, 2] });
    let w4 = serde_json::json!({ "1": [-1, 4, -10], "2": [1, -5, 0], "3": [-4, -9, 0] });
    let parts = serde_json::json!({
        "trace": [w0, w0, w0, w4],
        "errors": 1,
        "final_weights": w4,
        "discriminants": { "1": -31, "2": -24, "3": -49 },
        "classify": 2,
    });
    let mut typed = Vec::new();
    for (name, v) in parts.as_object().unwrap() {
        let mut b = Vec::new();
        boxes(v, "", &mut b);
        typed.push(serde_json::json!([name, b]));
    }
    let text = std::fs::read_to_string(root().join(UPV)).unwrap();
    let req = serde_json::json!({ "spec": text, "boxes": typed }).to_string();
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req)).unwrap();
    assert_eq!(r["report"]["all_right"], true, "{r}");
    assert_eq!(r["box_errors"], serde_json::json!([]));
    let dir = scratch("practice-answers");
    let file = dir.join("answers.yaml");
    std::fs::write(&file, r["answers"].as_str().unwrap()).unwrap();
    let o = mlex(&["check", UPV, file.to_str().unwrap()]);
    assert_eq!(o.code, 0, "{}\n{}", o.stdout, r["answers"]);
    assert!(o.stdout.contains("score: 2 / 2"), "{}", o.stdout);

    // `0,25`-style and garbage boxes: messages at the boxes, the parts left out (missing)
    let req = serde_json::json!({ "spec": text, "boxes": [["errors", [["", "1,0"]]], ["classify", [["", "2"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert_eq!(r["box_errors"][0]["part"], "errors");
    assert!(
        r["box_errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("decimal point"),
        "{r}"
    );
    assert!(!r["answers"].as_str().unwrap().contains("errors:"), "{r}");
    let verdicts: Vec<&str> = r["report"]["parts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["verdict"].as_str().unwrap())
        .collect();
    assert_eq!(verdicts, ["missing", "missing", "missing", "missing", "right"]);
    let req = serde_json::json!({ "spec": text, "decimal_comma": true, "boxes": [["errors", [["", "1,0"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert_eq!(r["report"]["parts"][1]["verdict"], "right", "{r}");
    // a box cannot write YAML: quotes, newlines and flow syntax stay text
    let req = serde_json::json!({ "spec": text, "boxes": [["classify", [["", "2\"\n]} trace: [x"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    // (a class box: not a class, so marked at the box and left out of the file; the quoting of
    // free text is `quoting_cannot_be_escaped`'s in src/practice.rs)
    assert_eq!(r["box_errors"][0]["part"], "classify", "{r}");
    assert!(!r["answers"].as_str().unwrap().contains("trace"), "{r}");
    assert_eq!(r["report"]["parts"][4]["verdict"], "missing", "{r}");
    assert_eq!(r["report"]["parts"][0]["verdict"], "missing", "{r}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn option_buttons_answer_with_the_option_number() {
    // Seed 003, exam 2023_01_17 Q2: "Solution: ε* = 0.65", option D (0.50 ≤ ε) of the intervals
    // below 0.40, 0.45, 0.50
    let spec = "exercises/bayes-error/upv-2023-01-17-q2.yaml";
    let text = std::fs::read_to_string(root().join(spec)).unwrap();
    let ex = mlex::internals::practice::exercise(&request(&text, serde_json::json!([]))).unwrap();
    let form = mlex::internals::practice::form(&ex.solve());
    assert_eq!(
        serde_json::to_value(&form[0].layout).unwrap(),
        serde_json::json!({ "layout": "choice", "options": 4, "multiple": false })
    );
    for (option, verdict) in [("4", "right"), ("3", "wrong")] {
        let req = serde_json::json!({ "spec": text, "boxes": [["bayes_error", [["", option]]]] });
        let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
        assert_eq!(r["report"]["parts"][0]["verdict"], verdict, "{r}");
    }
    let o = mlex(&[
        "practice",
        spec,
        "--wasm",
        fake_wasm(&scratch("practice-choice")).to_str().unwrap(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(
        o.stdout
            .matches("<input type=\"radio\" name=\"v1-bayes_error\"")
            .count(),
        4
    );
    assert!(o.stdout.contains("value=\"4\"> D</label>"));
}

#[test]
fn an_italian_page_reads_decimal_commas_and_speaks_italian() {
    let dir = scratch("practice-it");
    let w = fake_wasm(&dir);
    let o = mlex(&["practice", UPV, "--wasm", w.to_str().unwrap(), "--lang", "it"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("<html lang=\"it\">"));
    assert!(o.stdout.contains("data-action=\"check\">Correggi</button>"));
    assert!(o.stdout.contains("<h2>Le tue risposte</h2>"));
    assert!(o.stdout.contains("\"decimal_comma\":true"));
    assert!(o.stdout.contains("\"lang\":\"it\""));
    // the worksheet is the Italian one, without its answer space; the solution is there, hidden
    assert!(o.stdout.contains("<h2>Domande</h2>") && !o.stdout.contains("<h2>Risposte</h2>"));
    assert_eq!(o.stdout.matches("<section class=\"solution\" hidden>").count(), 1);
    assert!(o.stdout.contains("Soluzione"));
    // the checker: `1,0` is one; a word gets an Italian message at its box
    let text = std::fs::read_to_string(root().join(UPV)).unwrap();
    let req = serde_json::json!({ "spec": text, "lang": "it", "decimal_comma": true,
        "boxes": [["errors", [["", "1,0"]]], ["classify", [["", "2"]]], ["discriminants", [["0", "uno"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert_eq!(r["report"]["parts"][1]["verdict"], "right", "{r}");
    assert_eq!(
        r["box_errors"][0]["message"], "non è un numero: scrivere 0,25, 1/4, −0,25 o ln(2)",
        "{r}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_requests_are_answered_not_panicked() {
    for req in [
        "",
        "{",
        "[]",
        "{\"spec\": 3}",
        "{\"spec\": \"kind: nope\\n\"}",
        "{\"spec\": \"\"}",
    ] {
        let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(req)).unwrap();
        assert!(r["error"].is_string(), "{req}: {r}");
    }
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(
        "{\"spec\": \"kind: perceptron\\nmargin: -1\\n\"}",
    ))
    .unwrap();
    assert!(r["error"].as_str().unwrap().contains("spec.yaml:2:"), "{r}");
}

#[test]
fn the_page_has_one_script_allowed_by_its_hash_and_no_address() {
    let dir = scratch("practice-page");
    let wasm = fake_wasm(&dir);
    let page = dir.join("p.html");
    let o = mlex(&[
        "practice",
        UPV,
        "--wasm",
        wasm.to_str().unwrap(),
        "-o",
        page.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let html = std::fs::read_to_string(&page).unwrap();
    let script = std::fs::read_to_string(root().join("src/practice/practice.js")).unwrap();
    // three script elements: two data blocks (never run) and the script
    assert_eq!(html.matches("<script").count(), 3);
    assert!(html.contains("<script type=\"application/json\" id=\"mlex-data\">"));
    // the checker as coreutils' base64 writes it
    let b64 = std::process::Command::new("base64")
        .args(["-w0", wasm.to_str().unwrap()])
        .output()
        .unwrap();
    let b64 = String::from_utf8(b64.stdout).unwrap();
    assert!(b64.starts_with("H4sIEAAAAAAAA21sZXgtY2hlY2tlci1pZD"), "{b64}");
    assert!(html.contains(&format!(
        "<script type=\"application/octet-stream\" id=\"mlex-wasm\">{b64}</script>"
    )));
    assert!(html.contains(&format!("<script>{script}</script>")));
    // its hash, as the CSP names it (coreutils: sha256sum, xxd-free base64 of the digest)
    let hash = std::process::Command::new("sh")
        .arg("-c")
        .arg("sha256sum | cut -d' ' -f1 | python3 -c 'import sys,base64; print(base64.b64encode(bytes.fromhex(sys.stdin.read().strip())).decode())'")
        .stdin(std::fs::File::open(root().join("src/practice/practice.js")).unwrap())
        .output()
        .unwrap();
    let hash = String::from_utf8(hash.stdout).unwrap();
    assert_eq!(hash.trim().len(), 44, "{hash}");
    assert!(
        html.contains(&format!("script-src 'sha256-{}' 'wasm-unsafe-eval'", hash.trim())),
        "the CSP's hash is not the script's ({hash})"
    );
    assert!(html.contains("default-src 'none'"));
    // no address of any kind: nothing to load
    for needle in ["http:", "https:", "src=", "href=", "url(", "//"] {
        let outside_script = html.replace(&script, "");
        assert!(
            !outside_script.contains(needle) || needle == "//" && !outside_script.contains("://"),
            "{needle}"
        );
    }
    assert!(!script.contains("fetch(") && !script.contains("XMLHttpRequest") && !script.contains("eval("));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn practice_errors_are_located_and_exit_2() {
    let dir = scratch("practice-errors");
    let wasm = fake_wasm(&dir);
    let w = wasm.to_str().unwrap();
    // a spec with an error: located
    let bad = dir.join("bad.yaml");
    std::fs::write(&bad, "kind: perceptron\nmargin: -1\nsamples: [{ x: [0], y: 1 }]\n").unwrap();
    let o = mlex(&["practice", bad.to_str().unwrap(), "--wasm", w]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("bad.yaml:2:"), "{}", o.stderr);
    // an exam without the run's seed, two exercises
    let o = mlex(&["practice", "exercises/exams/sample-exam.yaml", "--wasm", w]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("is an exam; its practice page needs `--seed S`"),
        "{}",
        o.stderr
    );
    let two = dir.join("two.yaml");
    let one = std::fs::read_to_string(root().join("tests/answers/two-iterations.spec.yaml")).unwrap();
    std::fs::write(
        &two,
        format!("- {}\n- {}", one.replace('\n', "\n  "), one.replace('\n', "\n  ")),
    )
    .unwrap();
    let o = mlex(&["practice", two.to_str().unwrap(), "--wasm", w]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    // the checker: missing, not gzip
    let o = mlex(&["practice", UPV, "--wasm", dir.join("none.gz").to_str().unwrap()]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("none.gz`: no such file"), "{}", o.stderr);
    let o = mlex(&["practice", UPV, "--wasm", UPV]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("is not a gzip file") && o.stderr.contains("build-practice.sh"),
        "{}",
        o.stderr
    );
    // a checker of other sources (a stale build), or one that does not say: refused, with the
    // command that builds this mlex's
    let other = dir.join("other");
    std::fs::create_dir_all(&other).unwrap();
    let stale = mlex::checker::CHECKER_MARK.replace("id:", "id:0").replacen('0', "1", 1);
    for id in [Some(stale.as_str()), Some("mlex-checker-id:"), None] {
        let p = fake_wasm_of(&other, id);
        let o = mlex(&["practice", UPV, "--wasm", p.to_str().unwrap()]);
        assert_eq!(o.code, 2, "{id:?}");
        assert!(
            o.stderr
                .contains("run `scripts/build-practice.sh` in mlex's repository"),
            "{}",
            o.stderr
        );
        let o = mlex(&["practice", EXAM, "--seed", "1", "--wasm", p.to_str().unwrap()]);
        assert_eq!(o.code, 2, "{id:?}");
        assert!(o.stdout.is_empty());
    }
    // --variants needs --seed; at most 50; -o never replaces the spec
    assert_eq!(mlex(&["practice", UPV, "--wasm", w, "--variants", "3"]).code, 2);
    assert_eq!(
        mlex(&["practice", UPV, "--wasm", w, "--seed", "1", "--variants", "51"]).code,
        2
    );
    let copy = dir.join("spec.yaml");
    std::fs::copy(root().join(UPV), &copy).unwrap();
    let o = mlex(&[
        "practice",
        copy.to_str().unwrap(),
        "--wasm",
        w,
        "-o",
        copy.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert_eq!(
        std::fs::read_to_string(&copy).unwrap(),
        std::fs::read_to_string(root().join(UPV)).unwrap()
    );
    // variants: one article each, the next one hidden
    let o = mlex(&[
        "practice",
        "exercises/variants/perceptron-trace.yaml",
        "--wasm",
        w,
        "--seed",
        "7",
        "--variants",
        "3",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(o.stdout.matches("<article class=\"exercise practice\"").count(), 3);
    assert_eq!(o.stdout.matches("data-action=\"another\"").count(), 3);
    assert!(o.stdout.contains("id=\"variant-2\" data-index=\"1\" hidden>"));
    let _ = std::fs::remove_dir_all(&dir);
}

const EXAM: &str = "exercises/exams/sample-exam.yaml";

/// The leaf of `v` at a box's path (`2.0.1`: list items and map entries by position).
fn leaf_at<'v>(v: &'v mlex::Value, path: &str) -> &'v mlex::Value {
    use mlex::Value;
    let mut v = v;
    for i in path.split('.').filter(|s| !s.is_empty()) {
        let i: usize = i.parse().unwrap();
        v = match v {
            Value::List(items) => &items[i],
            Value::Map(items) => &items[i].1,
            other => panic!("no entry {i} in {other:?}"),
        };
    }
    v
}

/// The boxes of one solved exercise filled with its answers as the key writes them (a choice
/// part: its option numbers).
pub(super) fn typed_right(sol: &mlex::Solution) -> Vec<(String, Vec<(String, String)>)> {
    use mlex::internals::practice::Layout;
    let style = sol.exercise.fmt().value_style();
    mlex::internals::practice::form(sol)
        .iter()
        .zip(&sol.parts)
        .map(|(f, p)| {
            let cells = match &f.layout {
                Layout::Single { cell } => vec![cell.clone()],
                Layout::Row { cells, .. } => cells.clone(),
                Layout::Table { cells, .. } => cells.iter().flatten().cloned().collect(),
                Layout::Choice { .. } => {
                    let picked = match &p.value {
                        mlex::Value::List(items) => {
                            items.iter().map(|i| i.to_yaml(style)).collect::<Vec<_>>().join(",")
                        }
                        v => v.to_yaml(style),
                    };
                    return (f.name.clone(), vec![(String::new(), picked)]);
                }
            };
            let boxes = cells
                .iter()
                .map(|c| (c.path.clone(), leaf_at(&p.value, &c.path).to_yaml(style)))
                .collect();
            (f.name.clone(), boxes)
        })
        .collect()
}

/// The page's request for variant `k` of the sample exam under seed 2026, every box typed right.
fn exam_request(k: u64) -> (serde_json::Value, Vec<mlex::Solution>) {
    let exam = mlex::Exam::load(root().join(EXAM)).unwrap();
    let v = exam.variant(2026, k).unwrap();
    let solved = v.solve();
    let questions: Vec<_> = solved
        .iter()
        .map(|s| serde_json::json!([s.exercise.id(), typed_right(s)]))
        .collect();
    let files: Vec<_> = [
        "../variants/perceptron-trace.yaml",
        "../variants/bayes-error-table.yaml",
        "../variants/holdout-interval.yaml",
    ]
    .iter()
    .map(|n| {
        let text = std::fs::read_to_string(root().join("exercises/exams").join(n)).unwrap();
        serde_json::json!([n, text])
    })
    .collect();
    let req = serde_json::json!({
        "exam": std::fs::read_to_string(root().join(EXAM)).unwrap(),
        "files": files,
        "seed": 2026,
        "variant": k,
        "lang": "en",
        "questions": questions,
    });
    (req, solved)
}

#[test]
fn an_exam_page_grades_like_check_exam_and_its_download_round_trips() {
    let dir = scratch("practice-exam");
    for k in [1, 4] {
        let (req, solved) = exam_request(k);
        let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
        assert_eq!(r["box_errors"], serde_json::json!([]), "{r}");
        let report = &r["report"];
        assert_eq!(report["variant"], k, "{r}");
        // the sample exam's points: 2 + 1 + 1 + 1 + 1 + 2 + 2 + 2
        assert_eq!(report["total"], "12", "{report}");
        assert_eq!(report["score"], "12", "{report}");
        let exercises = report["exercises"].as_array().unwrap();
        assert_eq!(exercises.len(), 8);
        assert!(exercises.iter().all(|x| x["report"]["all_right"] == true), "{report}");
        let answers = r["answers"].as_str().unwrap();
        assert!(answers.contains(&format!("\nvariant: {k}\n")), "{answers}");
        for s in &solved {
            assert!(answers.contains(&format!("\n{}:\n", s.exercise.id())), "{answers}");
        }
        // the download, given to the real binary: all right, the same score
        let file = dir.join(format!("answers-{k}.yaml"));
        std::fs::write(&file, answers).unwrap();
        let f = file.to_str().unwrap();
        let o = mlex(&["check", EXAM, f, "--seed", "2026"]);
        assert_eq!(o.code, 0, "{}{}", o.stdout, o.stderr);
        let o = mlex(&["check", EXAM, f, "--seed", "2026", "--json"]);
        let j: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
        assert_eq!(j["score"], report["score"], "{}", o.stdout);
        for (a, b) in j["exercises"].as_array().unwrap().iter().zip(exercises) {
            assert_eq!(a["report"]["parts"], b["report"]["parts"]);
        }
        // under another seed the same file is another exam's: not all right
        assert_eq!(mlex(&["check", EXAM, f, "--seed", "2027"]).code, 1);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_exam_page_marks_only_the_wrong_question_and_its_boxes() {
    let (mut req, solved) = exam_request(2);
    // question 3 (discriminants at x2): its first discriminant written one more; question 8's
    // error rate garbage
    let q3 = solved
        .iter()
        .position(|s| s.exercise.id() == "discriminants-at-x2")
        .unwrap();
    let q8 = solved.len() - 1;
    {
        let boxes = &mut req["questions"][q3][1][0][1][0][1];
        let right: mlex::Number = mlex::Number::parse(boxes.as_str().unwrap()).unwrap().value;
        let more: mlex::Number = [right, mlex::Number::one()].into_iter().sum();
        *boxes = serde_json::json!(more.to_string());
        req["questions"][q8][1][0][1][0][1] = serde_json::json!("1,5");
    }
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    let errors = r["box_errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{r}");
    assert_eq!(errors[0]["exercise"], solved[q8].exercise.id());
    assert!(errors[0]["message"].as_str().unwrap().contains("decimal point"), "{r}");
    let exercises = r["report"]["exercises"].as_array().unwrap();
    for (i, x) in exercises.iter().enumerate() {
        let right = x["report"]["all_right"] == true;
        assert_eq!(right, i != q3 && i != q8, "question {}: {x}", i + 1);
    }
    let parts = exercises[q3]["report"]["parts"].as_array().unwrap();
    // one discriminant of three wrong: partly right, the wrong one named as the page names its
    // box (the row of boxes under g₁ g₂ g₃), not by the answers file's class key `1`
    assert_eq!(parts[0]["verdict"], "partial", "{parts:?}");
    assert_eq!(parts[0]["details"][1], "the box under g₁ is wrong", "{parts:?}");
    assert_eq!(parts[1]["verdict"], "right", "{parts:?}");
    // question 8's part with the garbage box is missing from the file (so graded missing)
    assert_eq!(exercises[q8]["report"]["parts"][0]["verdict"], "missing");
}

#[test]
fn practice_exam_pages_have_every_question_with_its_points() {
    let dir = scratch("practice-exam-page");
    let w = fake_wasm(&dir);
    let w = w.to_str().unwrap();
    let o = mlex(&["practice", EXAM, "--seed", "2026", "--variants", "3", "--wasm", w]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let html = &o.stdout;
    assert_eq!(html.matches("<article class=\"exercise practice exam\"").count(), 3);
    assert_eq!(html.matches("<section class=\"question\"").count(), 24);
    for (n, p) in [(1, "2 points"), (2, "1 point"), (8, "2 points")] {
        assert!(html.contains(&format!("Question {n} ({p})")), "question {n}");
    }
    assert!(html.contains("12 points. Exam variant 3 of seed 2026"));
    // the points are the exam's, in the heading: not the exercise's own line besides
    assert!(!html.contains("<em>(2 points)</em>"), "an exercise's own points line");
    assert_eq!(html.matches("data-action=\"another\"").count(), 3);
    // the checker gets the exam and its three spec files
    assert!(html.contains("\"exam\":true") && html.contains("../variants/holdout-interval.yaml"));
    // in Italian
    let o = mlex(&["practice", EXAM, "--seed", "2026", "--wasm", w, "--lang", "it"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("Domanda 1 (2 punti)"), "{}", &o.stdout[..2000]);
    assert!(o.stdout.contains("<html lang=\"it\">"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// An exam read from standard input (`-`): its `file:` entries are read from the current
/// directory (the repository's root, where the tests run mlex), and its page is the page of the
/// same exam read from a file; a `file:` that is not there is a located error at `<stdin>`.
#[test]
fn an_exam_read_from_standard_input_has_its_page() {
    let dir = scratch("practice-exam-stdin");
    let w = fake_wasm(&dir);
    let w = w.to_str().unwrap();
    let exam = |file: &str| {
        format!(
            "exam:\n  title: From standard input\nexercises:\n  - {{ file: {file}, points: 2 }}\n  - spec: {{ kind: holdout, id: inline, errors: 100, test_size: 2000, ask: [error_rate] }}\n"
        )
    };
    let relative = "exercises/variants/holdout-interval.yaml";
    let o = mlex_stdin(&["practice", "-", "--seed", "3", "--wasm", w], &exam(relative));
    assert_eq!(o.code, 0, "{}", o.stderr);
    let html = &o.stdout;
    assert_eq!(html.matches("<article class=\"exercise practice exam\"").count(), 1);
    for q in [
        "Question 1 (2 points)",
        "Question 2 (1 point)",
        "3 points. Exam variant 1 of seed 3",
    ] {
        assert!(html.contains(q), "{q}");
    }
    // the checker gets the spec file under the name the exam gives it
    assert!(html.contains(&format!("\"{relative}\"")), "the spec file");
    // the same page as from a file (with the spec file's full path, the same from anywhere)
    let full = root().join(relative).display().to_string();
    let from_stdin = mlex_stdin(&["practice", "-", "--seed", "3", "--wasm", w], &exam(&full));
    let file = dir.join("exam.yaml");
    std::fs::write(&file, exam(&full)).unwrap();
    let from_file = mlex(&["practice", file.to_str().unwrap(), "--seed", "3", "--wasm", w]);
    assert_eq!(from_stdin.code, 0, "{}", from_stdin.stderr);
    assert!(from_stdin.stdout == from_file.stdout, "the pages differ");
    // a spec file that is not in the current directory
    let o = mlex_stdin(
        &["practice", "-", "--seed", "3", "--wasm", w],
        &exam("variants/holdout-interval.yaml"),
    );
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .starts_with("error: no spec file `variants/holdout-interval.yaml`\n --> <stdin>:4:13\n"),
        "{}",
        o.stderr
    );
    assert!(
        o.stderr
            .contains("help: a `file:` path is relative to the exam file's directory (to the current directory for an exam read from standard input, `-`)"),
        "{}",
        o.stderr
    );
    assert!(o.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// An exam whose variant finds no valid draw: exit 2 with the draw's error (the constraint that
/// rejected the draws, or the work budget that stopped them), and no page written.
#[test]
fn an_exam_whose_variant_draw_fails_has_no_page() {
    let dir = scratch("practice-exam-draw-fails");
    let w = fake_wasm(&dir);
    let w = w.to_str().unwrap();
    let page = dir.join("page.html");
    // every shared draw rejected by question 1 (tests/cli/exam.rs, `mlex stress`)
    let o = mlex(&[
        "practice",
        "tests/exams/degenerate.yaml",
        "--seed",
        "1",
        "--wasm",
        w,
        "-o",
        page.to_str().unwrap(),
    ]);
    assert_eq!(o.code, 2, "{}{}", o.stdout, o.stderr);
    assert_eq!(
        o.stderr,
        "error: no valid draw of `data` (seed 1, variant 1) in 100 attempts: `exercise too-few-errors` rejected 100 of them (100.0%) (`errors >= m / 50`)\n"
    );
    assert!(!page.exists(), "no page written");
    // a variant whose draws stop at the work one exam variant may do
    let o = mlex(&["practice", "tests/exams/slow-data.yaml", "--seed", "0", "--wasm", w]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .starts_with("error: no valid draw of `data` (seed 0, variant 1) in ")
            && o.stderr
                .contains(" attempts (the work a draw may do was spent): `exercise slow-rejected` rejected "),
        "{}",
        o.stderr
    );
    assert!(o.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_class_box_takes_only_a_class() {
    // seed 003, exam 2023_01_26: g = (−31, −24, −49) at (5, 5), class 2 (the spec's `stated:`)
    let spec = std::fs::read_to_string(root().join("exercises/discriminants/upv-2023-01-26-test-sample.yaml")).unwrap();
    let ask = |class: &str, lang: &str| -> serde_json::Value {
        let req = serde_json::json!({
            "spec": spec, "lang": lang,
            "boxes": [["discriminants", [["0", "-31"], ["1", "-24"], ["2", "-49"]]], ["classify", [["", class]]]],
        });
        serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap()
    };
    for right in ["2", " 2 ", "2.0"] {
        let r = ask(right, "en");
        assert_eq!(r["box_errors"], serde_json::json!([]), "{right}: {r}");
        assert_eq!(r["report"]["all_right"], true, "{right}: {r}");
    }
    // another class: graded wrong, not marked
    let r = ask("3", "en");
    assert_eq!(r["box_errors"], serde_json::json!([]), "{r}");
    assert_eq!(r["report"]["parts"][1]["verdict"], "wrong", "{r}");
    // not a class: marked at the box with the classes to choose from, the part left out
    for garbage in ["dog", "4", "<b>2</b>", "2 or 3"] {
        let r = ask(garbage, "en");
        let e = &r["box_errors"][0];
        assert_eq!(
            (e["part"].as_str(), e["path"].as_str()),
            (Some("classify"), Some("")),
            "{r}"
        );
        assert_eq!(e["message"], "not a class: write one of 1, 2, 3", "{r}");
        assert_eq!(r["report"]["parts"][1]["verdict"], "missing", "{r}");
        assert_eq!(r["report"]["parts"][0]["verdict"], "right", "{r}");
    }
    let r = ask("cane", "it");
    assert_eq!(
        r["box_errors"][0]["message"], "non è una classe: scrivere una tra 1, 2, 3",
        "{r}"
    );
    // the form says which boxes are class boxes (the class c(x) of the one point asked, in its
    // answer table's one cell)
    let ex = mlex::Exercise::from_yaml(&spec).unwrap();
    let form = mlex::internals::practice::form(&ex.solve());
    assert!(
        matches!(&form[1].layout, mlex::internals::practice::Layout::Table { cells, .. }
            if cells.len() == 1 && cells[0].len() == 1 && cells[0][0].leaf == mlex::internals::practice::Leaf::Class),
        "{:?}",
        form[1].layout
    );
}

/// Expressions typed into number boxes (docs/checking.md, "Numbers as expressions"): written to
/// the answers file with decimal points, and graded as `mlex check` grades them (σ(2) =
/// 1/(1 + e⁻²) = 0.880797…, seed 003 U2.4 prints 0.8808); one that does not read gets its
/// message at the box.
#[test]
fn number_boxes_take_expressions() {
    let text = std::fs::read_to_string(root().join("exercises/softmax/upv-u24-probability.yaml")).unwrap();
    let req = serde_json::json!({ "spec": text, "lang": "it", "decimal_comma": true,
        "boxes": [["probability", [["0", "1 / (1 + e^\u{2212}2)"], ["1", "1/(1+e^2)"], ["2", "ln(e^0,5)"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert!(
        r["answers"]
            .as_str()
            .unwrap()
            .contains("probability: [\"1/(1+e^-2)\", \"1/(1+e^2)\", \"ln(e^0.5)\"]"),
        "{r}"
    );
    assert_eq!(r["report"]["parts"][0]["verdict"], "right", "{r}");
    let req = serde_json::json!({ "spec": text, "lang": "it", "decimal_comma": true,
        "boxes": [["probability", [["0", "ln("], ["1", "0"], ["2", "0"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert_eq!(
        r["box_errors"][0]["message"], "non è un'espressione che mlex legge: la `(` non è chiusa",
        "{r}"
    );
}

/// The boxes read as the worksheet: the parts' titles of the worked solution (English and
/// Italian, locales/), the weights of several classes with a column per class `w_c` and a row
/// per entry `d` (the worksheet's "Initial weights" table of seed 003, 2023_01_26), a trace's
/// columns grouped under `w_c`, the discriminants `g_c`, and one weight vector's boxes `w₀, w₁`.
#[test]
fn the_boxes_are_named_and_laid_out_as_the_worksheet() {
    use mlex::internals::practice::Layout;
    let text = std::fs::read_to_string(root().join(UPV)).unwrap();
    let ex = mlex::internals::practice::exercise(&request(&text, serde_json::json!([]))).unwrap();
    let form = mlex::internals::practice::form(&ex.solve());
    let titles: Vec<&str> = form.iter().map(|p| p.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "Trace",
            "Misclassified samples",
            "Final weights",
            "Discriminant values",
            "Classification"
        ]
    );
    let fw = form.iter().find(|p| p.name == "final_weights").unwrap();
    let Layout::Table {
        corner,
        rows,
        columns,
        cells,
        ..
    } = &fw.layout
    else {
        panic!("{:?}", fw.layout)
    };
    assert_eq!(
        (corner.as_str(), rows.as_slice()),
        ("d", &["0", "1", "2"].map(String::from)[..])
    );
    assert_eq!(columns, &["w₁", "w₂", "w₃"]);
    // the box of row d = 2, column w₃ is class 3's third weight: path `2.2` (class index, entry)
    assert_eq!(cells[2][2].path, "2.2");
    assert_eq!(cells[0][1].path, "1.0");
    let trace = form.iter().find(|p| p.name == "trace").unwrap();
    let Layout::Table {
        corner,
        subcorner,
        columns,
        ..
    } = &trace.layout
    else {
        panic!("{:?}", trace.layout)
    };
    assert_eq!((corner.as_str(), subcorner.as_str()), ("step", "d"));
    assert_eq!(columns[..4], ["w₁ · 0", "w₁ · 1", "w₁ · 2", "w₂ · 0"].map(String::from));
    // the discriminants' values as the worked solution names them, g_c, in the row of the
    // point asked (the solution's "For x = (5, 5)")
    let g = form.iter().find(|p| p.name == "discriminants").unwrap();
    assert!(
        matches!(&g.layout, Layout::Table { rows, columns, .. }
            if rows == &["x = (5, 5)"] && columns == &["g₁", "g₂", "g₃"]),
        "{:?}",
        g.layout
    );
    // in Italian
    let mut req = request(&text, serde_json::json!([]));
    req.lang = Some("it".into());
    let form = mlex::internals::practice::form(&mlex::internals::practice::exercise(&req).unwrap().solve());
    assert_eq!(form[0].title, "Traccia");
    assert_eq!(form[2].title, "Pesi finali");
    // one weight vector (logistic regression): w₀, w₁
    let text = std::fs::read_to_string(root().join("exercises/logistic-regression/batch-01.yaml")).unwrap();
    let form = mlex::internals::practice::form(
        &mlex::internals::practice::exercise(&request(&text, serde_json::json!([])))
            .unwrap()
            .solve(),
    );
    let fw = form.iter().find(|p| p.name == "final_weights").unwrap();
    assert!(
        matches!(&fw.layout, Layout::Row { headers, .. } if headers == &["w₀", "w₁"]),
        "{:?}",
        fw.layout
    );
    // least squares: "Find the weights w = (w₀, w₁, …)", its worksheet's question
    let text = std::fs::read_to_string(root().join("exercises/least-squares/plane.yaml")).unwrap();
    let form = mlex::internals::practice::form(
        &mlex::internals::practice::exercise(&request(&text, serde_json::json!([])))
            .unwrap()
            .solve(),
    );
    let w = form.iter().find(|p| p.name == "weights").unwrap();
    assert!(
        matches!(&w.layout, Layout::Row { headers, .. } if headers == &["w₀", "w₁", "w₂"]),
        "{:?}",
        w.layout
    );
    // an answer per row of the worksheet's table (the Bayes decisions per x) is headed by the
    // rows' x, as the worksheet's table writes them (rows `0 0`, `0 1`, `1 0`, `1 1` under
    // x₁ x₂), not 1–4
    let text = std::fs::read_to_string(root().join("exercises/bayes-error/upv-u23-discrete.yaml")).unwrap();
    let form = mlex::internals::practice::form(
        &mlex::internals::practice::exercise(&request(&text, serde_json::json!([])))
            .unwrap()
            .solve(),
    );
    assert_eq!(form[1].title, "Bayes decisions");
    assert!(
        matches!(&form[1].layout, Layout::Row { headers, .. }
            if headers == &["x = (0, 0)", "x = (0, 1)", "x = (1, 0)", "x = (1, 1)"]),
        "{:?}",
        form[1].layout
    );
    // continuous x: the intervals, as the worksheet's `x ∈` column writes them (the spec's
    // [−3/4, −1/4], [−1/4, 1/4], [1/4, 3/4])
    let text = std::fs::read_to_string(root().join("exercises/bayes-error/upv-u23-continuous-decisions.yaml")).unwrap();
    let form = mlex::internals::practice::form(
        &mlex::internals::practice::exercise(&request(&text, serde_json::json!([])))
            .unwrap()
            .solve(),
    );
    assert!(
        matches!(&form[0].layout, Layout::Row { headers, .. }
            if headers == &["x ∈ [\u{2212}3/4, \u{2212}1/4]", "x ∈ [\u{2212}1/4, 1/4]", "x ∈ [1/4, 3/4]"]),
        "{:?}",
        form[0].layout
    );
}

/// A part of a page: its key, its title and its boxes.
struct Part {
    name: String,
    title: String,
    layout: mlex::internals::practice::Layout,
}

/// The boxes of a shipped exercise's page, in `lang`.
fn form_of(spec: &str, lang: &str) -> Vec<Part> {
    let text = std::fs::read_to_string(root().join(spec)).unwrap();
    let mut req = request(&text, serde_json::json!([]));
    req.lang = Some(lang.into());
    mlex::internals::practice::form(&mlex::internals::practice::exercise(&req).unwrap().solve())
        .into_iter()
        .map(|p| Part {
            name: p.name,
            title: p.title,
            layout: p.layout,
        })
        .collect()
}

/// A part's layout as a table: (corner, rows, columns, the boxes' paths), or its headers as a
/// row of boxes (corner and rows empty).
fn grid(form: &[Part], part: &str) -> (String, Vec<String>, Vec<String>, Vec<Vec<String>>) {
    use mlex::internals::practice::Layout;
    match &form.iter().find(|p| p.name == part).unwrap().layout {
        Layout::Table {
            corner,
            rows,
            columns,
            cells,
            ..
        } => (
            corner.clone(),
            rows.clone(),
            columns.clone(),
            cells
                .iter()
                .map(|r| r.iter().map(|c| c.path.clone()).collect())
                .collect(),
        ),
        Layout::Row { headers, cells } => (
            String::new(),
            Vec::new(),
            headers.clone(),
            vec![cells.iter().map(|c| c.path.clone()).collect()],
        ),
        other => panic!("{part}: {other:?}"),
    }
}

/// The interval ends of a table's boxes (`from`, `to`; empty for a box that is not one).
fn ends(form: &[Part], part: &str) -> Vec<Vec<String>> {
    match &form.iter().find(|p| p.name == part).unwrap().layout {
        mlex::internals::practice::Layout::Table { cells, .. } => cells
            .iter()
            .map(|r| r.iter().map(|c| c.end.clone()).collect())
            .collect(),
        other => panic!("{part}: {other:?}"),
    }
}

/// Every kind's boxes are named and laid out as its worksheet's answer tables (`blank_{part}`,
/// the worksheet's "Answers"), which use the names of the worked solution. The expected names
/// are the worked solutions' (read in `mlex render --solutions` of each spec and written here
/// by hand), not the page's output.
#[test]
fn every_kind_names_its_boxes_as_its_worksheet() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    // least squares: the normal equations as the solution's augmented table, rows ∂E/∂w_d = 0,
    // columns w₀ w₁ w₂ and X̄ᵀy; X̄ᵀX̄'s entry (r, c) is `0.r.c`, X̄ᵀy's r-th `1.r`
    let f = form_of("exercises/least-squares/plane.yaml", "en");
    let (corner, rows, columns, cells) = grid(&f, "normal_equations");
    assert_eq!(corner, "");
    assert_eq!(rows, s(&["∂E/∂w₀ = 0", "∂E/∂w₁ = 0", "∂E/∂w₂ = 0"]));
    assert_eq!(columns, s(&["w₀", "w₁", "w₂", "X̄ᵀy"]));
    assert_eq!(cells[1], s(&["0.1.0", "0.1.1", "0.1.2", "1.1"]));
    // the gradient ∂/∂w_j, the residuals per sample n = 1…4 (the data's table's n)
    assert_eq!(grid(&f, "gradient").2, s(&["∂E/∂w₀", "∂E/∂w₁", "∂E/∂w₂"]));
    let (corner, rows, columns, _) = grid(&f, "residuals");
    assert_eq!(
        (corner.as_str(), rows, columns),
        ("n", s(&["yₙ − f(xₙ)"]), s(&["1", "2", "3", "4"]))
    );
    // logistic regression: ∇L(w) by ∂L/∂w_j, the Hessian indexed 0…2 as the solution's table,
    // the number of parameters named as the solution's lines (Italian: the spec says `lang: it`)
    let f = form_of("exercises/logistic-regression/newton-irls.yaml", "en");
    assert_eq!(grid(&f, "gradient").2, s(&["∂L/∂w₀", "∂L/∂w₁", "∂L/∂w₂"]));
    let (_, rows, columns, cells) = grid(&f, "hessian");
    assert_eq!((rows, columns), (s(&["0", "1", "2"]), s(&["0", "1", "2"])));
    assert_eq!(cells[2][1], "2.1");
    assert_eq!(
        grid(&f, "parameters").2,
        s(&["logistic regression", "generative model"])
    );
    let f = form_of("exercises/logistic-regression/newton-irls.yaml", "it");
    assert_eq!(
        grid(&f, "parameters").2,
        s(&["regressione logistica", "modello generativo"])
    );
    // softmax regression: logits and probabilities a row per sample, a column per class
    // (a₁ a₂ a₃, μ₁ μ₂ μ₃); the gradient a row per d, a column per class w₁ w₂ w₃
    let f = form_of("exercises/softmax-regression/upv-u24-one-step.yaml", "en");
    let (corner, rows, columns, cells) = grid(&f, "logits");
    assert_eq!(
        (corner.as_str(), rows, columns),
        ("n", s(&["1"]), s(&["a₁", "a₂", "a₃"]))
    );
    assert_eq!(cells[0], s(&["0.0", "0.1", "0.2"]));
    assert_eq!(grid(&f, "probabilities").2, s(&["μ₁", "μ₂", "μ₃"]));
    let (corner, rows, columns, cells) = grid(&f, "gradient");
    assert_eq!(
        (corner.as_str(), rows, columns),
        ("d", s(&["0", "1", "2"]), s(&["w₁", "w₂", "w₃"]))
    );
    // row d = 1, column w₃: class 3's entry 1
    assert_eq!(cells[1][2], "2.1");
    // surrogate losses: a row per loss, a column per η as the solution's tables
    let f = form_of("exercises/surrogate-losses/risk-minimizers.yaml", "en");
    let (_, rows, columns, cells) = grid(&f, "min_risk");
    assert_eq!(rows, s(&["exponential", "square", "squared-hinge", "perceptron"]));
    assert_eq!(columns, s(&["η = 0", "η = 1/4", "η = 1"]));
    assert_eq!(cells[2][1], "2.1");
    // decision rules: the decisions a row per rule c_k(x), a column per x as the rules' tables
    let f = form_of("exercises/decision-rules/three-classes.yaml", "en");
    let (corner, rows, columns, _) = grid(&f, "decisions");
    assert_eq!(corner, "x");
    assert_eq!(rows, s(&["c₁(x)", "c₂(x)", "c₃(x)", "c₄(x)", "c₅(x)", "c₆(x)"]));
    assert_eq!(columns, s(&["(0, 0)", "(0, 1)", "(1, 0)", "(1, 1)"]));
    // SVM: ω's heading and entries, α per sample; an interval's ends named in the language
    let f = form_of("exercises/svm/seed000-four-points.yaml", "en");
    assert_eq!(f[0].title, "ω");
    assert_eq!(grid(&f, "weights").2, s(&["ω₁"]));
    assert_eq!(grid(&f, "alphas").1, s(&["αₙ"]));
    let f = form_of("exercises/svm/seed000-c-zero.yaml", "it");
    assert_eq!(grid(&f, "bias").2, s(&["da", "a"]));
    // multiclass: votes a row per x, a column per class's votes
    let f = form_of("exercises/multiclass-scheme/all-pairs.yaml", "en");
    let (_, rows, columns, _) = grid(&f, "votes");
    assert_eq!(rows, s(&["(2, 0)", "(0, 2)", "(0, 0)", "(2, 3)"]));
    assert_eq!(columns, s(&["votes 1", "votes 2", "votes 3"]));
    // Gaussian posteriors P(c | x), the `|` as written (the Markdown table escapes it)
    let f = form_of("exercises/gaussian-boundary/upv-u21-setosa.yaml", "en");
    assert_eq!(grid(&f, "posterior").2, s(&["P(setosa | x)", "P(non-setosa | x)"]));
    // softmax: a row per logit vector a⁽ⁿ⁾; titles that need an argument get the data's
    let f = form_of("exercises/softmax/logsumexp-bounds.yaml", "en");
    assert_eq!(grid(&f, "probabilities").1, s(&["a⁽¹⁾", "a⁽²⁾", "a⁽³⁾"]));
    assert_eq!(
        form_of("exercises/softmax/upv-u24-probability.yaml", "en")[0].title,
        "Probability of class 1"
    );
    assert_eq!(
        form_of("exercises/softmax/upv-u24-probability.yaml", "it")[0].title,
        "Probabilità della classe 1"
    );
    // a kind with no heading for its one part: the answer's label, not the key `answer`
    assert_eq!(
        form_of("exercises/perceptron-inverse/upv-2022-01-13-q3.yaml", "en")[0].title,
        "Answer"
    );

    // issue 41: a part asked at points has a row per point, named as its question and worked
    // solution name it (`Predict the target of x = (2, 2) and (0.5, 0.5)`, `f((2, 2)) = …`),
    // under the value's name (`f(x)`, `c(x)`, `S(a)₁`, `g₁`)
    let f = form_of("exercises/least-squares/plane.yaml", "en");
    let (corner, rows, columns, cells) = grid(&f, "predict");
    assert_eq!(
        (corner.as_str(), rows, columns, cells),
        (
            "",
            s(&["x = (2, 2)", "x = (0.5, 0.5)"]),
            s(&["f(x)"]),
            vec![s(&["0"]), s(&["1"])]
        )
    );
    // one point asked (`predict: [3]`): one box, path "", in the table's one row
    let (_, rows, _, cells) = grid(&form_of("exercises/least-squares/seed001-line.yaml", "en"), "predict");
    assert_eq!((rows, cells), (s(&["x = 3"]), vec![s(&[""])]));
    // the left inverse as its solution's table: rows w₀ w₁, columns y₁ y₂
    let (_, rows, columns, cells) = grid(
        &form_of("exercises/least-squares/seed001-square-system.yaml", "en"),
        "left_inverse",
    );
    assert_eq!((rows, columns), (s(&["w₀", "w₁"]), s(&["y₁", "y₂"])));
    assert_eq!(cells[1][0], "1.0");
    // softmax regression: "x = (0, 0): … S(a) = (0.8808, 0.1192)"
    let (_, rows, columns, cells) = grid(
        &form_of("exercises/softmax-regression/upv-u24-example.yaml", "en"),
        "posterior",
    );
    assert_eq!(rows, s(&["x = (0, 0)", "x = (1, 1)", "x = (0.5, 0.5)"]));
    assert_eq!(columns, s(&["S(a)₁", "S(a)₂"]));
    assert_eq!(cells[2][1], "2.1");
    // discriminants: "For x = (2, −1) … ⇒ c(x) = argmax_c g_c(x) = 1"; the pairs as the answer
    // writes them, `1−2: x₂ = x₁` (the key is `1-2`)
    let f = form_of("exercises/discriminants/two-features.yaml", "en");
    let (_, rows, columns, _) = grid(&f, "classify");
    assert_eq!(
        (rows, columns),
        (s(&["x = (1, 1)", "x = (2, −1)", "x = (−1, −1)"]), s(&["c(x)"]))
    );
    assert_eq!(grid(&f, "boundaries").2, s(&["1−2", "1−3", "2−3"]));
    // Gaussian boundary: "At x = −1: … ⇒ a"; the posteriors at x = 1.5; the pairs' boundaries
    let f = form_of("exercises/gaussian-boundary/equal-spread.yaml", "en");
    assert_eq!(grid(&f, "classify").1, s(&["x = −1", "x = 4"]));
    assert_eq!(grid(&f, "posterior").1, s(&["x = 1.5"]));
    let f = form_of("exercises/gaussian-boundary/three-classes.yaml", "en");
    assert_eq!(grid(&f, "boundary").1, s(&["1−2", "1−3", "2−3"]));
    // decision regions: a row per class, an interval `(from, to)` per cell, counted as the
    // solution lists them (`R[non-setosa] = (0, 0.5229) ∪ (2.0872, ∞)`)
    let f = form_of("exercises/gaussian-boundary/upv-u21-setosa.yaml", "en");
    let (_, rows, columns, cells) = grid(&f, "regions");
    assert_eq!((rows, columns), (s(&["setosa", "non-setosa"]), s(&["1", "2"])));
    assert_eq!(cells[1], s(&["1.0.0", "1.0.1", "1.1.0", "1.1.1"]));
    assert_eq!(ends(&f, "regions")[1], s(&["from", "to", "from", "to"]));
    let f = form_of("exercises/gaussian-boundary/upv-u21-setosa.yaml", "it");
    assert_eq!(ends(&f, "regions")[0], s(&["da", "a"]));
    // holdout: "I = [ε̂ − r̂, ε̂ + r̂] = … = [0.0404, 0.0596]", its ends named as the SVM's
    // interval's are
    let (_, rows, columns, _) = grid(&form_of("exercises/holdout/upv-u23-example.yaml", "en"), "interval");
    assert_eq!((rows, columns), (s(&["I"]), s(&["from", "to"])));
    let (_, _, columns, _) = grid(&form_of("exercises/holdout/upv-u23-example.yaml", "it"), "interval");
    assert_eq!(columns, s(&["da", "a"]));
    // geometric margin: the projection of each point n, in the points' table's x₁ x₂
    let (corner, rows, columns, _) = grid(
        &form_of("exercises/geometric-margin/three-four-five.yaml", "en"),
        "projection",
    );
    assert_eq!(
        (corner.as_str(), rows, columns),
        ("n", s(&["1", "2", "3"]), s(&["x₁", "x₂"]))
    );
    // softmax: "one-hot(1) = (1, 0, 0)", the y_c of Cat(y | θ) = ∏ θ_c^(y_c); a value per
    // observed class, "y = 1 (one-hot (1, 0, 0)) …"
    let f = form_of("exercises/softmax/upv-u24-categorical.yaml", "en");
    assert_eq!(grid(&f, "one_hot").2, s(&["y₁", "y₂", "y₃"]));
    let f = form_of("exercises/softmax/zero-probability.yaml", "en");
    for part in ["categorical", "log_probability", "log_loss"] {
        assert_eq!(grid(&f, part).2, s(&["y = 1", "y = 2", "y = 3"]), "{part}");
    }
    // surrogate losses: each minimiser under its own η, an interval's two boxes in one cell
    // (`every ŷ in (−∞, −1]` for squared-hinge at η = 0)
    let f = form_of("exercises/surrogate-losses/risk-minimizers.yaml", "en");
    let (_, rows, columns, cells) = grid(&f, "minimizer");
    assert_eq!(rows, s(&["exponential", "square", "squared-hinge", "perceptron"]));
    assert_eq!(columns, s(&["η = 0", "η = 1/4", "η = 1"]));
    assert_eq!(cells[2], s(&["2.0.0", "2.0.1", "2.1", "2.2.0", "2.2.1"]));
    assert_eq!(ends(&f, "minimizer")[2], s(&["from", "to", "", "from", "to"]));

    // every shipped exercise, in English and Italian: no part's key as its title, no map key of
    // an answer as a header where the language names it otherwise (the moodle-key-* words:
    // English says `from` and `to` as the keys do, Italian `da` and `a`)
    let keys = |lang: &str| {
        let mut k = vec!["xtx", "xty", "logistic", "generative"];
        if lang == "it" {
            k.extend(["from", "to"]);
        }
        k
    };
    for dir in std::fs::read_dir(root().join("exercises")).unwrap() {
        let dir = dir.unwrap().path();
        if dir.ends_with("exams") || dir.ends_with("variants") {
            continue;
        }
        for spec in std::fs::read_dir(&dir).unwrap() {
            let spec = spec.unwrap().path();
            let rel = spec.strip_prefix(root()).unwrap().to_str().unwrap().to_string();
            for lang in ["en", "it"] {
                for p in form_of(&rel, lang) {
                    assert_ne!(p.title, p.name, "{rel} ({lang}): the part's key as its title");
                    if let mlex::internals::practice::Layout::Table { rows, .. } = &p.layout {
                        assert!(
                            !rows
                                .iter()
                                .any(|r| r.split('-').count() == 2 && r.split('-').all(|c| c.parse::<u32>().is_ok())),
                            "{rel} ({lang}), {}: a pair's key as a row {rows:?}",
                            p.name
                        );
                    }
                    if let mlex::internals::practice::Layout::Row { headers: h, .. }
                    | mlex::internals::practice::Layout::Table { columns: h, .. } = &p.layout
                    {
                        let kind_keys = h.iter().flat_map(|h| h.split(" · ")).filter(|h| keys(lang).contains(h));
                        // logistic is also a loss's name, which the surrogate worksheet shows as is
                        let kind_keys: Vec<&str> = kind_keys
                            .filter(|k| !(*k == "logistic" && rel.contains("surrogate")))
                            .collect();
                        assert!(
                            kind_keys.is_empty(),
                            "{rel} ({lang}), {}: keys as headers {h:?}",
                            p.name
                        );
                        // a pair of classes as the worked solutions write it, `1−2`, not the
                        // answers file's key `1-2`
                        assert!(
                            !h.iter()
                                .any(|h| h.split('-').count() == 2 && h.split('-').all(|c| c.parse::<u32>().is_ok())),
                            "{rel} ({lang}), {}: a pair's key as a header {h:?}",
                            p.name
                        );
                    }
                }
            }
        }
    }
}

/// The scores the page shows: as `mlex check` writes them (at most 2 decimals), and without
/// the parts whose boxes are not answers (they were not checked), which the page says.
#[test]
fn the_page_shows_scores_as_decimals_of_the_parts_checked() {
    let text = std::fs::read_to_string(root().join(UPV)).unwrap();
    // seed 003, 2023_01_26: the trace (1.5 points) with one slip at step 2 of 4 (by hand: steps
    // 1, 3 and 4 right from the student's own states, so 3/4 · 1.5 = 1.125, `1.13` at 2
    // decimals); `abc` in the classification box (0.5 points): not a class, so not checked
    let w0 = serde_json::json!({ "1": [-1, 4, -10], "2": [0, -6, -2], "3": [-3, -8, 2] });
    let slip = serde_json::json!({ "1": [-1, 4, -9], "2": [0, -6, -2], "3": [-3, -8, 2] });
    let last = serde_json::json!({ "1": [-1, 4, -9], "2": [1, -5, 0], "3": [-4, -9, 0] });
    let mut trace = Vec::new();
    boxes(&serde_json::json!([w0, slip, slip, last]), "", &mut trace);
    let req = serde_json::json!({ "spec": text, "boxes": [["trace", trace], ["classify", [["", "abc"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert_eq!(r["report"]["parts"][0]["verdict"], "partial", "{r}");
    let shown = &r["shown"];
    assert_eq!(
        shown["parts"][0],
        serde_json::json!({ "earned": "1.13", "points": "1.5", "wrong": ["1.0.2"] }),
        "{r}"
    );
    // a part worth no points (the misclassified samples): 0 of 0
    assert_eq!(shown["parts"][1]["points"], "0", "{r}");
    assert_eq!(
        (&shown["score"], &shown["total"]),
        (&"1.13".into(), &"1.5".into()),
        "{r}"
    );
    assert_eq!(shown["unchecked"], 1);
    assert_eq!(shown["unchecked_text"], "(1 part not checked: fix its marked boxes)");
    // the report itself stays `mlex check --json`'s: the whole exercise's total
    assert_eq!(r["report"]["total"], 2, "{r}");
    // every part checked: nothing said
    let req = serde_json::json!({ "spec": text, "boxes": [["classify", [["", "2"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    assert_eq!(
        (&r["shown"]["score"], &r["shown"]["total"]),
        (&"0.5".into(), &"2".into()),
        "{r}"
    );
    assert!(r["shown"]["unchecked_text"].is_null(), "{r}");
}

/// A one-row table's boxes are labelled as the lines under them name them: a row named by a
/// quantity takes the corner's value per column (`Residuals, yₙ − f(xₙ), n 2`); a row named by
/// a number is the corner's value (`Logits, n 1, a₂`, one sample), not `Logits, 1, n a₂`.
/// Expected labels written by hand from the worksheets' answer tables.
#[test]
fn a_one_row_tables_boxes_are_labelled_by_row_and_column() {
    let dir = scratch("practice-one-row-labels");
    let wasm = fake_wasm(&dir);
    let page = |spec: &str| {
        let out = dir.join("p.html");
        let o = mlex(&[
            "practice",
            spec,
            "--wasm",
            wasm.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        std::fs::read_to_string(out).unwrap()
    };
    let logits = page("exercises/softmax-regression/upv-u24-one-step.yaml");
    assert!(logits.contains("aria-label=\"Logits, n 1, a₂\""), "{logits}");
    assert!(!logits.contains("aria-label=\"Logits, 1, n"));
    let residuals = page("exercises/least-squares/plane.yaml");
    assert!(residuals.contains("aria-label=\"Residuals, yₙ − f(xₙ), n 2\""));
}
