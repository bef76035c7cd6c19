//! Unit tests of the exercise loader: the common keys, read through the same typed key readers
//! as the kinds' (`kinds::keys::Key`), and their errors. Expected messages and places are
//! written by hand from the spec text (line:column counted in it).

use super::*;
use crate::kinds::{KeyDef, KindDef};

/// A kind whose data are under `inputs` only: a list under `points` is not its data.
static INPUTS_ONLY: KindDef = KindDef {
    name: "inputs-only",
    summary: "a throw-away kind for the tests",
    keys: &[KeyDef::optional("inputs", "", "its data")],
    parts: &[],
    figures: &[],
    template: "",
    load: |_, _| None,
};

fn map_of(text: &str) -> (Vec<Node>, Loader) {
    (yaml::parse(text).unwrap(), Loader::new())
}

/// `points` is what the exercise is worth unless the kind takes its data under `points`: a
/// kind that merely has a key called `inputs` does not (it did, load.rs before issue 40, so
/// `points: [1, 2]` there was silently dropped, neither worth nor data).
#[test]
fn points_are_worth_unless_the_kind_takes_data_under_points() {
    let (docs, mut l) = map_of("points: [1, 2]\n");
    let m = l.map_any(&docs[0], "a spec").unwrap();
    assert!(worth_node(&m, &INPUTS_ONLY).is_some());
    let margin = kinds::find("geometric-margin").unwrap();
    assert!(worth_node(&m, margin).is_none());
    let (docs, mut l) = map_of("points: 3\n");
    let m = l.map_any(&docs[0], "a spec").unwrap();
    assert!(worth_node(&m, margin).is_some());
    assert!(worth_node(&m, &INPUTS_ONLY).is_some());
}

/// The errors of loading `text` as `x.yaml`, as rendered (rustc style, located).
fn errors(text: &str) -> String {
    match exercises(Source::new("x.yaml", text)) {
        Ok(_) => panic!("loaded:\n{text}"),
        Err(d) => d.to_string(),
    }
}

const PERCEPTRON: &str = "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n";

#[test]
fn the_common_keys_are_read_with_their_defaults() {
    let ex = exercises(Source::new("x.yaml", PERCEPTRON)).unwrap();
    let ex = &ex[0];
    assert_eq!(ex.id, "x");
    assert_eq!(ex.title, None);
    assert_eq!(ex.digits, 4);
    assert_eq!(ex.lang, crate::i18n::Lang::En);
    assert_eq!(ex.points, None);
    assert_eq!(Some(ex.consistent_credit.clone()), Number::ratio(1, 2));
    let text = format!("{PERCEPTRON}id: q1\ntitle: T\ndigits: 2\nlang: it\npoints: 3\nconsistent_credit: 1/4\n");
    let ex = exercises(Source::new("x.yaml", text)).unwrap();
    let ex = &ex[0];
    assert_eq!((ex.id.as_str(), ex.title.as_deref()), ("q1", Some("T")));
    assert_eq!((ex.digits, ex.lang), (2, crate::i18n::Lang::It));
    assert_eq!(ex.points, Some(Number::from(3)));
    assert_eq!(Some(ex.consistent_credit.clone()), Number::ratio(1, 4));
}

#[test]
fn an_unknown_key_is_located_with_a_suggestion() {
    let e = errors(&format!("{PERCEPTRON}titel: T\n"));
    assert!(e.contains("error: unknown key `titel` for kind `perceptron`"), "{e}");
    assert!(e.contains("x.yaml:3:1"), "{e}");
    assert!(e.contains("help: did you mean `title`?"), "{e}");
    // with nothing near, the keys are listed
    let e = errors(&format!("{PERCEPTRON}zzzzzz: 1\n"));
    assert!(e.contains("note: the keys of `perceptron` are"), "{e}");
}

#[test]
fn a_common_key_of_the_wrong_type_is_located() {
    let e = errors(&format!("{PERCEPTRON}digits: many\n"));
    assert!(e.contains("`digits`"), "{e}");
    assert!(e.contains("x.yaml:3:9"), "{e}");
    let e = errors(&format!("{PERCEPTRON}points: [1, 2]\n"));
    assert!(e.contains("`points`"), "{e}");
    assert!(e.contains("x.yaml:3:9"), "{e}");
    let e = errors(&format!("{PERCEPTRON}consistent_credit: 3/2\n"));
    assert!(
        e.contains("error: `consistent_credit` must be at most 1, found `3/2`"),
        "{e}"
    );
    assert!(e.contains("help: it is a share of the part's points: 0 to 1"), "{e}");
    let e = errors(&format!("{PERCEPTRON}lang: fr\n"));
    assert!(
        e.contains("error: `lang` must be a language mlex writes in, found `fr`"),
        "{e}"
    );
    assert!(e.contains("x.yaml:3:7"), "{e}");
}

#[test]
fn a_duplicate_key_and_a_twice_asked_part_are_errors() {
    let e = errors(&format!("{PERCEPTRON}title: A\ntitle: B\n"));
    assert!(e.contains("title"), "{e}");
    assert!(e.contains("x.yaml:4:1"), "{e}");
    let e = errors(&format!("{PERCEPTRON}ask: [trace, trace]\n"));
    assert!(e.contains("error: part `trace` is asked twice"), "{e}");
    assert!(e.contains("x.yaml:3:14"), "{e}");
}

#[test]
fn an_unknown_kind_or_part_is_located_with_a_suggestion() {
    let e = errors("kind: perceptrn\n");
    assert!(e.contains("error: unknown kind `perceptrn`"), "{e}");
    assert!(e.contains("help: did you mean `perceptron`?"), "{e}");
    let e = errors(&format!("{PERCEPTRON}ask: [trace, final_weight]\n"));
    assert!(e.contains("error: `perceptron` has no part `final_weight`"), "{e}");
    assert!(e.contains("help: did you mean `final_weights`?"), "{e}");
    assert!(e.contains("x.yaml:3:14"), "{e}");
    let e = errors("title: T\n");
    assert!(e.contains("`kind`"), "{e}");
}

/// A kind that takes its data under `points` reads a list there as data and a number as what
/// the exercise is worth; a list under both `points` and `inputs` is an error.
#[test]
fn points_of_a_kind_whose_data_are_points() {
    let spec = "kind: geometric-margin\nweights: [1, 1, 1]\n";
    let ex = exercises(Source::new("x.yaml", format!("{spec}points: [[1, 2]]\n"))).unwrap();
    assert_eq!(ex[0].points, None);
    let ex = exercises(Source::new("x.yaml", format!("{spec}inputs: [[1, 2]]\npoints: 2\n"))).unwrap();
    assert_eq!(ex[0].points, Some(Number::from(2)));
    let e = errors(&format!("{spec}inputs: [[1, 2]]\npoints: [[3, 4]]\n"));
    assert!(
        e.contains("give the points under `points` or `inputs`, not both"),
        "{e}"
    );
}
