//! The tests of `num`.

use super::*;

/// `round_to` as it was written with rational arithmetic: the integer way must give the same
/// texts (signs, halves, zeros, long proven-digits values and digits 0 to 12).
fn round_to_by_rationals(n: &Number, digits: u32) -> String {
    let scale = BigRational::from_integer(BigInt::from(10).pow(digits));
    let scaled = (n.big().as_ref() * &scale).round(); // half away from zero
    let s = from_big(scaled / scale).to_decimal_string().unwrap_or_default();
    pad_decimals(&s, digits)
}

#[test]
fn rounding_with_integers_gives_the_rational_rounding() {
    let mut state: u64 = 11;
    let mut next = |n: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % n
    };
    let mut values: Vec<Number> = [
        "0",
        "1/2",
        "-1/2",
        "5/2",
        "-5/2",
        "1/3",
        "-2/3",
        "0.005",
        "-0.005",
        "0.0049",
        "-0.0001",
        "123456789/1000",
        "-99999/100000",
    ]
    .iter()
    .map(|t| t.parse().unwrap_or_default())
    .collect();
    for _ in 0..3000 {
        let num = i64::try_from(next(2_000_001)).unwrap_or(0) - 1_000_000;
        let den = i64::try_from(next(100_000)).unwrap_or(0) + 1;
        values.push(Number::ratio(num, den).unwrap_or_default());
        // a long value with a power-of-two denominator, as a proven-digits real's
        let big = BigRational::new(
            BigInt::from(num) * BigInt::from(3).pow(40) + BigInt::from(next(1000)),
            BigInt::from(2).pow(u32::try_from(next(300)).unwrap_or(0)),
        );
        values.push(from_big(big));
    }
    for v in &values {
        for digits in [0, 1, 2, 3, 4, 6, 12] {
            assert_eq!(
                v.round_to(digits),
                round_to_by_rationals(v, digits),
                "{v:?} at {digits}"
            );
            if v.more_decimals_than(digits) {
                let exact = v.to_decimal_string();
                assert!(exact.is_none_or(|s| s.split_once('.').is_some_and(|(_, d)| d.len() > digits as usize)));
            }
        }
    }
}

/// The small way of reading decimals and fractions gives the value, the decimals and the
/// fraction flag that big integers give, up to 18 digits and past them (19, 20 digits take
/// the big way), signs, leading zeros and a bare `.` side included.
#[test]
fn small_numbers_read_as_big_integers_read_them() {
    let mut state: u64 = 7;
    let mut next = |n: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % n
    };
    for _ in 0..5000 {
        let digits = |k: u64, next: &mut dyn FnMut(u64) -> u64| -> String {
            (0..k)
                .map(|_| char::from(b'0' + u8::try_from(next(10)).unwrap_or(0)))
                .collect()
        };
        let sign = ["", "-", "+"][usize::try_from(next(3)).unwrap_or(0)];
        let int = digits(next(12), &mut next);
        let frac = digits(next(10), &mut next);
        let text = match next(3) {
            0 if !int.is_empty() => format!("{sign}{int}"),
            1 if !int.is_empty() => format!("{sign}{int}/{}", digits(1 + next(20), &mut next)),
            _ if int.is_empty() && frac.is_empty() => continue,
            _ => format!("{sign}{int}.{frac}"),
        };
        let (p, q, decimals, fraction) = match text.split_once('/') {
            Some((p, q)) => (p.trim_start_matches('+').to_string(), q.to_string(), 0, true),
            None => {
                let unsigned = text.trim_start_matches(['+', '-']);
                let (i, f) = unsigned.split_once('.').unwrap_or((unsigned, ""));
                let m = format!("{}{i}{f}", if text.starts_with('-') { "-" } else { "" });
                let m = if m.is_empty() || m == "-" { "0".to_string() } else { m };
                (m, format!("1{}", "0".repeat(f.len())), f.len(), false)
            }
        };
        let (p, q) = (BigInt::from_str(&p).expect("p"), BigInt::from_str(&q).expect("q"));
        let got = Number::parse(&text);
        if q.is_zero() {
            assert!(matches!(got, Err(NumError::ZeroDenominator)), "{text}");
            continue;
        }
        let got = got.unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(got.value, Number::from_bigints(p, q).expect("q ≠ 0"), "{text}");
        assert_eq!(
            (got.decimals, got.is_fraction),
            (u32::try_from(decimals).unwrap_or(0), fraction),
            "{text}"
        );
    }
}

