//! `mlex report`: the item analysis of a class, through the real binary. The expected figures
//! are computed independently of mlex: by hand, and by the Python script in the comment of
//! `SYNTHETIC_CLASS` (fractions and statistics, Moodle's definitions).

use std::path::{Path, PathBuf};

use serde_json::Value as J;

use super::{mlex, root, scratch};

const EXAM: &str = "exercises/exams/sample-exam.yaml";

/// Which questions of the sample exam (points 2, 1, 1, 1, 1, 2, 2, 2) each of 10 students
/// answers as the key does (`1`), leaves out (`0`), or half (`h`, question 2 only: `modified`
/// left out, `updated_weights` right, so 1/2 of its point). Student s has variant s mod 3 + 1.
/// The expected figures below come from this script (Python 3.12, fractions and statistics):
///
/// ```python
/// from fractions import Fraction as F
/// import statistics as st, math
/// pts = [2, 1, 1, 1, 1, 2, 2, 2]
/// M = [...]  # SYNTHETIC_CLASS
/// S = [[F(p) if c == '1' else F(p, 2) if c == 'h' else F(0) for c, p in zip(r, pts)] for r in M]
/// tot = [sum(r) for r in S]; n = len(S)
/// var = lambda x: sum((a - sum(x) / len(x)) ** 2 for a in x) / (len(x) - 1)
/// mean, median, sd = sum(tot) / n, st.median(tot), math.sqrt(var(tot))
/// alpha = F(8, 7) * (1 - sum(var([r[q] for r in S]) for q in range(8)) / var(tot))
/// g = round(0.27 * n); order = sorted(range(n), key=lambda s: -tot[s])   # stable
/// for q in range(8):
///     it = [r[q] for r in S]; rest = [t - i for t, i in zip(tot, it)]
///     facility = sum(it) / n / pts[q]; sd_q = math.sqrt(var(it)) / pts[q]
///     r = st.correlation([float(x) for x in it], [float(x) for x in rest])
///     D = (sum(it[s] for s in order[:g]) - sum(it[s] for s in order[n - g:])) / g / pts[q]
/// # KR-20 (h read as 1): k/(k-1)·(1 − Σ p q / σ²), σ² of the number right divided by n
/// ```
const SYNTHETIC_CLASS: [&str; 10] = [
    "11111111", "11111110", "1h110110", "11011011", "0h111101", "10101100", "01010110", "10001010", "0h010001",
    "00000000",
];

