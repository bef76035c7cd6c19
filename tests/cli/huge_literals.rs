//! Issue 12, "errors about huge literals echo the whole literal": every number of every shipped
//! exercise is replaced, one at a time, by a literal at the digit cap (1,000 digits, negative)
//! and by a fraction of a 999-digit denominator; no message, label, note or help of the load
//! (errors and warnings) may then quote more than 40 digits in a row. The literals are within
//! the digit cap, so they are read, and the messages audited are the kinds' own (and those of
//! `vary:` and the points check).
//!
//! In process, through the library: 87 files × their numbers × 2 literals are thousands of loads.

use mlex::Diagnostic;
use mlex::{Exercise, Source};

use crate::{files, rel};

/// The longest run of digits a message may hold (a 600-digit guard is quoted as "600 digits").
const LONGEST_RUN: usize = 40;

fn longest_digit_run(s: &str) -> usize {
    let (mut best, mut run) = (0, 0);
    for c in s.chars() {
        if c.is_ascii_digit() {
            run += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    best
}

/// The byte ranges of the plain numbers of a YAML text (`3`, `-0.5`, `1/3` outside comments and
/// quotes): a run of number characters between YAML delimiters.
fn numbers(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let code = line.split(" #").next().unwrap_or(line);
        let code = if code.trim_start().starts_with('#') { "" } else { code };
        let b = code.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let starts = i == 0 || matches!(b[i - 1], b' ' | b'[' | b',' | b'{');
            if starts && (b[i].is_ascii_digit() || (b[i] == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_digit))) {
                let mut j = i + 1;
                while j < b.len() && (b[j].is_ascii_digit() || matches!(b[j], b'.' | b'/')) {
                    j += 1;
                }
                let ends = j == b.len() || matches!(b[j], b' ' | b',' | b']' | b'}' | b'\n' | b'\r');
                if ends {
                    out.push((offset + i, offset + j));
                }
                i = j;
            } else {
                i += 1;
            }
        }
        offset += line.len();
    }
    out
}

fn texts(d: &Diagnostic) -> Vec<String> {
    let mut t = vec![d.message.clone()];
    if let Some((_, label)) = &d.span {
        t.push(label.clone());
    }
    t.extend(d.help.iter().cloned());
    t.extend(d.notes.iter().cloned());
    t
}

/// Every message about `text`: the load's diagnostics and the exercises' warnings.
fn messages(text: &str) -> Vec<String> {
    match mlex::exercises(Source::new("x.yaml", text)) {
        Err(d) => d.items.iter().flat_map(texts).collect(),
        Ok(all) => all
            .iter()
            .flat_map(|ex: &Exercise| ex.warnings().iter().flat_map(texts))
            .collect(),
    }
}

#[test]
fn no_message_quotes_a_huge_literal_whole() {
    // `1e1000` is read as the 1,001-digit integer it is, so it adds nothing to the first
    let literals = [format!("-{}", "9".repeat(1000)), format!("1/{}", "9".repeat(999))];
    let mut bad = Vec::new();
    let mut n = 0;
    for file in files("exercises", "yaml") {
        let text = std::fs::read_to_string(&file).unwrap();
        for (s, e) in numbers(&text) {
            for lit in &literals {
                let changed = format!("{}{lit}{}", &text[..s], &text[e..]);
                n += 1;
                for m in messages(&changed) {
                    if longest_digit_run(&m) > LONGEST_RUN {
                        let line = text[..s].matches('\n').count() + 1;
                        let short: String = m.chars().take(160).collect();
                        bad.push(format!("{}:{line} ({}…): {short}…", rel(&file), &lit[..6]));
                    }
                }
            }
        }
    }
    assert!(n > 1000, "only {n} numbers replaced: the scan lost them");
    bad.dedup();
    assert!(
        bad.is_empty(),
        "{} messages quote a literal whole:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn the_scan_finds_the_numbers_of_a_spec() {
    let t = "kind: x\nsamples: [{ x: [3, -0.5], y: 1/3 }] # 7\n# 8\nmargin: 0.1\nid: a-2\n";
    let got: Vec<&str> = numbers(t).into_iter().map(|(s, e)| &t[s..e]).collect();
    assert_eq!(got, ["3", "-0.5", "1/3", "0.1"]);
    assert_eq!(longest_digit_run("a 12345 b 1234567"), 7);
}
