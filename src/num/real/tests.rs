//! Tests of the transcendental functions and of the display rule.
//!
//! Every reference value was computed with Python's mpmath at 60 significant digits
//! (`mp.dps = 60`; `exp`, `log`, `log1p`, `sqrt`, and softmax / log-sum-exp written out as
//! `exp(x - max) / sum(...)`, `max + log(sum(exp(x - max)))`; ln(1 + 10⁻³⁰) at `mp.dps = 150`,
//! since 1 + 10⁻³⁰ needs more than 60 digits), never with mlex.

use super::*;

fn n(s: &str) -> Number {
    Number::parse(s).unwrap().value
}

fn r(s: &str) -> Real {
    Real::from_number(&n(s))
}

// mpmath, 60 digits
const E_50: &str = "5184705528587072464087.45332293348538482746910058384640190406";
const E_M700: &str = "9.85967654375977085670537294784946510511560018140094171058647e-305";
const E_690: &str = "4.60460640478298962212096334970857518416712921600000975707775e+299";
const E_M690: &str = "2.17173828138982700848212367181860295442317018711757907368942e-300";
const LN_1E_M300: &str = "-690.775527898213705205397436405309262280330446588631892809998";
const SIGMA_M800: &str = "3.66787458417768721345549565426079821546963422661264070506915e-348";
const SIGMA_M30: &str = "0.0000000000000935762296883929895383956265328498411157573542786958555736174";
const LOG1P_E_M690: &str = "2.17173828138982700848212367181860295442317018711757907368942e-300";
const LOG1P_E_M30: &str = "0.0000000000000935762296883973677937769742467515772161808691981931624923952";

#[test]
fn exp_ln_sqrt_agree_with_mpmath_to_70_digits() {
    assert_close(
        &exp(&Real::one()).unwrap(),
        "2.71828182845904523536028747135266249775724709369995957496697",
        70,
    );
    assert_close(
        &exp(&r("0.1")).unwrap(),
        "1.10517091807564762481170782649024666822454719473751871879286",
        70,
    );
    assert_close(
        &exp(&r("-0.1")).unwrap(),
        "0.904837418035959573164249059446436621194705360980400952056257",
        70,
    );
    assert_close(&exp(&r("50")).unwrap(), E_50, 70);
    assert_close(&exp(&r("-700")).unwrap(), E_M700, 70);
    assert_close(&exp(&r("690")).unwrap(), E_690, 70);
    assert_close(&exp(&r("-690")).unwrap(), E_M690, 70);
    assert_close(
        &ln(&r("2")).unwrap(),
        "0.69314718055994530941723212145817656807550013436025525412068",
        70,
    );
    assert_close(
        &ln_2(),
        "0.69314718055994530941723212145817656807550013436025525412068",
        70,
    );
    assert_close(
        &ln(&r("3")).unwrap(),
        "1.09861228866810969139524523692252570464749055782274945173469",
        70,
    );
    assert_close(
        &ln(&r("0.1")).unwrap(),
        "-2.30258509299404568401799145468436420760110148862877297603333",
        70,
    );
    assert_close(&ln(&r("1e-300")).unwrap(), LN_1E_M300, 70);
    assert_close(
        &ln(&r("1e300")).unwrap(),
        "690.775527898213705205397436405309262280330446588631892809998",
        70,
    );
    // ln near 1 keeps its relative precision
    assert_close(
        &ln(&r("1.000000000000000000000000000001")).unwrap(),
        "9.99999999999999999999999999999500000000000000000000000000000333333333333333e-31",
        40,
    );
    assert_close(
        &sqrt(&r("2")).unwrap(),
        "1.41421356237309504880168872420969807856967187537694807317668",
        70,
    );
    assert_close(
        &sqrt(&r("3e-300")).unwrap(),
        "1.73205080756887729352744634150587236694280525381038062805581e-150",
        70,
    );
    assert_close(
        &sqrt(&r("2e300")).unwrap(),
        "1.41421356237309504880168872420969807856967187537694807317668e+150",
        70,
    );
}