/// The key's answers of each variant of `mlex exam EXAM --variants 3 --seed 42`, by variant.
fn keys(dir: &Path) -> Vec<serde_json::Map<String, J>> {
    let o = mlex(&[
        "exam",
        EXAM,
        "--variants",
        "3",
        "--seed",
        "42",
        "-o",
        dir.join("run").to_str().unwrap(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let key: J = serde_json::from_str(&std::fs::read_to_string(dir.join("run/key.json")).unwrap()).unwrap();
    key.as_array()
        .unwrap()
        .iter()
        .map(|k| k["answers"].as_object().unwrap().clone())
        .collect()
}

/// Writes the class's answers files (`s00.yaml` …), in the order of `rows`.
fn write_class(dir: &Path, rows: &[String]) -> Vec<PathBuf> {
    let keys = keys(dir);
    let ids: Vec<&str> = [
        "variant-perceptron-trace",
        "first-step",
        "discriminants-at-x2",
        "which-sample",
        "equivalent",
        "minimum-error-rules",
        "variant-bayes-error-table",
        "variant-holdout-interval",
    ]
    .to_vec();
    let mut files = Vec::new();
    for (s, row) in rows.iter().enumerate() {
        let v = s % 3 + 1;
        let mut text = format!("variant: {v}\nname: Student {s}\n");
        for (q, c) in row.chars().enumerate() {
            let mut section = keys[v - 1][ids[q]].as_object().unwrap().clone();
            match c {
                '0' => continue,
                'h' => {
                    section.remove("modified");
                }
                _ => {}
            }
            text.push_str(&format!("{}: {}\n", ids[q], J::Object(section)));
        }
        let path = dir.join(format!("s{s:02}.yaml"));
        std::fs::write(&path, text).unwrap();
        files.push(path);
    }
    files
}

fn report_json(files: &[PathBuf], extra: &[&str]) -> (J, super::Out) {
    let mut args = vec!["report", EXAM];
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    args.extend(names.iter().map(String::as_str));
    args.extend(["--seed", "42", "--json"]);
    args.extend(extra);
    let o = mlex(&args);
    assert_eq!(o.code, 0, "{}", o.stderr);
    (serde_json::from_str(&o.stdout).unwrap(), o)
}

fn close(v: &J, want: f64) {
    let got = v.as_f64().unwrap_or(f64::NAN);
    assert!((got - want).abs() < 6e-5, "{got} ≠ {want}");
}

#[test]
fn exam_statistics_agree_with_an_independent_calculation() {
    let dir = scratch("report-class");
    let rows: Vec<String> = SYNTHETIC_CLASS.iter().map(|r| r.to_string()).collect();
    let files = write_class(&dir, &rows);
    let (a, _) = report_json(&files, &[]);
    assert_eq!(a["submissions"], 10);
    assert_eq!(a["total"]["exact"], "12");
    // Python: mean 27/4, median 27/4, sd 3.4500402574140754, α 3840/5999
    assert_eq!(a["mean"]["exact"], "27/4");
    assert_eq!(a["median"]["exact"], "27/4");
    close(&a["sd"], 3.4500402574140754);
    assert_eq!(a["alpha"]["exact"], "3840/5999");
    // question 2 is half right for three students: not all or nothing, so no KR-20
    assert!(a["kr20"].is_null());
    // per question: facility (exact), SD / points, item–rest r, upper–lower D (exact)
    let want: [(&str, f64, f64, &str); 8] = [
        ("3/5", 0.516398, 0.38320332984733085, "2/3"),
        ("11/20", 0.437798, 0.6354458339366895, "5/6"),
        ("1/2", 0.527046, 0.5191967039488062, "2/3"),
        ("7/10", 0.483046, 0.518003752672008, "2/3"),
        ("3/5", 0.516398, 0.44531615021362253, "2/3"),
        ("3/5", 0.516398, 0.3419289734514642, "2/3"),
        ("3/5", 0.516398, 0.38320332984733085, "2/3"),
        ("2/5", 0.516398, 0.013126683246115635, "1/3"),
    ];
    let qs = a["questions"].as_array().unwrap();
    assert_eq!(qs.len(), 8);
    for (q, (f, sd, r, d)) in qs.iter().zip(want) {
        let i = &q["item"];
        assert_eq!(i["facility"]["exact"], f, "{i}");
        close(&i["sd"], sd);
        close(&i["discrimination"], r);
        assert_eq!(i["upper_lower"]["exact"], d, "{i}");
    }
    // question 8's discrimination (0.013) is low; the others are not flagged
    assert_eq!(qs[7]["item"]["flag"], "low");
    assert!(qs[..7].iter().all(|q| q["item"]["flag"].is_null()));
    // question 2's parts, by hand: `modified` right for s0, s1, s3, s6 (2/5), missing for 6;
    // `updated_weights` right for 7 (7/10), missing for 3
    let parts = qs[1]["parts"].as_array().unwrap();
    assert_eq!(parts[0]["item"]["name"], "modified");
    assert_eq!(parts[0]["item"]["facility"]["exact"], "2/5");
    assert_eq!(
        (parts[0]["right"].as_u64(), parts[0]["missing"].as_u64()),
        (Some(4), Some(6))
    );
    assert_eq!(parts[1]["item"]["facility"]["exact"], "7/10");
    assert_eq!(
        (parts[1]["right"].as_u64(), parts[1]["missing"].as_u64()),
        (Some(7), Some(3))
    );
    // multiple choice: the option each right student wrote (the key's), 4 in all
    let chosen: u64 = parts[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["count"].as_u64().unwrap())
        .sum();
    assert_eq!(chosen, 4);
    // variants of question 1, by hand: v1 = s0, s3, s6, s9 → 1, 1, 0, 0 → 1/2; v2 = s1, s4,
    // s7 → 2/3; v3 = s2, s5, s8 → 2/3
    let v: Vec<(u64, String)> = qs[0]["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["variant"].as_u64().unwrap(),
                v["facility"]["exact"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(v, [(1, "1/2".into()), (2, "2/3".into()), (3, "2/3".into())]);
}

#[test]
fn kr20_when_every_question_is_all_or_nothing() {
    let dir = scratch("report-kr20");
    let rows: Vec<String> = SYNTHETIC_CLASS.iter().map(|r| r.replace('h', "1")).collect();
    let files = write_class(&dir, &rows);
    let (a, _) = report_json(&files, &[]);
    // Python (the script of SYNTHETIC_CLASS, h read as 1): mean 69/10, median 7,
    // α 4752/7483, KR-20 2512/3507 (questions counted right or wrong, whatever their points)
    assert_eq!(a["mean"]["exact"], "69/10");
    assert_eq!(a["median"]["exact"], "7");
    close(&a["sd"], 3.4464152068167553);
    assert_eq!(a["alpha"]["exact"], "4752/7483");
    assert_eq!(a["kr20"]["exact"], "2512/3507");
    // question 8: D = 0 (the top 3 and the bottom 3 each have it once): flagged low
    assert_eq!(a["questions"][7]["item"]["upper_lower"]["exact"], "0");
    assert_eq!(a["questions"][7]["item"]["flag"], "low");
}

#[test]
fn bad_files_get_their_own_row_and_the_rest_is_reported() {
    let dir = scratch("report-bad");
    let rows: Vec<String> = SYNTHETIC_CLASS.iter().map(|r| r.to_string()).collect();
    let mut files = write_class(&dir, &rows);
    let other = dir.join("t1-other-exam.yaml");
    std::fs::write(&other, "variant: 1\nmin-test-size:\n  min_test_size: 6147\n").unwrap();
    let no_variant = dir.join("t2-no-variant.yaml");
    std::fs::write(&no_variant, "name: Nobody\nequivalent: { equivalent: 1 }\n").unwrap();
    // a second file of student 0 (same `name:`, spaces and case aside), after the first
    let second = dir.join("t3-second.yaml");
    std::fs::write(
        &second,
        std::fs::read_to_string(&files[0])
            .unwrap()
            .replace("name: Student 0", "name:   student 0"),
    )
    .unwrap();
    let missing = dir.join("t4-missing.yaml");
    files.extend([other, no_variant, second, missing]);
    let (a, o) = report_json(&files, &[]);
    // the class's figures are those of the 10 (as in the test above)
    assert_eq!(a["submissions"], 10);
    assert_eq!(a["mean"]["exact"], "27/4");
    let rows: Vec<(String, String)> = a["left_out"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["file"].as_str().unwrap().to_string(),
                l["reason"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(rows.len(), 4, "{rows:?}");
    let reason = |name: &str| {
        rows.iter()
            .find(|(f, _)| f.ends_with(name))
            .map(|(_, r)| r.clone())
            .unwrap()
    };
    assert!(reason("t1-other-exam.yaml").contains("t1-other-exam.yaml:2:1: the exam has no exercise `min-test-size`"));
    assert!(
        reason("t2-no-variant.yaml").contains("t2-no-variant.yaml:1:1: the answers file does not say which variant")
    );
    let r = reason("t3-second.yaml");
    assert!(r.contains("t3-second.yaml:2:9:") && r.contains("s00.yaml"), "{r}");
    assert!(reason("t4-missing.yaml").contains("t4-missing.yaml"));
    // each also said on stderr, located, and the batch went on
    assert!(o.stderr.contains("4 answers file(s) left out"), "{}", o.stderr);
    assert!(
        o.stderr.contains("--> ") && o.stderr.contains("t1-other-exam.yaml:2:1"),
        "{}",
        o.stderr
    );
}

#[test]
fn one_spec_names_the_mistakes_the_class_made() {
    let dir = scratch("report-spec");
    let spec = "exercises/holdout/upv-u23-example.yaml";
    let t = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let z = std::fs::read_to_string(root().join("tests/answers/holdout-z-1645.yaml")).unwrap();
    let files = [
        t(
            "a.yaml",
            "error_rate: 0.05\nradius: 0.0096\ninterval: [0.0404, 0.0596]\n",
        ),
        t("b.yaml", &z),
        t("c.yaml", &z),
        "tests/answers/holdout-no-root.yaml".to_string(),
        t("d.yaml", "error_rate: 0.05\nradius: 0.5\ninterval: [0.1, 0.2]\n"),
        t("e.yaml", "error_rate: 0.05\n"),
    ];
    let mut args = vec!["report", spec];
    args.extend(files.iter().map(String::as_str));
    args.extend(["--json", "--lang", "en"]);
    let o = mlex(&args);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let a: J = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(a["submissions"], 6);
    let parts = a["questions"][0]["parts"].as_array().unwrap();
    // radius: a right, b and c z = 1.645 (a 90% interval), no-root the variance, d 0.5 matches
    // no model, e missing (the hints as `mlex check` gives them: tests/cli/check.rs)
    let radius = &parts[1];
    assert_eq!(radius["item"]["name"], "radius");
    assert_eq!(
        (radius["right"].as_u64(), radius["missing"].as_u64()),
        (Some(1), Some(1))
    );
    let m = radius["mistakes"].as_array().unwrap();
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m[0]["hint"].as_str().unwrap().contains("z = 1.645"), "{m:?}");
    assert_eq!(
        (&m[0]["id"], &m[0]["name"]),
        (
            &J::from("holdout-hint-z-asks"),
            &J::from("z of another confidence level")
        )
    );
    assert_eq!(m[0]["count"], 2);
    assert_eq!(m[0]["example"], "0.0080");
    assert!(m[1]["hint"].as_str().unwrap().contains("square root"), "{m:?}");
    assert_eq!(m[1]["count"], 1);
    assert_eq!(radius["unmodelled"]["count"], 1);
    assert_eq!(radius["unmodelled"]["example"], "0.5");
    // interval: b, c and no-root are right from their own radius (carried forward); d is not
    let interval = &parts[2];
    assert_eq!(interval["carried_forward"]["count"], 3);
    assert_eq!(interval["carried_forward"]["example"], "[0.0420, 0.0580]");
    assert_eq!(interval["unmodelled"]["count"], 1);
    // facility of radius (1 point): 1 right of 6
    assert_eq!(radius["item"]["facility"]["exact"], "1/6");
    // a spec without `vary:` has no variants: the page says so instead of an empty table
    let mut args = vec!["report", spec];
    args.extend(files.iter().map(String::as_str));
    args.extend(["--format", "md", "--lang", "en"]);
    let o = mlex(&args);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let fairness = o.stdout.split("## Fairness of the variants").nth(1).unwrap();
    assert!(fairness.contains("No variants were drawn"), "{fairness}");
    assert!(!fairness.contains('|'), "{fairness}");
}

/// A class of 6 on exercises/holdout/generated-choices.yaml (radius, 5 generated options). Its
/// options in increasing order, by hand (mpmath, the spec's comment): A 0.0012 (the square root
/// left out), B 0.0415 (z = 1.645), C 0.0495 (right), D 0.0650 (z = 2.576), E 0.6999 (not
/// divided by M). B and D are one mistake, the z of another confidence level than 95%, whose hint quotes
/// each z: one row of 3 students (by text it was two rows, 2 and 1), with both texts.
#[test]
fn a_mistake_is_counted_by_its_id_and_named_on_its_options() {
    let dir = scratch("report-named");
    let spec = "exercises/holdout/generated-choices.yaml";
    let files: Vec<String> = ["1", "2", "2", "4", "3", "5"]
        .iter()
        .enumerate()
        .map(|(k, o)| {
            let p = dir.join(format!("s{k}.yaml"));
            std::fs::write(&p, format!("radius: {o}\n")).unwrap();
            p.display().to_string()
        })
        .collect();
    let run = |extra: &[&str]| {
        let mut args = vec!["report", spec];
        args.extend(files.iter().map(String::as_str));
        args.extend(extra);
        let o = mlex(&args);
        assert_eq!(o.code, 0, "{}", o.stderr);
        o.stdout
    };
    let a: J = serde_json::from_str(&run(&["--json", "--lang", "en"])).unwrap();
    let radius = &a["questions"][0]["parts"][0];
    assert_eq!(radius["right"], 1);
    let m = radius["mistakes"].as_array().unwrap();
    let rows: Vec<(&str, &str, u64)> = m
        .iter()
        .map(|m| {
            (
                m["id"].as_str().unwrap(),
                m["name"].as_str().unwrap(),
                m["count"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("holdout-hint-z-asks", "z of another confidence level", 3),
            ("holdout-hint-no-root", "square root left out", 1),
            ("holdout-hint-not-divided", "variance not divided by M", 1),
        ]
    );
    // the first text met is the row's hint; each text once, in the files' order
    let hints: Vec<&str> = m[0]["hints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_str().unwrap())
        .collect();
    assert_eq!(hints.len(), 2, "{hints:?}");
    assert!(
        hints[0].starts_with("z = 1.645 is the quantile of a 90% interval"),
        "{hints:?}"
    );
    assert!(
        hints[1].starts_with("z = 2.576 is the quantile of a 99% interval"),
        "{hints:?}"
    );
    assert_eq!(m[0]["hint"], hints[0]);
    assert_eq!(
        (&m[0]["example"], &m[1]["example"], &m[2]["example"]),
        (&J::from("2"), &J::from("1"), &J::from("5"))
    );
    assert_eq!(radius["unmodelled"]["count"], 0);
    // each option with the mistake it stands for: {id, name, hint}; none for the right one
    let options: Vec<(&str, u64, &J)> = radius["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["option"].as_str().unwrap(),
                o["count"].as_u64().unwrap(),
                &o["mistake"]["id"],
            )
        })
        .collect();
    let id = |s: &str| J::from(s);
    assert_eq!(
        options,
        [
            ("1", 1, &id("holdout-hint-no-root")),
            ("2", 2, &id("holdout-hint-z-asks")),
            ("3", 1, &J::Null),
            ("4", 1, &id("holdout-hint-z-asks")),
            ("5", 1, &id("holdout-hint-not-divided")),
        ]
    );
    assert!(
        radius["options"][3]["mistake"]["hint"]
            .as_str()
            .unwrap()
            .contains("z = 2.576")
    );
    // the page: the name, the count, share and example, then (last, the longest) the first
    // text and how many others
    let md = run(&["--format", "md", "--lang", "en"]);
    assert!(
        md.contains(
            "| **z of another confidence level** | 3 | 50.0% | 2 | z = 1.645 is the quantile of a 90% \
             interval; this exercise asks for 95% (z = 1.96) (and one other wording with other numbers) |"
        ),
        "{md}"
    );
    let option_row = |md: &str, o: &str| {
        md.lines()
            .find(|l| l.starts_with(&format!("| {o} | ")))
            .unwrap()
            .to_string()
    };
    assert!(
        option_row(&md, "4").ends_with("| z of another confidence level |"),
        "{md}"
    );
    // in Italian, Italian names
    let md = run(&["--format", "md", "--lang", "it"]);
    assert!(
        md.contains("| **z di un altro livello di confidenza** | 3 | 50.0% | 2 | z = 1.645 "),
        "{md}"
    );
    assert!(md.contains("(e un'altra formulazione con altri numeri) |"), "{md}");
    assert!(
        option_row(&md, "1").ends_with("| radice quadrata dimenticata |"),
        "{md}"
    );
    // --mistakes-csv: a row per mistake (each text on its line), then carried and unmodelled;
    // shares of the 6 submissions: 3/6 = 0.5000, 1/6 = 0.1667
    let csv = dir.join("mistakes.csv");
    run(&["--json", "--lang", "en", "--mistakes-csv", csv.to_str().unwrap()]);
    let text = std::fs::read_to_string(&csv).unwrap();
    let z =
        |z: &str, c: u32| format!("z = {z} is the quantile of a {c}% interval; this exercise asks for 95% (z = 1.96)");
    assert!(
        text.starts_with("question,exercise,part,row,id,name,hint,count,share,example\n"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "\n1,generated-choices,radius,mistake,holdout-hint-z-asks,z of another confidence level,\"{}\n{}\",3,0.5000,2\n",
            z("1.645", 90),
            z("2.576", 99)
        )),
        "{text}"
    );
    assert!(
        text.contains(
            "\n1,generated-choices,radius,mistake,holdout-hint-no-root,square root left out,\"the square root"
        ),
        "{text}"
    );
    assert!(
        text.contains(",1,0.1667,1\n1,generated-choices,radius,mistake,holdout-hint-not-divided,"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "\n1,generated-choices,radius,carried,,,,0,0.0000,\n1,generated-choices,radius,unmodelled,,,,0,0.0000,\n"
        ),
        "{text}"
    );
}

#[test]
fn html_page_with_the_histogram_in_english_and_italian_and_a_csv() {
    let dir = scratch("report-html");
    let rows: Vec<String> = SYNTHETIC_CLASS.iter().map(|r| r.to_string()).collect();
    let files = write_class(&dir, &rows);
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    for (lang, heading) in [("en", "Item analysis"), ("it", "Analisi degli item")] {
        let page = dir.join(format!("report-{lang}.html"));
        let csv = dir.join(format!("items-{lang}.csv"));
        let mut args = vec!["report", EXAM];
        args.extend(names.iter().map(String::as_str));
        let (p, c) = (page.display().to_string(), csv.display().to_string());
        args.extend(["--seed", "42", "--lang", lang, "-o", &p, "--csv", &c]);
        let o = mlex(&args);
        assert_eq!(o.code, 0, "{}", o.stderr);
        let html = std::fs::read_to_string(&page).unwrap();
        assert!(html.starts_with("<!DOCTYPE html>") && html.contains(&format!("lang=\"{lang}\"")));
        assert!(html.contains(heading), "{lang}");
        // the histogram inlined as the figures are: one SVG with its title, 12 one-point bins
        // of which the totals 0, 3.5, 5, 6 (×2), 7.5, 8.5, 9, 10, 12 fill 9 (by hand)
        assert_eq!(html.matches("<svg").count(), 1);
        let bars = html
            .split("<g class=\"bars\">")
            .nth(1)
            .unwrap()
            .split("</g>")
            .next()
            .unwrap();
        assert_eq!(bars.matches("<rect").count(), 9, "{bars}");
        // legible on a phone: drawn 420 px wide (shown ≈ 350 px at 390 px, ×0.83) with no text
        // under 14 px (≈ 12 px there)
        assert!(html.contains("viewBox=\"0 0 420 240\""));
        assert!(!html.contains("font-size=\"11\"") && !html.contains("font-size=\"12\""));
        assert!(!html.contains("<script"));
        let text = std::fs::read_to_string(&csv).unwrap();
        // a header, and a row per question and per part (8 questions, 16 parts: 3, 2, 2, 1, 1, 2, 2, 3)
        assert_eq!(text.lines().count(), 1 + 8 + 16, "{text}");
        assert!(
            text.lines().any(|l| l.starts_with("2,first-step,modified,0.5,0.4000,")),
            "{text}"
        );
    }
}

#[test]
fn an_exam_needs_its_seed() {
    let o = mlex(&["report", EXAM, "tests/answers/all-right.yaml"]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("needs the seed of its run"), "{}", o.stderr);
}

#[test]
fn a_variant_markedly_harder_is_flagged_with_its_drawn_data() {
    let dir = scratch("report-fair");
    // 30 students, 10 per variant; question 1 left out by every student of variant 1 and right
    // for all the others. By hand: facility 2/3, variance of the share (20·(1/3)² + 10·(2/3)²)/29
    // = 60/261, so each variant's interval is its facility ± 1.96·√(60/2610) = ± 0.2972:
    // variant 1 [−0.30, 0.30] lies below 2/3 (harder), variants 2 and 3 [0.70, 1.30] above
    // (easier).
    let rows: Vec<String> = (0..30)
        .map(|s| {
            if s % 3 == 0 {
                "01111111".to_string()
            } else {
                "11111111".to_string()
            }
        })
        .collect();
    let files = write_class(&dir, &rows);
    let (a, _) = report_json(&files, &[]);
    let q1 = &a["questions"][0];
    assert_eq!(q1["item"]["facility"]["exact"], "2/3");
    let v = q1["variants"].as_array().unwrap();
    let harder: Vec<&J> = v.iter().map(|v| &v["harder"]).collect();
    assert_eq!(harder, [&J::Bool(true), &J::Bool(false), &J::Bool(false)]);
    close(&v[0]["interval"][1], 0.2972);
    close(&v[1]["interval"][0], 1.0 - 0.2972);
    // the drawn data shown are those key.json of the run records for variant 1
    let key: J = serde_json::from_str(&std::fs::read_to_string(dir.join("run/key.json")).unwrap()).unwrap();
    let data = &key[0]["data"];
    let shown = v[0]["parameters"].as_str().unwrap();
    for name in ["b", "xs", "ys"] {
        let want = format!("{name} = {}", data[name].as_str().unwrap());
        assert!(shown.contains(&want), "{shown:?} lacks {want:?}");
    }
    // question 2's facility is the same in every variant: nothing flagged; and every student
    // has it right, so it cannot discriminate and is not flagged low either (its D is 0)
    let q2 = &a["questions"][1];
    assert!(q2["variants"].as_array().unwrap().iter().all(|v| v["harder"].is_null()));
    assert_eq!(q2["item"]["upper_lower"]["exact"], "0");
    assert!(q2["item"]["flag"].is_null(), "{}", q2["item"]);
}

#[test]
fn the_page_is_a_template_that_templates_can_replace() {
    let dir = scratch("report-templates");
    let spec = "exercises/holdout/upv-u23-example.yaml";
    let answers = "tests/answers/holdout-z-1645.yaml";
    let t = |sub: &str, name: &str, text: &str| {
        let d = dir.join(sub);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join(name), text).unwrap();
        d.display().to_string()
    };
    // report.md replaced: the context's figures laid out another way, Markdown and HTML
    let mine = t(
        "mine",
        "report.md",
        "# {{ title }}: {{ exam.submissions }} sheet(s)\n{% for q in questions %}{% for p in q.parts %}- {{ p.item.name }} {{ p.item.facility }}\n{% endfor %}{% endfor %}",
    );
    let o = mlex(&["report", spec, answers, "--templates", &mine, "--format", "md"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    // the z = 1.645 file: error rate right, radius wrong, interval carried forward (wrong)
    assert!(
        o.stdout
            .contains(": 1 sheet(s)\n- error rate 100.00%\n- radius 0.00%\n"),
        "{}",
        o.stdout
    );
    let page = dir.join("mine.html");
    let p = page.display().to_string();
    let o = mlex(&["report", spec, answers, "--templates", &mine, "-o", &p]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(
        html.starts_with("<!DOCTYPE html>") && html.contains("1 sheet(s)"),
        "{html}"
    );
    // a name that is no template, and a template that asks for what the context has not
    let typo = t("typo", "reprot.md", "x");
    let o = mlex(&["report", spec, answers, "--templates", &typo]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("is not a template name"), "{}", o.stderr);
    let wrong = t("wrong", "report.md", "{{ exam.nothing }}");
    let o = mlex(&["report", spec, answers, "--templates", &wrong]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("report.md") && o.stderr.contains("help: the page's context"),
        "{}",
        o.stderr
    );
    assert!(!o.stderr.contains("bug of mlex"), "{}", o.stderr);
}

/// The recorded class of a real Moodle 4.5 (tests/moodle/class/, scripts/moodle/quiz.php): its
/// Responses report, read with the export's options (`--variants 5 --seed 42`).
const CLASS_CSV: &str = "tests/moodle/class/responses.csv";

/// `mlex report EXAM --moodle CSV --seed 42 --variants 5 --json` and its stderr.
fn moodle_json(csv: &str, extra: &[&str]) -> (J, super::Out) {
    let mut args = vec![
        "report",
        EXAM,
        "--moodle",
        csv,
        "--seed",
        "42",
        "--variants",
        "5",
        "--json",
    ];
    args.extend(extra);
    let o = mlex(&args);
    assert_eq!(o.code, 0, "{}", o.stderr);
    (serde_json::from_str(&o.stdout).expect("--json prints JSON"), o)
}

/// Where mlex grades a recorded response otherwise than Moodle did: (CSV line, slot, mlex's share
/// of the question's points, why). Worked by hand from the CSV's responses and mlex's rules
/// (docs/checking.md): a perceptron trace (part `trace`, 1.5 of the question's 2 points; Moodle
/// weighs its 36 blanks 1 each of 48) is graded by step, 4 steps of 0.375 — a sign slip in step
/// 1 is 3 steps of 4 right, 1.625 of 2 (Moodle 47/48); half the blanks are 2 steps, 0.75 of 2
/// (Moodle 23/48). A part right from the student's own wrong answer to an earlier part is
/// *consistent* and earns half its points (`consistent_credit`), which Moodle's blanks cannot:
/// a classification consistent with one's own final weights (0.25 of 2) or discriminants (0.25
/// of 1), a holdout radius and interval consistent with one's own error rate (2 × 1/3 × 1/2 of
/// 2 points).
const GRADED_OTHERWISE: [(usize, usize, (i64, i64), &str); 11] = [
    (2, 1, (3, 8), "trace by step: half the blanks are 2 steps of 4"),
    (5, 1, (13, 16), "trace by step: a sign slip makes step 1 wrong"),
    (6, 1, (1, 8), "another variant's trace: the class consistent with it"),
    (7, 1, (3, 8), "trace by step: half the blanks"),
    (9, 1, (13, 16), "trace by step: a sign slip"),
    (11, 1, (1, 4), "another variant's trace: its class right, no step right"),
    (14, 1, (13, 16), "trace by step: a sign slip"),
    (
        14,
        3,
        (1, 4),
        "another variant's discriminants: the class consistent with them",
    ),
    (
        19,
        8,
        (1, 3),
        "another variant's rate: radius and interval consistent with it",
    ),
    (22, 1, (3, 8), "trace by step: half the blanks"),
    (24, 1, (13, 16), "trace by step: a sign slip"),
];

/// A fraction `p/q` of the JSON's `exact` as f64.
fn share(exact: &str) -> f64 {
    match exact.split_once('/') {
        Some((p, q)) => p.parse::<f64>().unwrap() / q.parse::<f64>().unwrap(),
        None => exact.parse().unwrap(),
    }
}

#[test]
fn a_real_moodle_class_is_read_from_its_responses_report_and_regraded() {
    let (a, o) = moodle_json(CLASS_CSV, &[]);
    let attempts: J =
        serde_json::from_str(&std::fs::read_to_string(root().join("tests/moodle/class/attempts.json")).unwrap())
            .unwrap();
    let stats: J =
        serde_json::from_str(&std::fs::read_to_string(root().join("tests/moodle/class/statistics.json")).unwrap())
            .unwrap();
    let csv = std::fs::read_to_string(root().join(CLASS_CSV)).unwrap();
    let grades: Vec<f64> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(7).unwrap().parse().unwrap())
        .collect();
    assert_eq!(a["submissions"], 24, "{}", o.stderr);
    assert_eq!(a["left_out"], serde_json::json!([]));
    let graded = a["graded"].as_array().unwrap();
    let attempts = attempts.as_array().unwrap();
    assert_eq!(graded.len(), attempts.len());
    // the exam's points per question (sample-exam.yaml)
    let points = [2.0, 1.0, 1.0, 1.0, 1.0, 2.0, 2.0, 2.0];
    let mut otherwise = Vec::new();
    for (row, (g, at)) in graded.iter().zip(attempts).enumerate() {
        let line = row + 2;
        assert_eq!(g["file"], format!("{CLASS_CSV}:{line}"));
        let mut moodle_weighted = 0.0;
        let mut same_row = true;
        for (j, q) in g["questions"].as_array().unwrap().iter().enumerate() {
            let slot = &at["slots"][(j + 1).to_string()];
            // the question Moodle drew: `KIND: ID (variant K)`
            let name = slot["name"].as_str().unwrap();
            let (id, variant) = name.split_once(": ").unwrap().1.split_once(" (variant ").unwrap();
            let variant: u64 = variant.trim_end_matches(')').parse().unwrap();
            assert_eq!(q["id"], id, "line {line} slot {}", j + 1);
            // variants 2 and 4 of the Bayes error table have the same right answers (the
            // CSV's column 7 shows 4 distinct ones for 5 variants): graded, under no variant
            if id == "variant-bayes-error-table" && (variant == 2 || variant == 4) {
                assert_eq!(q["variant"], J::Null, "line {line}");
            } else {
                assert_eq!(q["variant"], variant, "line {line} slot {}", j + 1);
            }
            let mine = share(q["earned"]["exact"].as_str().unwrap()) / points[j];
            let max = slot["maxmark"].as_f64().unwrap();
            let theirs = slot["mark"].as_f64().unwrap_or(0.0) / max;
            moodle_weighted += mine * max;
            if (mine - theirs).abs() > 1e-6 {
                otherwise.push((line, j + 1, mine));
                same_row = false;
            }
        }
        // the total in Moodle's weights, as the Grade/100.00 column prints it
        if same_row {
            assert_eq!(
                format!("{:.2}", moodle_weighted / 88.0 * 100.0),
                format!("{:.2}", grades[row]),
                "line {line}"
            );
        }
    }
    let pinned: Vec<(usize, usize, f64)> = GRADED_OTHERWISE
        .iter()
        .map(|&(l, s, (p, q), _)| (l, s, p as f64 / q as f64))
        .collect();
    assert_eq!(otherwise.len(), pinned.len(), "{otherwise:?}");
    for ((l, s, m), (pl, ps, pm)) in otherwise.iter().zip(&pinned) {
        assert_eq!((l, s), (pl, ps));
        assert!((m - pm).abs() < 1e-9, "line {l} slot {s}: {m} for {pm}");
    }
    // each slot's facility as Moodle's statistics print it, where no response is graded
    // otherwise
    for (j, q) in a["questions"].as_array().unwrap().iter().enumerate() {
        if pinned.iter().any(|p| p.1 == j + 1) {
            continue;
        }
        let f = share(q["item"]["facility"]["exact"].as_str().unwrap());
        assert_eq!(
            format!("{:.2}%", f * 100.0),
            stats["slots"][j]["shown"]["facility"].as_str().unwrap(),
            "slot {}",
            j + 1
        );
    }
    assert!(
        o.stderr
            .contains("slot 7: variants 2, 4 of `variant-bayes-error-table` have the same right answers"),
        "{}",
        o.stderr
    ); // the page says where its sheets come from, in English and Italian
    for (lang, said) in [
        (
            "en",
            "Read from the Moodle quiz's Responses report tests/moodle/class/responses.csv",
        ),
        (
            "it",
            "Letto dal report Risposte del quiz Moodle tests/moodle/class/responses.csv",
        ),
    ] {
        let o = mlex(&[
            "report",
            EXAM,
            "--moodle",
            CLASS_CSV,
            "--seed",
            "42",
            "--variants",
            "5",
            "--lang",
            lang,
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        assert!(o.stdout.contains(said), "{}", o.stdout);
    }
}

#[test]
fn a_bad_moodle_report_gets_located_rows_and_the_rest_is_read() {
    let dir = scratch("report-moodle-bad");
    let csv = std::fs::read_to_string(root().join(CLASS_CSV)).unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let rows = |a: &J| {
        a["left_out"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["reason"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    // an unknown column: its own row, located at its header; every attempt is read
    let lines: Vec<&str> = csv.lines().collect();
    let mut extra = format!("{},Notes\n", lines[0]);
    for l in &lines[1..] {
        extra.push_str(&format!("{l},x\n"));
    }
    let p = write("unknown.csv", &extra);
    let (a, o) = moodle_json(&p, &[]);
    assert_eq!(a["submissions"], 24);
    // the header's characters (its byte-order mark one of them) and the comma: the next column
    let col = lines[0].chars().count() + 2;
    assert_eq!(
        rows(&a),
        [format!("{p}:1:{col}: unknown column `Notes`: it is not read")]
    );
    assert!(o.stderr.contains("help: the columns read are"), "{}", o.stderr);
    // a response that does not read: line 2's slot 3 (`part 1: -8; …`, its first occurrence)
    let bad = csv.replacen("\"part 1: -8; part 2: -1;", "\"part 1: -8x; part 2: -1;", 1);
    assert_ne!(bad, csv);
    let p = write("response.csv", &bad);
    let (a, o) = moodle_json(&p, &[]);
    assert_eq!(a["submissions"], 23);
    let r = rows(&a);
    assert_eq!(r.len(), 1);
    assert!(
        r[0].starts_with(&format!("{p}:2:")) && r[0].ends_with("`-8x` is not a number"),
        "{r:?}"
    );
    assert!(
        o.stderr
            .contains("help: a response of Moodle's numerical field is a number"),
        "{}",
        o.stderr
    );
    // an option that is not one of the question's: line 3's slot 2 (its first `part 1: D) 3`
    // is a response)
    let bad = csv.replacen("part 1: D) 3", "part 1: E) 9", 1);
    let p = write("option.csv", &bad);
    let (a, _) = moodle_json(&p, &[]);
    let r = rows(&a);
    assert!(
        r.len() == 1
            && r[0].starts_with(&format!("{p}:3:"))
            && r[0].ends_with("`E) 9` is not an option of part `modified`"),
        "{r:?}"
    );
    // half a slot: slot 8's right answers under another slot's name; slot 8's exercise is then
    // held by no slot (not answered) and every row is read
    let p = write("half.csv", &csv.replacen("\"Right answer 8\"", "\"Right answer 9\"", 1));
    let (a, _) = moodle_json(&p, &[]);
    assert_eq!(a["submissions"], 24);
    let r = rows(&a);
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        r[0].ends_with("slot 8 has no `Response 8` or no `Right answer 8` column"),
        "{r:?}"
    );
    assert!(
        r[1].ends_with("slot 9 has no `Response 9` or no `Right answer 9` column"),
        "{r:?}"
    );
    // a row whose slot 2 holds slot 1's question again (its two columns copied)
    let mut records: Vec<csv::StringRecord> = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(csv.as_bytes())
        .records()
        .map(Result::unwrap)
        .collect();
    let fields: Vec<String> = records[1].iter().map(str::to_string).collect();
    let mut twice = fields.clone();
    twice[10] = fields[8].clone();
    twice[11] = fields[9].clone();
    records[1] = csv::StringRecord::from(twice);
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in &records {
        w.write_record(r).unwrap();
    }
    let p = write("twice.csv", &String::from_utf8(w.into_inner().unwrap()).unwrap());
    let (a, _) = moodle_json(&p, &[]);
    assert_eq!(a["submissions"], 23);
    let r = rows(&a);
    assert!(
        r.len() == 1
            && r[0].starts_with(&format!("{p}:2:"))
            && r[0].contains("slot 2 holds `variant-perceptron-trace` a second time"),
        "{r:?}"
    );
    // another quiz's report (the same exam exported with seed 43): no right answer matches,
    // every row is left out with its slots located
    let mut args = vec![
        "report",
        EXAM,
        "--moodle",
        CLASS_CSV,
        "--seed",
        "43",
        "--variants",
        "5",
        "--json",
    ];
    let o = mlex(&args);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let a: J = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(a["submissions"], 0);
    let r = rows(&a);
    assert_eq!(r.len(), 24);
    assert!(
        r[0].starts_with(&format!("{CLASS_CSV}:2:"))
            && r[0].contains("slot 1: no question of the exam's export has this right answer"),
        "{r:?}"
    );
    assert!(
        o.stderr
            .contains("24 row(s) or column(s) of the Moodle report left out"),
        "{}",
        o.stderr
    );
    // an empty CSV, and one with only its header
    let p = write("empty.csv", "");
    let (a, _) = moodle_json(&p, &[]);
    assert_eq!(rows(&a), [format!("{p}:1:1: the CSV is empty: no header line")]);
    let p = write("header.csv", &format!("{}\n", lines[0]));
    let (a, _) = moodle_json(&p, &[]);
    assert_eq!(rows(&a), [format!("{p}:1:3: the CSV has no attempts: only its header")]);
    // over the cap of a Responses report (RESPONSES_CAP, 16 MiB)
    let p = write("big.csv", &format!("{}\n{}", lines[0], "x".repeat(16 << 20)));
    let (a, o) = moodle_json(&p, &[]);
    assert_eq!(
        rows(&a),
        [format!(
            "`{p}` is larger than 16 MiB, the most mlex reads from a Moodle Responses report"
        )]
    );
    assert!(
        o.stderr
            .contains("help: a quiz's Responses report is about 2 KB per attempt"),
        "{}",
        o.stderr
    );
    // what the export's options are, and what --moodle is not for
    args.retain(|a| *a != "--variants" && *a != "5");
    let o = mlex(&args);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("needs the number of variants of its export: `--variants N`"),
        "{}",
        o.stderr
    );
    let o = mlex(&["report", "exercises/holdout/exact-bound.yaml", "--moodle", CLASS_CSV]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("`--moodle` reads the quiz of an exam's export"),
        "{}",
        o.stderr
    );
}

/// The hand-made exam of tests/moodle/ambiguous/ (its comment gives its tables) and its
/// Responses reports, written by hand in the recorded fixture's format, of a quiz of `mlex
/// export moodle EXAM --variants 2 --seed 3`: `twin-tables` variant 1 is table 2 (P(a) = 2/5)
/// and variant 2 table 1 (P(a) = 1/2), with the same right answers `part 1: 1; part 2: 2;
/// part 3: 0.1; part 4: 0.2`; `copy-table` variant 1 has its own (`part 1: 2; part 2: 1;
/// part 3: 0.15; part 4: 0.05`) and variant 2 the twins' ones; `rate` is 0.05.
const AMBIGUOUS: &str = "tests/moodle/ambiguous/exam.yaml";

/// A graded row: its file and, per question, (id, variant, points earned).
type GradedRow = (String, Vec<(String, J, String)>);

/// `mlex report AMBIGUOUS --moodle CSV --seed 3 --variants 2 --json`: per graded row its file
/// and, per question, (id, variant, points earned); the rows left out; stderr.
fn ambiguous_report(csv: &str) -> (Vec<GradedRow>, Vec<String>, String) {
    let o = mlex(&[
        "report",
        AMBIGUOUS,
        "--moodle",
        csv,
        "--seed",
        "3",
        "--variants",
        "2",
        "--json",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let a: J = serde_json::from_str(&o.stdout).unwrap();
    let graded = a["graded"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let qs = g["questions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|q| {
                    (
                        q["id"].as_str().unwrap().to_string(),
                        q["variant"].clone(),
                        q["earned"]["exact"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            (g["file"].as_str().unwrap().to_string(), qs)
        })
        .collect();
    let left = a["left_out"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["reason"].as_str().unwrap().to_string())
        .collect();
    (graded, left, o.stderr)
}

fn q(id: &str, variant: J, earned: &str) -> (String, J, String) {
    (id.to_string(), variant, earned.to_string())
}

#[test]
fn moodle_ambiguous_questions_are_told_apart_or_left_out_located() {
    // Without the question text (tests/moodle/ambiguous/responses.csv; slots in the export's
    // order: twin-tables, copy-table, rate). Worked by hand (docs/checking.md: a list part
    // earns its share of entries right; a part right from the student's own wrong answer to
    // an earlier part earns half its points):
    // line 2: every response right. Slot 1's right answer is twin-tables' (both variants) and
    //   copy-table variant 2's, slot 2's copy-table variant 1's only: copy-table is slot 2,
    //   so slot 1 is twin-tables (an exercise is one slot). Right in both twins: graded, 2 of
    //   2, under no variant; copy-table 2 of 2 in variant 1; rate 1 of 1.
    // line 3: twin decisions (2, 1), terms (0.4, 0.3). Table 1 (variant 2): the decisions
    //   wrong (0 of 1), the terms those of the student's decisions, 1/2 · (1 − 1/5) = 2/5 and
    //   1/2 · (1 − 2/5) = 3/10: consistent, 1/2 of 1; in all 1/2 of 2. Table 2 (variant 1):
    //   2/5 · (1 − 1/4) = 3/10 and 3/5 · (1 − 1/3) = 2/5 would be consistent, (0.4, 0.3) is
    //   not: 0 of 2. The slot cannot say which: the row is left out, at its response.
    // line 4: twin decisions right, terms (0.2, 0.4), the rows' errors without P(x) in table 1
    //   (min(4/5, 1/5) = 1/5, min(2/5, 3/5) = 2/5: the modelled mistake), in table 2 no
    //   mistake ((1/4, 1/3)): 1 of 2 in both, but not the same mistake: left out.
    // line 5: copy-table in variant 2: both slots have the twins' right answer, each may be
    //   twin-tables or copy-table: left out, both slots located.
    // line 6: rate's right answer 0.06, a question edited in Moodle after the import: no
    //   question has it, left out at slot 3's right answer.
    let csv = "tests/moodle/ambiguous/responses.csv";
    let (graded, left, err) = ambiguous_report(csv);
    let line2 = vec![
        q("twin-tables", J::Null, "2"),
        q("copy-table", 1.into(), "2"),
        q("rate", 1.into(), "1"),
    ];
    assert_eq!(graded, [(format!("{csv}:2"), line2.clone())]);
    let text = std::fs::read_to_string(root().join(csv)).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // the 1-based column of the `k`-th (from 1) occurrence of `needle` on line `l`
    let col = |l: usize, needle: &str, k: usize| {
        let line = lines[l - 1];
        let byte = line.match_indices(needle).nth(k - 1).unwrap().0;
        line[..byte].chars().count() + 1
    };
    assert_eq!(left.len(), 4, "{left:?}");
    assert_eq!(
        left[0],
        format!(
            "{csv}:3:{}: slot 1: variants 1, 2 of `twin-tables` have these right answers and grade the response differently (variant 1: 0 of 2 points; variant 2: 0.5 of 2 points)",
            col(3, "part 1: 2; part 2: 1; part 3: 0.4", 1)
        )
    );
    assert!(
        left[1].starts_with(&format!(
            "{csv}:4:{}: slot 1: variants 1, 2 of `twin-tables` have these right answers and grade the response differently (variant 1: `row_errors` wrong, no modelled mistake;",
            col(4, "part 1: 1; part 2: 2; part 3: 0.2", 1)
        )),
        "{left:?}"
    );
    assert!(
        err.contains("(variant 1: `row_errors` wrong, no modelled mistake; variant 2: `row_errors` wrong, the mistake \"rows not weighted by P(x)\")"),
        "{err}"
    );
    let twins = "part 1: 1; part 2: 2; part 3: 0.1; part 4: 0.2";
    assert_eq!(
        left[2],
        format!(
            "{csv}:5:{}: slot 1: the right answer is that of questions of different exercises (twin-tables, copy-table); {csv}:5:{}: slot 2: the right answer is that of questions of different exercises (twin-tables, copy-table)",
            col(5, twins, 2),
            col(5, twins, 3)
        )
    );
    assert_eq!(
        left[3],
        format!(
            "{csv}:6:{}: slot 3: no question of the exam's export has this right answer",
            col(6, "0.06", 2)
        )
    );
    assert!(
        err.contains("help: download the report with \"question text\" ticked"),
        "{err}"
    );
    assert!(
        err.contains("slot 1: variants 1, 2 of `twin-tables` have the same right answers"),
        "{err}"
    );
    // The same quiz with its slots in another order (rate, twin-tables, copy-table): each
    // question found whatever its slot, the same grades and the same rows left out.
    let csv = "tests/moodle/ambiguous/reordered.csv";
    let (graded, left, _) = ambiguous_report(csv);
    assert_eq!(graded, [(format!("{csv}:2"), line2.clone())]);
    assert_eq!(left.len(), 4, "{left:?}");
    for (l, slot) in [(3, 2), (4, 2), (5, 2), (6, 1)] {
        assert!(
            left[l - 3].starts_with(&format!("{csv}:{l}:")) && left[l - 3].contains(&format!(": slot {slot}: ")),
            "{left:?}"
        );
    }
    // With the question text (`Question N`, Moodle's summary of the text: here made from the
    // export's, as Moodle's html_to_text does, tags dropped), each twin is told by its table's
    // numbers: line 2 twin-tables in variant 2 (table 1), 2 of 2; line 3 variant 2, 1/2 of 2
    // (above); line 4 variant 1, 1 of 2 (the decisions right, no modelled mistake); line 5
    // twin-tables variant 1 in slot 1, 2 of 2, and copy-table variant 2 in slot 2, the
    // decisions right and one term of two (0.3 for 0.2): 1 + 1/2 = 3/2 of 2. Line 6 is still
    // left out: an edited question's right answer is no question's.
    let csv = "tests/moodle/ambiguous/responses-text.csv";
    let (graded, left, err) = ambiguous_report(csv);
    let row = |twin: (u64, &str), copy: (u64, &str)| {
        vec![
            q("twin-tables", twin.0.into(), twin.1),
            q("copy-table", copy.0.into(), copy.1),
            q("rate", 1.into(), "1"),
        ]
    };
    assert_eq!(
        graded,
        [
            (format!("{csv}:2"), row((2, "2"), (1, "2"))),
            (format!("{csv}:3"), row((2, "1/2"), (1, "2"))),
            (format!("{csv}:4"), row((1, "1"), (1, "2"))),
            (format!("{csv}:5"), row((1, "2"), (2, "3/2"))),
        ]
    );
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].starts_with(&format!("{csv}:6:")), "{left:?}");
    assert!(!err.contains("have the same right answers"), "{err}");
}

#[test]
fn a_real_moodle_report_with_question_text_tells_every_variant() {
    // The recorded class's Responses report downloaded again with "question text" ticked
    // (scripts/moodle/responses.php on course report2-class-4, Moodle 4.5.5+): Moodle's own
    // summaries of the questions. Each slot's variant is the one Moodle drew (attempts.json),
    // the Bayes table's variants 2 and 4 (the same right answers) too, and no row is left out.
    // Also a class of the export in MathML (`--math mathml`, tests/moodle/class-mathml/, made
    // by scripts/moodle/README.md's recipe in course ambig42-mathml-1): Moodle's summary runs
    // MathML's tokens together (`argmaxcgc(x)`), the numbers still tell the variants.
    for dir in ["tests/moodle/class", "tests/moodle/class-mathml"] {
        let (a, o) = moodle_json(&format!("{dir}/responses-text.csv"), &[]);
        let attempts: J =
            serde_json::from_str(&std::fs::read_to_string(root().join(dir).join("attempts.json")).unwrap()).unwrap();
        assert_eq!(a["submissions"], 24, "{}", o.stderr);
        assert_eq!(a["left_out"], serde_json::json!([]));
        let mut told = 0;
        for (g, at) in a["graded"].as_array().unwrap().iter().zip(attempts.as_array().unwrap()) {
            for (j, q) in g["questions"].as_array().unwrap().iter().enumerate() {
                let name = at["slots"][(j + 1).to_string()]["name"].as_str().unwrap();
                let variant: u64 = name
                    .rsplit_once("(variant ")
                    .unwrap()
                    .1
                    .trim_end_matches(')')
                    .parse()
                    .unwrap();
                assert_eq!(q["variant"], variant, "{} slot {}", g["file"], j + 1);
                told += usize::from(name.contains("bayes-error-table") && (variant == 2 || variant == 4));
            }
        }
        assert!(told > 0, "{dir}");
        assert!(!o.stderr.contains("have the same right answers"), "{}", o.stderr);
    }
    // and the same points as without the text (a_real_moodle_class_is_read_…)
    let (a, _) = moodle_json("tests/moodle/class/responses-text.csv", &[]);
    let (b, _) = moodle_json(CLASS_CSV, &[]);
    for (x, y) in a["graded"]
        .as_array()
        .unwrap()
        .iter()
        .zip(b["graded"].as_array().unwrap())
    {
        for (p, r) in x["questions"]
            .as_array()
            .unwrap()
            .iter()
            .zip(y["questions"].as_array().unwrap())
        {
            assert_eq!(p["earned"], r["earned"]);
        }
    }
}

#[test]
fn a_real_moodle_quiz_of_the_ambiguous_exam_is_read() {
    // tests/moodle/ambiguous/moodle/: the hand-made exam's export (--variants 2 --seed 3)
    // imported into Moodle 4.5.5+, a quiz of one random slot per exercise sat by 10 students
    // (scripts/moodle/quiz.php with bank.json: `slip` of twin-tables is decisions (2, 1) and
    // terms (0.4, 0.3), `other` terms (0.2, 0.4), `half` the decisions only), its Responses
    // report downloaded without and with the question text (responses.php). Points worked by
    // hand per row (twin-tables, copy-table, rate; the comment of
    // moodle_ambiguous_questions_are_told_apart_… for the twins): s01 half 1, blank 0; s02
    // blank 0, copy-table variant 1 decisions (1, 1) 1/2 and terms right 1: 3/2; s03 all right;
    // s04 twin slip in variant 1 0, copy-table variant 2 given variant 1's answers, decisions
    // (2, 1) wrong and terms (0.15, 0.05) neither right nor those of (2, 1) (1/4 · 2/5 = 3/20
    // but 3/4 · 11/15 = 11/20): 0; s05 twin other 1, copy half 1; s06 half 1, blank 0; s07 rate
    // -0.05: 0; s08 twin slip in variant 1 0.
    let dir = "tests/moodle/ambiguous/moodle";
    let (graded, left, _) = ambiguous_report(&format!("{dir}/responses-text.csv"));
    assert!(left.is_empty(), "{left:?}");
    let attempts: J =
        serde_json::from_str(&std::fs::read_to_string(root().join(dir).join("attempts.json")).unwrap()).unwrap();
    let points = [
        ["1", "0", "1"],
        ["0", "3/2", "1"],
        ["2", "2", "1"],
        ["0", "0", "1"],
        ["1", "1", "1"],
        ["1", "0", "1"],
        ["2", "2", "0"],
        ["0", "2", "1"],
        ["2", "2", "1"],
        ["2", "2", "1"],
    ];
    assert_eq!(graded.len(), 10);
    for ((row, at), want) in graded.iter().zip(attempts.as_array().unwrap()).zip(points) {
        for (j, (id, variant, earned)) in row.1.iter().enumerate() {
            let name = at["slots"][(j + 1).to_string()]["name"].as_str().unwrap();
            assert_eq!(
                name.split_once(": ").unwrap().1,
                format!("{id} (variant {variant})"),
                "{}",
                row.0
            );
            assert_eq!(earned, want[j], "{} {id}", row.0);
        }
    }
    // Without the text: rows 4, 5, 8 and 9 (line = row + 1) hold copy-table in variant 2, with
    // the twins' right answers, in slot 2 and a twin in slot 1: neither slot can be told; line 6
    // (s05) is the twin's `other`, a modelled mistake in variant 2 only. The other five are
    // graded, the twins under no variant.
    let csv = format!("{dir}/responses.csv");
    let (graded, left, _) = ambiguous_report(&csv);
    let lines: Vec<String> = graded.iter().map(|g| g.0.clone()).collect();
    assert_eq!(lines, [2, 3, 7, 10, 11].map(|l| format!("{csv}:{l}")));
    assert!(graded.iter().all(|g| g.1[0].1 == J::Null));
    assert_eq!(left.len(), 5);
    for (r, l) in left.iter().zip([4, 5, 6, 8, 9]) {
        assert!(r.starts_with(&format!("{csv}:{l}:")), "{r}");
        assert_eq!(r.contains("grade the response differently"), l == 6, "{r}");
    }
}