#[test]
fn decimal_strings_of_small_and_big_numbers_agree() {
    // Expected texts by hand (and Python: `str(Decimal(n) / Decimal(d))` for each).
    let cases: [(i64, i64, Option<&str>); 10] = [
        (13, 20, Some("0.65")),
        (-13, 20, Some("-0.65")),
        (7, 1, Some("7")),
        (1, 3, None),
        (-1, 1024, Some("-0.0009765625")),
        (3, 6_250_000, Some("0.00000048")),
        (0, 1, Some("0")),
        // 10^62 overflows i128: the general path
        (
            i64::MAX,
            1 << 62,
            Some("1.99999999999999999978315956550289911319850943982601165771484375"),
        ),
        // 10^30 fits, the mantissa (i64::MAX·5^30) does not
        (i64::MAX, 1 << 30, Some("8589934591.999999999068677425384521484375")),
        (1, 7 * 1024, None),
    ];
    for (n, d, want) in cases {
        let x = Number::ratio(n, d).unwrap_or_default();
        assert_eq!(x.to_decimal_string().as_deref(), want, "{n}/{d}");
        let (num, den) = x.parts();
        // the general path, on the same value
        let big = Number(Repr::Big(BigRational::new(num, den)));
        assert_eq!(big.to_decimal_string().as_deref(), want, "{n}/{d} (big)");
    }
}

fn n(s: &str) -> Number {
    Number::parse(s).unwrap().value
}

fn frac(p: i64, q: i64) -> Number {
    Number::ratio(p, q).unwrap()
}

#[test]
fn parses_integers_decimals_and_fractions_exactly() {
    assert_eq!(n("3"), Number::from(3));
    assert_eq!(n("0.1"), frac(1, 10));
    assert_eq!(n("1.10"), frac(11, 10));
    assert_eq!(Number::parse("1.10").unwrap().decimals, 2);
    assert_eq!(n("1/3"), frac(1, 3));
    assert!(Number::parse("1/3").unwrap().is_fraction);
    assert!(!Number::parse("0.5").unwrap().is_fraction);
    assert_eq!(n("-0"), Number::zero());
    assert_eq!(n("-0").to_string(), "0");
    assert_eq!(n("1e-3"), frac(1, 1000));
    assert_eq!(n("2.5E2"), Number::from(250));
    assert_eq!(n(".5"), frac(1, 2));
    assert_eq!(n("5."), Number::from(5));
    assert_eq!(n("+2"), Number::from(2));
    assert_eq!(n("-6/4"), frac(-3, 2));
    assert_eq!(n(" 2 / 4 "), frac(1, 2));
    // Beyond i64 and beyond rust_decimal's range: big integers are exact.
    assert_eq!(
        n("123456789012345678901234567890123").to_string(),
        "123456789012345678901234567890123"
    );
}

#[test]
fn decimal_sum_is_exact() {
    // 1 + 0.1 is 1.1, not 1.1000000000000001.
    assert_eq!((Number::one() + n("0.1")).to_string(), "1.1");
    assert_eq!((n("0.1") + n("0.2")), n("0.3"));
}