#[test]
fn sigmoid_softplus_softmax_and_log_sum_exp() {
    assert_close(
        &sigmoid(&Real::one()).unwrap(),
        "0.731058578630004879251159241821836274365144640165056519276366",
        70,
    );
    assert_close(&sigmoid(&r("-30")).unwrap(), SIGMA_M30, 70);
    assert_close(&sigmoid(&r("-800")).unwrap(), SIGMA_M800, 70);
    // σ(800) = 1 − 3.667874584…e-348: the ball is within 10⁻⁷⁰ of 1 and holds the true value
    let s = sigmoid(&r("800")).unwrap();
    let (lo, hi) = s.bounds();
    assert!(lo <= Number::one() && Number::one() - n(SIGMA_M800) <= hi);
    assert_close(&s, "1", 70);
    assert_close(&softplus(&r("-690")).unwrap(), LOG1P_E_M690, 70);
    assert_close(&softplus(&r("-30")).unwrap(), LOG1P_E_M30, 70);
    assert_close(
        &softplus(&r("2")).unwrap(),
        "2.12692801104297249644372680635830443143433306280835835755014",
        70,
    );
    assert_close(
        &softplus(&r("-1")).unwrap(),
        "0.313261687518222834048995494967855641915280085670348374719064",
        70,
    );
    // log₂(1 + e⁻³)
    let l2 = softplus(&r("-3")).unwrap().div(&ln_2()).unwrap();
    assert_close(
        &l2,
        "0.0700967311653662400204793196112336505644609700305125376734686",
        70,
    );
    // softmax of [1000, 999, −1000] and its log-sum-exp
    let xs = [r("1000"), r("999"), r("-1000")];
    let lse = log_sum_exp(&xs).unwrap();
    assert_close(
        &lse,
        "1000.31326168751822283404899549496785564191528008567034837472",
        70,
    );
    let p: Vec<Real> = xs.iter().map(|x| exp(&x.sub(&lse)).unwrap()).collect();
    assert_close(
        &p[0],
        "0.731058578630004879251159241821836274365144640165056519276366",
        65,
    );
    assert_close(
        &p[1],
        "0.268941421369995120748840758178163725634855359834943480723634",
        65,
    );
    assert_close(
        &p[2],
        "1.88359865307619688550649526448446838308674734602272094701517e-869",
        65,
    );
    assert_close(
        &log_sum_exp(&[r("2"), r("1"), r("0.5")]).unwrap(),
        "2.46436878410794484162010605625353149584301683798190298868313",
        70,
    );
    assert!(log_sum_exp(&[]).is_err());
}

#[test]
fn overflow_and_domain_are_errors_not_panics() {
    assert_eq!(exp(&r("1e13")), Err(RealError::Overflow));
    assert_eq!(exp(&r("524288")), Err(RealError::Overflow));
    assert_eq!(round_display(&exp(&r("-1e13")).unwrap(), 4), "0.0000");
    assert!(agrees(&exp(&r("-1e13")).unwrap(), &n("0"), Reading::Digits(15)));
    assert_eq!(ln(&Real::zero()), Err(RealError::Domain));
    assert_eq!(ln(&r("-1")), Err(RealError::Domain));
    assert_eq!(sqrt(&r("-1")), Err(RealError::Domain));
    assert_eq!(Real::one().div(&Real::zero()), Err(RealError::Domain));
    // e^500000 is a value: 1.7416128722543616826e+217147 (mpmath)
    assert_eq!(round_display(&exp(&r("500000")).unwrap(), 4), "1.742e217147");
}

#[test]
fn exact_square_roots() {
    assert_eq!(exact_sqrt(&n("9/16")), Some(n("3/4")));
    assert_eq!(exact_sqrt(&n("25")), Some(n("5")));
    assert_eq!(exact_sqrt(&n("2")), None);
    assert_eq!(exact_sqrt(&n("-4")), None);
}

#[test]
fn few_digits_are_shown_as_before() {
    assert_eq!(round_display(&r("0.37754"), 4), "0.3775");
    assert_eq!(round_display(&r("0.375"), 2), "0.38"); // exactly a tie (binary 0.011): half away
    // 0.37755 is not a binary fraction: its ball straddles the tie 0.37755, so the 4th decimal
    // is not known and the value is written with the 3 significant digits that are
    assert_eq!(round_display(&r("0.37755"), 4), "3.78e-1");
    assert_eq!(round_display(&r("-0.00001"), 2), "0.00");
    assert_eq!(round_display(&r("2"), 2), "2.00");
    assert_eq!(round_display(&r("-2.5"), 0), "-3");
    assert_eq!(round_display(&sigmoid(&Real::one()).unwrap(), 4), "0.7311");
}

