#![allow(clippy::unwrap_used, clippy::panic)]

use super::*;
use crate::i18n::Lang;
use crate::num::real::assert_close;

fn exact(text: &str) -> Number {
    match read(text, false) {
        Ok(Evaluated::Exact(p)) => p.value,
        other => panic!("{text}: {other:?}"),
    }
}

fn approx(text: &str) -> Real {
    match read(text, false) {
        Ok(Evaluated::Approx(a)) => a.real().clone(),
        other => panic!("{text}: {other:?}"),
    }
}

fn error(text: &str) -> ExprError {
    read(text, false).unwrap_err()
}

fn n(s: &str) -> Number {
    s.parse().unwrap()
}

// Worked by hand.
#[test]
fn rational_expressions_are_exact() {
    assert_eq!(exact("(1/3)"), n("1/3"));
    assert_eq!(exact("1/2 + 1/3"), n("5/6"));
    assert_eq!(exact("-(3/4)"), n("-3/4"));
    assert_eq!(exact("−2^2"), n("-4")); // a sign binds looser than a power
    assert_eq!(exact("(-2)^2"), n("4"));
    assert_eq!(exact("2^-3"), n("1/8"));
    assert_eq!(exact("2^3^2"), n("512")); // right-associative: 2^9
    assert_eq!(exact("2 × 3 · 4 ÷ 8"), n("3"));
    assert_eq!(exact("1e-3*2"), n("1/500"));
    assert_eq!(exact("0.1+0.2"), n("3/10"));
    assert_eq!(exact("sqrt(9/16)"), n("3/4"));
    assert_eq!(exact("√4"), n("2"));
    assert_eq!(exact("8^(1/3)"), n("2"));
    assert_eq!(exact("(9/4)^(3/2)"), n("27/8"));
    assert_eq!(exact("e^0"), n("1"));
    assert_eq!(exact("exp(0)"), n("1"));
    assert_eq!(exact("ln(1)"), n("0"));
    assert_eq!(exact("log(1)"), n("0"));
    assert_eq!(exact("log2(8)"), n("3"));
    assert_eq!(exact("log2(1/4)"), n("-2"));
    assert_eq!(exact("log10(1000)"), n("3"));
    assert_eq!(exact("0^0"), n("1"));
    assert_eq!(exact("0^(1/2)"), n("0"));
    // a power too large to keep exact is a ball, not a refusal: 3^5000 has 2386 digits
    let big = approx("3^5000");
    assert!(big.sign() == Some(Ordering::Greater));
}

// Reference values: Python mpmath at mp.dps = 40.
#[test]
fn transcendental_expressions_are_balls_with_their_true_value() {
    assert_close(&approx("ln(2)"), "0.6931471805599453094172321214581765680755", 60);
    assert_close(&approx("log(2)"), "0.6931471805599453094172321214581765680755", 60);
    assert_close(&approx("1/(1+e^-2)"), "0.8807970779778824440597291413023967952064", 60);
    assert_close(
        &approx("1/(1+exp(-2))"),
        "0.8807970779778824440597291413023967952064",
        60,
    );
    assert_close(&approx("sqrt(5)/5"), "0.4472135954999579392818347337462552470881", 60);
    assert_close(&approx("√5/5"), "0.4472135954999579392818347337462552470881", 60);
    assert_close(&approx("pi/4"), "0.7853981633974483096156608458198757210493", 60);
    assert_close(&approx("π/4"), "0.7853981633974483096156608458198757210493", 60);
    assert_close(&approx("log2(10)"), "3.321928094887362347870319429489390175865", 60);
    assert_close(&approx("log10(2)"), "0.3010299956639811952137388947244930267682", 60);
    assert_close(&approx("e^(-2)"), "0.1353352832366126918939994949724844034076", 60);
    assert_close(&approx("2^0.5"), "1.41421356237309504880168872420969807857", 60);
    assert_close(&approx("-ln(2)"), "-0.6931471805599453094172321214581765680755", 60);
    assert_close(&approx("ln(1/2)"), "-0.6931471805599453094172321214581765680755", 60);
    assert_close(&approx("(sqrt(2))^2"), "2", 60);
    // at 2048 bits the ball is far narrower
    let Ok(Evaluated::Approx(a)) = read("ln(2)", false) else {
        panic!()
    };
    assert_close(a.precise(), "0.6931471805599453094172321214581765680755", 38);
    assert!(a.precise().radius().mid() < a.real().radius().mid());
}

#[test]
fn a_decimal_comma_reads_only_where_asked() {
    assert_close(
        &match read("ln(0,5)", true).unwrap() {
            Evaluated::Approx(a) => a.real().clone(),
            e => panic!("{e:?}"),
        },
        "-0.6931471805599453094172321214581765680755",
        60,
    );
    let Evaluated::Exact(p) = read("1/(1+1,5)", true).unwrap() else {
        panic!()
    };
    assert_eq!(p.value, n("2/5"));
    let e = error("ln(0,5)");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("a decimal comma", (4, 5)));
    // not a separator of arguments, in either language
    for comma in [false, true] {
        let e = read("log(8, 2)", comma).unwrap_err();
        assert_eq!(e.message(Lang::En), "a comma: no function takes two arguments");
        assert_eq!(e.at, (5, 6));
    }
}