#[test]
fn rejects_bad_strings() {
    for bad in [
        "abc", "1/", "/2", "1//2", "1.5/2", "0x10", "1_000", "inf", "nan", ".", "-", "1e", "e3", "1,5", "1 2", "--1",
        "1e+",
    ] {
        assert_eq!(Number::parse(bad), Err(NumError::Syntax), "{bad:?}");
    }
    assert_eq!(Number::parse(""), Err(NumError::Empty));
    assert_eq!(Number::parse("1/0"), Err(NumError::ZeroDenominator));
    assert_eq!(Number::parse("1/-3"), Err(NumError::BadDenominator));
    assert_eq!(Number::parse("1/0.5"), Err(NumError::BadDenominator));
    assert_eq!(Number::parse("1e5000"), Err(NumError::ExponentOutOfRange));
    assert_eq!(Number::parse("1e99999999999"), Err(NumError::ExponentOutOfRange));
    assert!(Number::parse("1e-1000").is_ok());
    // more than rust_decimal's 28 digits is fine (a student may write 30 digits of e^50)…
    assert_eq!(
        Number::parse("0.00000000000000000000000000000001").map(|p| p.value),
        Number::from_bigints(BigInt::from(1), BigInt::from(10).pow(32)).ok_or(NumError::Empty)
    );
    // …up to MAX_DECIMAL_DIGITS
    let long = format!("0.{}", "1".repeat(MAX_DECIMAL_DIGITS));
    assert_eq!(Number::parse(&long), Err(NumError::TooManyDigits));
    // integers and both sides of a fraction too, counted without the sign
    let nines = "9".repeat(MAX_DECIMAL_DIGITS);
    assert!(Number::parse(&format!("-{nines}")).is_ok());
    assert!(Number::parse(&format!("{nines}/{nines}")).is_ok());
    assert_eq!(Number::parse(&format!("{nines}9")), Err(NumError::TooManyDigits));
    assert_eq!(Number::parse(&format!("1/{nines}9")), Err(NumError::TooManyDigits));
    assert_eq!(Number::parse(&format!("-{nines}9/3")), Err(NumError::TooManyDigits));
    assert_eq!(
        NumError::TooManyDigits.to_string(),
        "more than 1000 digits, the most mlex reads in a number"
    );
}

#[test]
fn numbers_are_written_so_that_they_read_back() {
    // 1/2^1800 terminates after 1,800 decimals, more than a number mlex reads: p/q, whose
    // denominator has 542 digits (1800·log₁₀2 = 541.9)
    let tiny = Number::from_bigints(BigInt::one(), BigInt::from(2).pow(1800u32)).unwrap();
    let text = tiny.display(NumStyle::Decimal);
    assert_eq!(text, format!("1/{}", BigInt::from(2).pow(1800u32)));
    assert_eq!(Number::parse(&text).map(|p| p.value), Ok(tiny.clone()));
    assert_eq!(tiny.unreadable_digits(), None);
    // 1/2^900 has 900 decimals, within 1000: still a decimal
    let small = Number::from_bigints(BigInt::one(), BigInt::from(2).pow(900u32)).unwrap();
    assert!(small.display(NumStyle::Decimal).starts_with("0.000"));
    // 10^999 has 1000 digits, 10^1000 one more; 2^3322 has 1001 (3322·log₁₀2 = 1000.02)
    let ten = |e: u32| Number::from_bigints(BigInt::from(10).pow(e), BigInt::one()).unwrap();
    assert_eq!(ten(999).unreadable_digits(), None);
    assert_eq!(ten(1000).unreadable_digits(), Some(1001));
    assert_eq!(ten(1000).checked_div(&ten(1)).and_then(|n| n.unreadable_digits()), None);
    let two = Number::from_bigints(BigInt::from(3), BigInt::from(2).pow(3322u32)).unwrap();
    assert_eq!(two.unreadable_digits(), Some(1001));
    assert_eq!(
        Number::parse(&two.display(NumStyle::Fraction)),
        Err(NumError::TooManyDigits)
    );
    assert_eq!(Number::ratio(-7, 3).unwrap().unreadable_digits(), None);
}

#[test]
fn displays_decimal_or_fraction() {
    assert_eq!(frac(-1, 2).display(NumStyle::Decimal), "-0.5");
    assert_eq!(frac(-1, 2).display(NumStyle::Fraction), "-1/2");
    assert_eq!(frac(1, 6).display(NumStyle::Decimal), "1/6");
    assert_eq!(frac(1, 16).display(NumStyle::Decimal), "0.0625");
    assert_eq!(frac(1, 4).display(NumStyle::Fraction), "1/4");
    assert_eq!(Number::from(-31).display(NumStyle::Fraction), "-31");
    assert_eq!(frac(3, 250).to_string(), "0.012");
    assert_eq!(frac(-3, 250).to_string(), "-0.012");
    assert_eq!(Number::from(1200).to_string(), "1200");
}

#[test]
fn rounds_half_away_from_zero() {
    assert_eq!(frac(1, 3).round_to(4), "0.3333");
    assert_eq!(frac(2, 3).round_to(2), "0.67");
    assert_eq!(frac(1, 8).round_to(2), "0.13");
    assert_eq!(frac(-1, 8).round_to(2), "-0.13");
    assert_eq!(Number::from(2).round_to(3), "2.000");
    assert_eq!(frac(1, 2).round_to(0), "1");
}