#[test]
fn large_values_keep_their_decimals() {
    // e^50 = 5184705528587072464087.453322933485…: every decimal shown is right
    let e50 = exp(&r("50")).unwrap();
    assert_eq!(round_display(&e50, 15), "5184705528587072464087.453322933485385");
    assert_eq!(round_display(&e50, 6), "5184705528587072464087.453323");
    assert_eq!(round_display(&e50, 0), "5184705528587072464087");
    // e^-700 and ln(1e-300) at several digits
    let small = exp(&r("-700")).unwrap();
    assert_eq!(round_display(&small, 4), "0.0000");
    assert_eq!(round_display(&small, 15), "0.000000000000000");
    let l = ln(&r("1e-300")).unwrap();
    assert_eq!(round_display(&l, 4), "-690.7755");
    assert_eq!(round_display(&l, 15), "-690.775527898213705");
    // σ(±800) and the softmax of huge logits
    assert_eq!(round_display(&sigmoid(&r("800")).unwrap(), 15), "1.000000000000000");
    assert_eq!(round_display(&sigmoid(&r("-800")).unwrap(), 15), "0.000000000000000");
}

#[test]
fn unknown_decimals_switch_to_scientific() {
    // e^690 = 4.604606404782989622…e299: 4 decimals would need 303 known digits
    let big = exp(&r("690")).unwrap();
    assert_eq!(big.shown(4), Shown::Scientific(4));
    assert_eq!(round_display(&big, 4), "4.605e299");
    assert_eq!(round_display(&big, 15), "4.60460640478299e299");
    assert_eq!(round_display(&big, 0), "5e299");
    assert_eq!(pretty_display(&big, 4), "4.605·10²⁹⁹");
    // a negative one
    assert_eq!(round_display(&big.neg(), 2), "-4.6e299");
    // a ball too wide for `digits` significant digits shows the digits it knows
    let wide = Real::from_number(&n("123456")).widen(Mag::pow2(10)); // ± 1024
    assert_eq!(wide.shown(4), Shown::Scientific(2));
    assert_eq!(round_display(&wide, 4), "1.2e5");
    assert_eq!(pretty_display(&wide, 4), "1.2·10⁵");
    // a ball around 0 wider than the value: 0 at the shown precision when it rounds to 0…
    let around0 = Real::zero().widen(Mag::pow2(-40));
    assert_eq!(round_display(&around0, 4), "0.0000");
    // …and no digit at all when it does not
    let unknown = Real::zero().widen(Mag::pow2(4));
    assert_eq!(unknown.shown(4), Shown::Unknown);
    assert_eq!(round_display(&unknown, 4), "not computable");
}

#[test]
fn answers_are_read_at_the_shown_precision() {
    let e50 = exp(&r("50")).unwrap();
    // the correctly rounded true value at digits 6 is right, a wrong last digit is not
    assert!(agrees(&e50, &n("5184705528587072464087.453323"), Reading::Digits(6)));
    assert!(agrees(&e50, &n("5184705528587072464087.4533229"), Reading::Digits(6)));
    assert!(!agrees(&e50, &n("5184705528587072464087.453324"), Reading::Digits(6)));
    assert!(!agrees(&e50, &n("5184705528587072464087.453328"), Reading::Digits(6)));
    // the 28-digit value rust_decimal gave (…087.4533275) is wrong at 6 decimals
    assert!(!agrees(&e50, &n("5184705528587072464087.4533275"), Reading::Digits(6)));
    // one unit of slack when replaying a student's own rounded state
    assert!(agrees(&e50, &n("5184705528587072464087.453324"), Reading::Carried(6)));
    assert!(!agrees(&e50, &n("5184705528587072464087.453325"), Reading::Carried(6)));
    // a scientific value: read at its significant digits
    let big = exp(&r("690")).unwrap();
    assert!(agrees(&big, &n("4.605e299"), Reading::Digits(4)));
    assert!(agrees(&big, &n("4.60460640e299"), Reading::Digits(4)));
    assert!(!agrees(&big, &n("4.606e299"), Reading::Digits(4)));
    assert!(!agrees(&big, &n("4.604e299"), Reading::Digits(4)));
    assert!(!agrees(&big, &n("4.605e298"), Reading::Digits(4)));
    // printed answers at their own precision
    let sig1 = sigmoid(&Real::one()).unwrap(); // 0.7310585786…
    let printed = |d| Reading::Printed {
        decimals: d,
        significant: None,
    };
    assert!(agrees(&sig1, &n("0.73"), printed(2)));
    assert!(agrees(&sig1, &n("0.7311"), printed(4)));
    assert!(!agrees(&sig1, &n("0.7310"), printed(4)));
    let sci = |s| Reading::Printed {
        decimals: 0,
        significant: Some(s),
    };
    assert!(agrees(&big, &n("4.6e299"), sci(2)));
    assert!(!agrees(&big, &n("4.7e299"), sci(2)));
    // a value that rounds to 0 at the shown precision: 0 is right
    let tiny = exp(&r("-700")).unwrap();
    assert!(agrees(&tiny, &n("0"), Reading::Digits(4)));
    assert!(agrees(&tiny, &n("1e-1000"), Reading::Digits(15)));
    assert!(!agrees(&tiny, &n("0.0001"), Reading::Digits(4)));
}