#[test]
fn what_does_not_parse_is_placed() {
    let e = error("ln(");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("`(` is not closed", (2, 3)));
    let e = error("1/(1+e^-2");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("`(` is not closed", (2, 3)));
    let e = error("2**");
    assert_eq!(
        (e.message(Lang::En).as_str(), e.at),
        ("`**` is not an operator", (1, 3))
    );
    let e = error("2**3");
    assert_eq!(e.message(Lang::En), "`**` is not an operator");
    let e = error("foo(2)");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("unknown function `foo`", (0, 3)));
    assert!(
        e.help(Lang::En)
            .contains("ln, log (natural, as ln), log2, log10, exp, sqrt")
    );
    let e = error("Ln(2)");
    assert_eq!(e.help(Lang::En), "write `ln` in lower case");
    let e = error("x + 1");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("unknown name `x`", (0, 1)));
    let e = error("ln 2");
    assert_eq!(
        (e.message(Lang::En).as_str(), e.at),
        ("`ln` takes its argument in parentheses", (0, 2))
    );
    let e = error("2pi");
    assert_eq!(
        (e.message(Lang::En).as_str(), e.at),
        ("`pi` follows a value with no operator", (1, 3))
    );
    let e = error("2 +");
    assert_eq!(
        (e.message(Lang::En).as_str(), e.at),
        ("the expression ends where a number, a name or `(` is expected", (3, 3))
    );
    let e = error("(2))");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("`)` closes no `(`", (3, 4)));
    let e = error("2 $ 3");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("unexpected `$`", (2, 3)));
    let e = error("");
    assert_eq!(e.message(Lang::En), "nothing is written");
}

#[test]
fn values_that_do_not_exist_are_placed() {
    let e = error("1/(2-2)");
    assert_eq!((e.message(Lang::En).as_str(), e.at), ("division by zero", (0, 7)));
    let e = error("1 + ln(0)");
    assert_eq!(
        (e.message(Lang::En).as_str(), e.at),
        ("a logarithm takes a positive number", (4, 9))
    );
    assert_eq!(
        error("log2(-1)").message(Lang::En),
        "a logarithm takes a positive number"
    );
    assert_eq!(error("sqrt(-1)").message(Lang::En), "sqrt takes a number ≥ 0");
    assert_eq!(
        error("0^-1").message(Lang::En),
        "division by zero: 0 to a negative power"
    );
    assert_eq!(
        error("(-8)^(1/3)").message(Lang::En),
        "a negative number to a power that is not a whole number has no real value"
    );
    assert_eq!(error("e^(10^6)").message(Lang::En), "the value is too large to compute");
    assert_eq!(
        error("2^2^2^2^2^2").message(Lang::En),
        "the value is too large to compute"
    );
}

#[test]
fn length_and_nesting_are_capped() {
    // 10,000 characters: refused before anything is read
    let long = "1+".repeat(4999) + "1";
    let e = error(&long);
    assert_eq!(
        e.message(Lang::En),
        "the expression is longer than 256 characters, the most mlex reads"
    );
    // 256 characters are read
    let ok = "1+".repeat(127) + "12";
    assert_eq!(ok.chars().count(), 256);
    assert_eq!(exact(&ok), n("139"));
    // 32 parentheses deep are read, 33 are not
    assert_eq!(exact(&format!("{}2{}", "(".repeat(32), ")".repeat(32))), n("2"));
    let e = error(&format!("{}2{}", "(".repeat(33), ")".repeat(33)));
    assert_eq!(e.message(Lang::En), "the expression is nested more than 32 deep");
    assert_eq!(e.at, (32, 33));
    assert_eq!(
        error(&"-".repeat(40)).message(Lang::En),
        "the expression is nested more than 32 deep"
    );
    assert_eq!(
        error(&format!("{}2", "2^".repeat(40))).message(Lang::En),
        "the expression is nested more than 32 deep"
    );
}

#[test]
fn attempts_at_expressions_are_told_from_words() {
    for t in ["ln(", "2**", "foo(2)", "sqrt 2", "1+", "pi", "2^x", "1 - 2"] {
        assert!(looks_like_expression(t), "{t}");
    }
    for t in ["abc", "setosa", "-1", "0,25", "yes", "-inf"] {
        assert!(!looks_like_expression(t), "{t}");
    }
}

/// The messages in Italian (locales/it.ftl), and the English ones unchanged.
#[test]
fn messages_are_said_in_the_language_asked() {
    let e = error("ln(");
    assert_eq!(e.message(Lang::It), "la `(` non è chiusa");
    assert_eq!(
        e.help(Lang::It),
        "chiudi ogni parentesi, con ciò che contiene: ln(2), 1/(1+e^-2)"
    );
    assert_eq!(e.message(Lang::En), "`(` is not closed");
    let e = error("2 3");
    assert_eq!(e.message(Lang::It), "`3` segue un valore senza un operatore");
    assert_eq!(e.message(Lang::En), "`3` follows a value with no operator");
    let e = error("ln(2");
    assert_eq!(e.message(Lang::It), "la `(` non è chiusa");
    let e = error("2+");
    assert_eq!(
        e.message(Lang::It),
        "l'espressione finisce dove è atteso un numero, un nome o `(`"
    );
    let e = error("Ln(2)");
    assert_eq!(e.help(Lang::It), "scrivi `ln` in minuscolo");
    let e = error("sqrt(-1)");
    assert_eq!(e.message(Lang::It), "sqrt vuole un numero ≥ 0");
    assert_eq!(e.help(Lang::It), "una risposta è un numero reale");
    let e = error(&"1+".repeat(200));
    assert_eq!(
        e.message(Lang::It),
        "l'espressione è più lunga di 256 caratteri, il massimo che mlex legge"
    );
}