#[test]
fn ceil_is_exact() {
    assert_eq!(Number::from(1600).ceil(), Number::from(1600));
    assert_eq!(frac(16001, 10).ceil(), Number::from(1601));
    assert_eq!(frac(-3, 2).ceil(), Number::from(-1));
}

#[test]
fn vectors() {
    let a = vec![Number::one(), n("2"), n("3")];
    let b = vec![n("0.1"), n("-1"), n("1/3")];
    assert_eq!(dot(&a, &b), n("0.1") - n("2") + Number::one());
    assert_eq!(
        display_vector(&axpy(&a, &Number::from(-1), &a), NumStyle::Decimal),
        "(0, 0, 0)"
    );
    assert_eq!(display_vector(&b, NumStyle::Decimal), "(0.1, -1, 1/3)");
}

#[test]
fn machine_size_values_agree_with_big_rationals() {
    // The small representation against num-rational's arithmetic, around the edges of i64:
    // every result equals the big-rational result, has the one canonical form (so `==` and
    // hashing are structural), and orders as the big rationals do.
    let edge = [i64::MAX, i64::MAX - 1, i64::MIN + 1, -(1 << 62), 1 << 32, 3, -7, 1, 0];
    let mut values: Vec<BigRational> = Vec::new();
    for &p in &edge {
        for &q in &[1i64, 2, 3, 1 << 31, i64::MAX, 6] {
            values.push(BigRational::new(BigInt::from(p), BigInt::from(q)));
        }
    }
    values.push(BigRational::from_integer(BigInt::from(i64::MIN)));
    values.push(BigRational::new(BigInt::from(1), BigInt::from(i64::MAX) * 4));
    for a in &values {
        for b in &values {
            let (x, y) = (Number::from(a.clone()), Number::from(b.clone()));
            let same = |n: Number, r: BigRational, op: &str| {
                assert_eq!(BigRational::from(n.clone()), r, "{a} {op} {b}");
                assert_eq!(n, Number::from(r), "{a} {op} {b}: not canonical");
            };
            same(&x + &y, a + b, "+");
            same(&x - &y, a - b, "-");
            same(&x * &y, a * b, "*");
            if let Some(d) = NonZero::new(y.clone()) {
                same(&x / &d, a / b, "/");
            }
            same(-&x, -a, "neg");
            same(x.abs(), a.abs(), "abs");
            assert_eq!(x.cmp(&y), a.cmp(b), "{a} cmp {b}");
            assert_eq!(x.is_integer(), a.is_integer());
            assert_eq!(x.to_i64(), if a.is_integer() { a.to_integer().to_i64() } else { None });
        }
    }
}

#[test]
fn division_needs_a_non_zero_divisor() {
    assert_eq!(NonZero::new(Number::zero()), None);
    assert_eq!(frac(1, 2).checked_div(&Number::zero()), None);
    assert_eq!(frac(1, 2).checked_div(&frac(1, 4)), Some(Number::from(2)));
    assert_eq!(Number::from_bigints(BigInt::from(1), BigInt::from(0)), None);
    let third = NonZero::new(frac(1, 3)).unwrap();
    assert_eq!(Number::one() / &third, Number::from(3));
    assert_eq!(&frac(-1, 2) / &NonZero::two(), frac(-1, 4));
}

#[test]
fn the_work_meter_counts_operations_by_size() {
    // a small result costs 1 (1/2 + 1/3 = 5/6); 10^40 + 1/3 has a 134-bit numerator (3 words)
    // and costs 9; a 256-bit rounded product costs (256/64)² = 16
    let (a, b) = (frac(1, 2), frac(1, 3));
    let (before, sum) = (work_done(), &a + &b);
    assert_eq!(work_done() - before, 1);
    assert_eq!(sum, frac(5, 6));
    let big = Number::from(BigRational::from_integer(BigInt::from(10).pow(40)));
    let before = work_done();
    let sum = &big + &b;
    assert_eq!(work_done() - before, 9, "{sum}");
    let x = real::Real::from_number(&frac(1, 3));
    let before = work_done();
    let _ = real::at_precision(256, || x.mul(&x));
    assert_eq!(work_done() - before, 16);
}