#[test]
fn balls_hold_the_true_value_through_arithmetic() {
    // (1/3)·3 − 1 is within the ball of 0 and the ball is tiny
    let third = Real::from_number(&n("1/3"));
    let z = third.mul(&Real::from_i64(3)).sub(&Real::one());
    let (lo, hi) = z.bounds();
    assert!(lo <= Number::zero() && Number::zero() <= hi);
    assert!(&hi - &lo < n("1e-70"));
    // a short binary fraction is exact
    assert!(Real::from_number(&n("0.375")).is_exact());
    assert!(!Real::from_number(&n("0.1")).is_exact());
    // division keeps a bound: (1/7)/(1/3) = 3/7
    let q = Real::from_number(&n("1/7")).div(&third).unwrap();
    let (lo, hi) = q.bounds();
    assert!(lo <= n("3/7") && n("3/7") <= hi);
    // signs are known only outside the ball
    assert_eq!(r("-2").sign(), Some(Ordering::Less));
    assert_eq!(
        z.sign(),
        if z.is_zero() && z.is_exact() {
            Some(Ordering::Equal)
        } else {
            z.sign()
        }
    );
    assert_eq!(Real::zero().widen(Mag::pow2(-3)).sign(), None);
}

#[test]
fn pi_and_ln_2pi() {
    // mpmath, 60 digits: pi, log(2*pi)
    assert_close(
        &pi(),
        "3.14159265358979323846264338327950288419716939937510582097494",
        70,
    );
    let l = ln(&pi().mul(&Real::from_i64(2))).unwrap();
    assert_close(&l, "1.83787706640934548356065947281123527972279494727556682563431", 70);
}

// mpmath (`mp.dps = 400`, printed with `nstr(x, 330)`): ln 2, π, e^(1/3) and σ(1/2) to 330 digits
const LN2_330: &str = "0.693147180559945309417232121458176568075500134360255254120680009493393621969694715605863326996418687542001481020570685733685520235758130557032670751635075961930727570828371435190307038623891673471123350115364497955239120475172681574932065155524734139525882950453007095326366642654104239157814952043740430385500801944170641671518645";
const PI_330: &str = "3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803482534211706798214808651328230664709384460955058223172535940812848111745028410270193852110555964462294895493038196442881097566593344612847564823378678316527120190914564856692346034861045432664821339360726024914127372458700660631558817488152092";
const E_THIRD_330: &str = "1.39561242508608952862812531960258683759790651519940698261751670603173901564595184696978881729583022413521118441041886209612212329277789293930634939417174789249374621227268560348092179958696226096931583384300548777832985600553109367999214546616989821562330859907011948604593827807467355341048258297636996861712577103754185004711575";
const SIGMA_HALF_330: &str = "0.622459331201854564638900565745508478753279365308910163059437162658544995640024679502583694724742373067043643535922957062036139525263698962032058176355329566461451560494637409884963228931834151895296166729025711542164717186091527870250902840504479466502147393161482234196071886898606444644102485670606185409941565082725602681519541";