#[test]
fn the_size_guard() {
    // 10^599 has 600 digits: within; 10^600 (601 digits) is not; the same for denominators
    let big = |e: u32| Number::from(BigRational::from_integer(BigInt::from(10).pow(e)));
    assert!(big(599).within_guard().is_ok());
    assert_eq!(big(600).within_guard().err(), Some(TooLarge::Digits));
    let tiny = |e: u32| Number::from(BigRational::new(BigInt::from(1), BigInt::from(10).pow(e)));
    assert!(tiny(599).within_guard().is_ok());
    assert_eq!(tiny(600).guarded().err(), Some(TooLarge::Digits));
    assert_eq!(TooLarge::Digits.to_string(), "the exact fractions grew past 600 digits");
    // (−2/3)^5 = −32/243; 0^0 = 1; (10/3)^600 has 601 digits; 10^599 has 600
    assert_eq!(frac(-2, 3).guarded_pow(5), Ok(frac(-32, 243)));
    assert_eq!(Number::zero().guarded_pow(0), Ok(Number::one()));
    assert_eq!(frac(10, 3).guarded_pow(600).err(), Some(TooLarge::Digits));
    assert_eq!(Number::from(10).guarded_pow(599).map(|v| v.to_string().len()), Ok(600));
    assert_eq!(Number::from(10).guarded_pow(600).err(), Some(TooLarge::Digits));
    assert_eq!(
        frac(1, 7).guarded_pow(24),
        Ok(Number::from_bigints(1.into(), BigInt::from(7).pow(24)).unwrap())
    );
    // the budget: 100000 steps of small values fit; 300-digit values (16 words, 256 each)
    // spend it within 500000/256/9 ≈ 217 steps of 9 values
    let mut b = Budget::default();
    let smalls = vec![frac(-11154369345, 1000000); 9];
    assert!((1..=100_000).all(|k| b.charge(k, &smalls).is_ok()));
    let mut b = Budget::default();
    let long = vec![big(299) + frac(1, 3); 9];
    let stop = (1..=100_000).find_map(|k| b.charge(k, &long).err());
    assert_eq!(stop, Some(TooLarge::Work { step: 218, digits: 300 }));
}

/// Σ xᵢyᵢ and x + k·y the textbook way, in big rationals reduced after every operation (no
/// [`Number`] arithmetic): what the fast paths must equal.
fn dot_by_rationals(a: &[Number], b: &[Number]) -> BigRational {
    a.iter()
        .zip(b)
        .fold(BigRational::from_integer(BigInt::from(0)), |acc, (x, y)| {
            acc + x.big().as_ref() * y.big().as_ref()
        })
}

/// The representation and the work of `f`, and its value as a big rational.
fn measured(f: impl FnOnce() -> Number) -> (bool, u64, BigRational) {
    let before = work_done();
    let v = f();
    (matches!(v.0, Repr::Small(..)), work_done() - before, v.into_big())
}

#[test]
fn fast_dot_and_axpy_are_the_term_by_term_values() {
    let m = i64::MAX;
    let cases: Vec<(Vec<Number>, Vec<Number>)> = vec![
        // integers; sevenths (the perceptron with α = 1/7); mixed denominators
        (
            vec![frac(3, 1), frac(-4, 1), frac(5, 1)],
            vec![frac(2, 1), frac(7, 1), frac(-1, 1)],
        ),
        (
            vec![frac(-111, 7), frac(59, 7), frac(13, 1)],
            vec![frac(1, 1), frac(-9, 1), frac(4, 1)],
        ),
        (
            vec![frac(1, 2), frac(1, 3), frac(1, 6)],
            vec![frac(5, 1), frac(-7, 4), frac(9, 5)],
        ),
        // products and sums at the edge of 64 bits: fast until the sum overflows, then the
        // general way (2⁶³ − 1 stays small; (2⁶³ − 1) + 1 is big)
        (vec![frac(m, 1), frac(0, 1)], vec![frac(1, 1), frac(1, 1)]),
        (vec![frac(m, 1), frac(1, 1)], vec![frac(1, 1), frac(1, 1)]),
        (vec![frac(1, m), frac(1, 2)], vec![frac(1, 1), frac(1, 3)]),
        (vec![frac(m - 1, 2), frac(1, 1)], vec![frac(2, 1), frac(-1, 1)]),
        // a big integer operand, a big fraction
        (
            vec![
                Number::from(BigRational::from_integer(BigInt::from(10).pow(30))),
                frac(3, 1),
            ],
            vec![frac(-2, 1), frac(5, 1)],
        ),
        (
            vec![
                Number::from(BigRational::new(BigInt::from(1), BigInt::from(10).pow(30))),
                frac(3, 7),
            ],
            vec![frac(-2, 1), frac(5, 3)],
        ),
        (vec![], vec![]),
    ];
    for (a, b) in &cases {
        let want = dot_by_rationals(a, b);
        // the general way: Σ through `*` and `+` of Number (the same reductions)
        let (small_slow, work_slow, slow) = measured(|| a.iter().zip(b).map(|(x, y)| x * y).sum());
        let (small_fast, work_fast, fast) = measured(|| dot(a, b));
        assert_eq!((&fast, &slow), (&want, &want), "{a:?}·{b:?}");
        assert_eq!((small_fast, work_fast), (small_slow, work_slow), "{a:?}·{b:?}");
    }
    // 7·(−3/7) + 1 = −2 by hand; 2/3 + (1/2)(1/3) = 5/6; (2⁶³ − 1) + 1·1 = 2⁶³ (big)
    assert_eq!(dot(&[frac(-3, 7), frac(1, 1)], &[frac(7, 1), frac(1, 1)]), frac(-2, 1));
    for (x, k, y) in [
        (frac(2, 3), frac(1, 2), frac(1, 3)),
        (frac(-5, 7), frac(1, 7), frac(-9, 1)),
        (frac(4, 1), frac(-1, 1), frac(6, 1)),
        (frac(m, 1), frac(1, 1), frac(1, 1)),
        (frac(m, 1), frac(2, 1), frac(m, 1)),
        (frac(1, 3), frac(1, m), frac(1, 2)),
    ] {
        let want = x.big().as_ref() + k.big().as_ref() * y.big().as_ref();
        let (small_slow, work_slow, slow) = measured(|| &x + &(&k * &y));
        let (small_fast, work_fast, fast) =
            measured(|| axpy(std::slice::from_ref(&x), &k, std::slice::from_ref(&y)).remove(0));
        assert_eq!((&fast, &slow), (&want, &want), "{x} + {k}·{y}");
        assert_eq!((small_fast, work_fast), (small_slow, work_slow), "{x} + {k}·{y}");
    }
    assert_eq!(axpy(&[frac(2, 3)], &frac(1, 2), &[frac(1, 3)]), vec![frac(5, 6)]);
    // big integers: (10³⁰ + 7)·(−3) − 1 = −3·10³⁰ − 22, with the work of its 2-word result
    let big = Number::from(BigRational::from_integer(BigInt::from(10).pow(30) + 7));
    let (three, one) = (frac(-3, 1), Number::one());
    let before = work_done();
    let v = &(&big * &three) - &one;
    assert_eq!(work_done() - before, 8);
    assert_eq!(
        v.into_big(),
        BigRational::from_integer(BigInt::from(-3) * BigInt::from(10).pow(30) - 22)
    );
    // big fractions and integers: every +, − and · against num-rational's (reduced) result,
    // with the same representation and work
    let p = |n: i64, e: u32, d: i64| Number::from(BigRational::new(BigInt::from(10).pow(e) * n + 1, BigInt::from(d)));
    let values = [
        p(3, 30, 7),
        p(-2, 25, 1),
        p(5, 40, 12),
        Number::zero(),
        frac(6, 35),
        frac(-4, 1),
        p(7, 20, 3),
    ];
    for x in &values {
        for y in &values {
            let (bx, by) = (x.big().into_owned(), y.big().into_owned());
            for (name, want, got) in [
                ("+", &bx + &by, measured(|| x + y)),
                ("−", &bx - &by, measured(|| x - y)),
                ("·", &bx * &by, measured(|| x * y)),
            ] {
                let before = work_done();
                let expect = from_big(want.clone());
                let expect_work = work_done() - before;
                let small = matches!(expect.0, Repr::Small(..));
                assert_eq!(got, (small, expect_work, want), "{x} {name} {y}");
            }
        }
    }
}