/// The reference lies in the ball of `x` (its own last digit, 10⁻³²⁹, aside) and the radius
/// is below 10⁻³⁰⁰ (`assert_close` widens a radius to 2⁻²⁵⁶ of the value, as display does).
fn assert_within_1e300(x: &Real, reference: &str) {
    let r = n(reference);
    let own = n("1e-329");
    let rad = x.radius().mid();
    assert!((x.mid() - &r).abs() <= &rad + &own, "{reference} is not in the ball");
    assert!(rad < n("1e-300"), "{reference}: the ball is wider than 10^-300");
}

#[test]
fn the_working_precision_is_a_parameter() {
    assert_eq!(precision(), PREC);
    // at 1024 bits (308 digits) the constants, the conversions and the kernels follow it
    at_precision(1024, || {
        assert_eq!(precision(), 1024);
        assert_within_1e300(&ln_2(), LN2_330);
        assert_within_1e300(&pi(), PI_330);
        let third = Real::from_number(&n("1/3"));
        assert_within_1e300(&exp(&third).unwrap(), E_THIRD_330);
        assert_within_1e300(&sigmoid(&r("0.5")).unwrap(), SIGMA_HALF_330);
        assert_within_1e300(&ln(&exp(&third).unwrap()).unwrap(), &format!("0.{}", "3".repeat(329)));
    });
    // and it is restored: the cached constants of 256 bits are 77 digits again
    assert_eq!(precision(), PREC);
    assert_close(&pi(), PI_330, 70);
    assert!(!pi().radius().is_zero() && pi().radius().mid() > Number::parse("1e-100").unwrap().value);
}

#[test]
fn adaptive_precision_doubles_up_to_the_cap() {
    // an attempt that is sharp from 1024 bits on
    let mut seen = Vec::new();
    let got = with_enough_precision(|last| {
        seen.push((precision(), last));
        if precision() >= 1024 { Ok(precision()) } else { Err(0) }
    });
    assert_eq!(seen, [(256, false), (512, false), (1024, false)]);
    assert_eq!((got.value, got.bits, got.proven), (1024, 1024, true));
    // one that never is: the last attempt runs to the end and is not proven
    let got = with_enough_precision(Err::<bool, bool>);
    assert_eq!((got.value, got.bits, got.proven), (true, MAX_PREC, false));
    // sharpness: below 2^−72 absolute, or for a huge value fewer than 64 bits lost
    assert!(Real::one().widen(Mag::pow2(-73)).is_sharp());
    assert!(!Real::one().widen(Mag::pow2(-72)).is_sharp());
    let huge = r("1e60").widen(Mag::pow2(0));
    assert!(huge.is_sharp());
    assert!(!at_precision(512, || huge.is_sharp()));
}

#[test]
fn a_sigmoid_ball_holds_the_sigmoid_of_every_point_and_is_narrow() {
    // z = 3/8 ± 2⁻¹⁰⁰ and −20 ± 2⁻¹⁰⁰: σ at both ends (exact dyadics) lies in the ball, whose
    // radius is at most the slope bound times 2⁻¹⁰⁰ (1/4, and 2·e⁻²⁰ far out), plus rounding
    for (mid, slope) in [("3/8", "1/4"), ("-20", "4.2e-9")] {
        let m = Real::from_number(&n(mid));
        let r = Real::exact_dyadic(BigInt::one(), -100);
        let ball = sigmoid(&m.clone().widen(Mag::pow2(-100))).unwrap();
        let (lo, hi) = ball.bounds();
        for end in [m.sub(&r), m.add(&r)] {
            let s = sigmoid(&end).unwrap();
            assert!(lo <= s.mid() && s.mid() <= hi, "σ({mid} ± 2⁻¹⁰⁰)");
        }
        let limit = n(slope) * n("1.01") * r.mid() + n("1e-70");
        assert!(ball.radius().mid() <= limit, "σ({mid} ± 2⁻¹⁰⁰) is too wide");
    }
}

/// The dyadic rationals are in lowest terms as a general gcd makes them (signs, zeros, odd and
/// even mantissas, exponents on both sides of 0).
#[test]
fn dyadic_rationals_are_reduced_as_by_a_gcd() {
    let mut state: u64 = 5;
    let mut next = |n: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % n
    };
    for _ in 0..2000 {
        let shift = usize::try_from(next(200)).unwrap_or(0);
        let odd = BigInt::from(next(1 << 30)) * BigInt::from(3).pow(u32::try_from(next(60)).unwrap_or(0));
        let m = if next(2) == 0 { odd << shift } else { -(odd << shift) };
        let e = i64::try_from(next(400)).unwrap_or(0) - 300;
        let expected = if e >= 0 {
            BigRational::from_integer(&m << e as usize)
        } else {
            BigRational::new(m.clone(), BigInt::one() << e.unsigned_abs() as usize)
        };
        let got = dyadic_to_rational(&m, e);
        assert_eq!(
            (got.numer(), got.denom()),
            (expected.numer(), expected.denom()),
            "{m} · 2^{e}"
        );
    }
    assert_eq!(dyadic_to_rational(&BigInt::zero(), -7), BigRational::zero());
}

/// A small addend is dropped into the radius only below the last bit the sum keeps at the
/// working precision: 1 + 2⁻²⁰⁰ is that sum exactly at 256 bits (it was 1 ± 2⁻²⁰⁰ at any
/// precision, since the exact 1 has a single bit, and a softmax-regression step over logits
/// 140 apart lost 120 of its bits in it), 1 + 2⁻⁴⁰⁰ is 1 within 2⁻⁴⁰⁰.
#[test]
fn a_small_addend_keeps_the_working_precision() {
    let tiny = Real::exact_dyadic(BigInt::one(), -200);
    let sum = Real::one().add(&tiny);
    assert!(sum.is_exact(), "{sum:?}");
    assert_eq!(sum.mid(), &Number::one() + &tiny.mid());
    assert_eq!(tiny.add(&Real::one()), sum);
    let tinier = Real::exact_dyadic(BigInt::one(), -400);
    let sum = Real::one().add(&tinier);
    assert_eq!(sum.mid(), Number::one());
    assert!(sum.radius().mid() <= tinier.mid() && !sum.is_exact());
    // a value known to the working precision drops what is below it by far, as before
    let third = r("1/3");
    assert_eq!(third.add(&tiny.mul(&tiny)).mid(), third.mid());
}

#[test]
fn cached_powers_of_ten_are_the_powers() {
    // the first asked, a neighbour above (a division) and below (a product), one made from a
    // power far below, back and forth, and past the 32 kept
    let mut ks = vec![
        1000, 1003, 997, 1008, 1017, 5000, 4992, 7000, 9000, 1000, 999, 20_000, 20_001, 19_993, 3000,
    ];
    ks.extend((0..40).map(|i| 2000 + 37 * i));
    ks.extend([1000, 5000, 2037]);
    for k in ks {
        assert_eq!(pow10(k), BigInt::from(10).pow(k), "10^{k}");
    }
    assert_eq!(pow10(3), BigInt::from(1000));
}

#[test]
fn a_bound_plus_something_far_below_it_grows_by_a_unit_of_32_bits() {
    // 1 is m = 1 at 2^0: one unit of it is all of it, and 1 + 2^−100 was bounded by 2
    let one = Bound::of_number(&n("1"));
    let tiny = Bound(Mag::pow2(-100));
    let sum = one.plus(tiny);
    assert!(
        sum.le(Bound(Mag {
            m: (1 << 31) + 1,
            e: -31
        })),
        "{sum:?}"
    );
    // still a bound: above 1, as 1 + 2^−100 is
    assert!(!sum.le(one));
    // the same far below any mantissa: 3 + 2^−200 ≤ 3 + 3·2^−31, and > 3
    let three = Bound::of_number(&n("3"));
    let sum = three.plus(Bound(Mag::pow2(-200)));
    assert!(
        sum.le(Bound(Mag {
            m: 3 * (1 << 30) + 1,
            e: -30
        })),
        "{sum:?}"
    );
    assert!(!sum.le(three));
    // either order, and with the largest mantissa a rounded bound has (2^32 after rounding up)
    assert_eq!(tiny.plus(one), one.plus(tiny));
    let big = Bound(Mag { m: 1 << 32, e: 0 });
    let sum = big.plus(Bound(Mag { m: 1 << 32, e: -65 }));
    assert!(!sum.le(big) && sum.le(Bound(Mag { m: (1 << 31) + 1, e: 1 })), "{sum:?}");
}
