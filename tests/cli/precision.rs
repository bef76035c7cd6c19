//! Rounded values at any magnitude (issue 11): every digit shown is known, `check` agrees with
//! what is shown, and nothing saturates. Expected values come from Python: mpmath at 60 digits
//! (`mp.dps = 60`: exp(50), exp(690), exp(-800)) and `fractions` for the gradient descent,
//! never from mlex.

use super::{mlex, mlex_stdin, scratch};

// mpmath: exp(50) = 5184705528587072464087.45332293348538482746910058384640190406
const E50_15: &str = "5184705528587072464087.453322933485385";
const E50_6: &str = "5184705528587072464087.453323";

fn surrogate(digits: u32) -> String {
    format!("kind: surrogate-losses\nz: [-50]\nlosses: [exponential]\ndigits: {digits}\nask: [values]\n")
}

#[test]
fn large_transcendental_values_keep_their_decimals() {
    let o = mlex_stdin(&["solve", "-"], &surrogate(15));
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains(&format!("exponential: [{E50_15}]")), "{}", o.stdout);
    // rust_decimal's 28 digits gave …087.453327500000000
    let o = mlex_stdin(&["render", "-", "--solutions"], &surrogate(15));
    assert!(o.stdout.contains(E50_15), "{}", o.stdout);
    // e^690 = 4.60460640478298962212…e299 (mpmath) at digits 6: 6 significant digits, since 6
    // decimals would need 306 known digits; e^−800 ≈ 3.7e−348 and σ-like tails are 0 there
    let o = mlex_stdin(
        &["solve", "-"],
        "kind: surrogate-losses\nz: [-690, 800]\nlosses: [exponential, logistic]\ndigits: 6\nask: [values]\n",
    );
    assert!(
        o.stdout
            .contains("values: { exponential: [4.60461e299, 0.000000], logistic: [690.000000, 0.000000] }"),
        "{}",
        o.stdout
    );
    let o = mlex_stdin(
        &["render", "-", "--solutions"],
        "kind: surrogate-losses\nz: [-690]\nlosses: [exponential]\ndigits: 6\nask: [values]\n",
    );
    assert!(o.stdout.contains("4.60461·10²⁹⁹"), "{}", o.stdout);
}

#[test]
fn check_accepts_the_correctly_rounded_true_value_and_refuses_a_wrong_last_digit() {
    let dir = scratch("precision-check");
    let spec = dir.join("e50.yaml");
    std::fs::write(&spec, surrogate(6)).unwrap();
    let spec = spec.display().to_string();
    for (given, code) in [
        (E50_6, 0),
        // more decimals that round to the same value are right too
        ("5184705528587072464087.4533229", 0),
        // one unit off in the last decimal, and rust_decimal's old value
        ("5184705528587072464087.453324", 1),
        ("5184705528587072464087.453328", 1),
    ] {
        let answers = dir.join("answers.yaml");
        std::fs::write(&answers, format!("values: {{ exponential: [{given}] }}\n")).unwrap();
        let o = mlex(&["check", &spec, &answers.display().to_string()]);
        assert_eq!(o.code, code, "{given}:\n{}\n{}", o.stdout, o.stderr);
    }
    // a huge value is read at the significant digits it is shown with
    let big = dir.join("e690.yaml");
    std::fs::write(
        &big,
        "kind: surrogate-losses\nz: [-690]\nlosses: [exponential]\ndigits: 4\nask: [values]\n",
    )
    .unwrap();
    for (given, code) in [
        ("4.605e299", 0),
        ("4.6046064e299", 0),
        ("4.606e299", 1),
        ("4.605e298", 1),
    ] {
        let answers = dir.join("answers.yaml");
        std::fs::write(&answers, format!("values: {{ exponential: [{given}] }}\n")).unwrap();
        let o = mlex(&["check", &big.display().to_string(), &answers.display().to_string()]);
        assert_eq!(o.code, code, "{given}:\n{}\n{}", o.stdout, o.stderr);
    }
    let _ = std::fs::remove_dir_all(dir);
}

// Python fractions: θ ← θ − 0.1·4θ³ from 3 gives −7.8, 182.0208, −2412072.0487321755…,
// 5613462419517811661.96656787985…, and L(θ₄) = θ₄⁴ = 9.92940621255292880898321004806e74.
// rust_decimal saturated L(θ₄) at its maximum, 79228162514264337593543950335.
#[test]
fn a_diverging_gradient_descent_never_shows_a_saturated_loss() {
    let spec = "kind: gradient-descent\nfunction: \"θ^4\"\ntheta0: 3\nlearning_rate: 0.1\nsteps: 10\n";
    let o = mlex_stdin(&["solve", "-"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(!o.stdout.contains("79228162514264337593543950335"), "{}", o.stdout);
    assert!(
        o.stdout
            .contains("  - [5613462419517811661.9666, 5613462419520223734.0153, 9.929e74]"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("iterations: 4"), "{}", o.stdout);
    let o = mlex_stdin(&["render", "-", "--solutions"], spec);
    assert!(
        o.stdout
            .contains("| 4 | 5613462419517811661.9666 | 5613462419520223734.0153 | 9.929·10⁷⁴ |"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("The iterates diverge"), "{}", o.stdout);
}

// exercises/gradient-descent/diverging.yaml: θ_k = (−1.2)^k and L(θ_k) = 1.44^k exactly. Python
// fractions: 1.44^146 = 132106396361755566313876.27314175…, 1.44^152 =
// 1177873899818533612346255.37255214…; rust_decimal's 28 digits had drifted to …876.2732 and
// …255.3732 by then.
#[test]
fn long_rounded_runs_keep_every_shown_digit_right() {
    let o = mlex(&["render", "exercises/gradient-descent/diverging.yaml", "--solutions"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    for row in [
        "| 146 | 363464436171.8978 | 666351466315.1460 | 132106396361755566313876.2731 |",
        "| 152 | 1085298990978.3081 | 1989714816793.5648 | 1177873899818533612346255.3726 |",
    ] {
        assert!(o.stdout.contains(row), "{row} in\n{}", o.stdout);
    }
}

// A 300-step batch descent, its final weights checked against mpmath (mp.dps = 60: the same
// loop w ← w − 0.1 Σ (σ(wᵀx̄) − t) x̄ written out in Python). The error bounds are carried
// through every step and grow about 1.1 bits a step, so 256 bits are not enough for 12 proven
// decimals after 300 steps: the run is made again at 512 bits, where every shown digit is proven
// (models::logistic::tests::a_long_batch_run_is_made_again_at_a_higher_precision asserts the 512
// bits).
#[test]
fn a_long_training_keeps_its_digits() {
    let spec = "kind: logistic-regression
samples:
  - { x: [-1.46, 1.39, 1.06], y: 1 }
  - { x: [-1.53, 1.04, -0.11], y: 1 }
  - { x: [1.15, -1.62, -1.89], y: 1 }
  - { x: [-0.27, 1.05, -1.99], y: 1 }
  - { x: [-0.93, 1.21, 0.36], y: 0 }
  - { x: [1.61, -1.88, -1.9], y: 0 }
  - { x: [1.76, -0.48, -1.13], y: 1 }
  - { x: [0.9, 0.11, 1.05], y: 1 }
  - { x: [0.21, -0.62, 0.71], y: 1 }
  - { x: [1.81, 1.71, -0.34], y: 0 }
weights: [0, 0, 0, 0]
learning_rate: 0.1
method: batch
steps: 300
digits: 12
ask: [final_weights]
";
    let o = mlex_stdin(&["solve", "-"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    // mpmath: 1.3947952807274336739, −0.74049913591677062586, −0.61650787959638397088,
    // 0.20899539112099417042
    assert!(
        o.stdout
            .contains("final_weights: [1.394795280727, -0.740499135917, -0.616507879596, 0.208995391121]"),
        "{}",
        o.stdout
    );
}

// Every shown digit of a training trace is proven and agrees with mpmath (mp.dps = 80, each
// value rounded half up to 15 decimals with `decimal`):
//
//   from mpmath import mp, mpf, sqrt, exp, nstr
//   from decimal import Decimal, ROUND_HALF_UP
//   mp.dps = 80
//   r = lambda x: str(Decimal(nstr(x, 60, strip_zeros=False)).quantize(Decimal('1e-15'), rounding=ROUND_HALF_UP))
//   sig = lambda z: 1/(1+exp(-z))
//   S = [([1,1],1), ([-1,2],-1), ([2,-1],1)]; w = [mpf(0), mpf(0)]
//   for t in range(1, 6):                      # OGD, ±1 labels, no bias, η_t = 2/√t, U = 1
//       x, y = S[(t-1) % 3]; z = sum(a*b for a, b in zip(w, x))
//       w = [a + 2/sqrt(t)*sig(-y*z)*y*b for a, b in zip(w, x)]
//       n = sqrt(sum(a*a for a in w)); w = [a/n for a in w] if n > 1 else w
//       print([r(a) for a in w])
//   W = [[mpf(1),mpf(-1),mpf(0)],[mpf(0),mpf(1),mpf(0)],[mpf(1),mpf(-1),mpf(1)]]
//   D = [([1,1,1],0), ([1,-2,mpf('0.5')],2)]
//   for step in range(3):                      # W ← W − 0.7·(1/N) Σ x̄(μ − y)ᵗ
//       G = [[mpf(0)]*3 for _ in range(3)]
//       for x, y in D:
//           a = [sum(wc[d]*x[d] for d in range(3)) for wc in W]
//           e = [exp(v - max(a)) for v in a]; mu = [v/sum(e) for v in e]
//           for c in range(3):
//               for d in range(3): G[c][d] += (mu[c] - (c == y))*x[d]
//       W = [[W[c][d] - mpf('0.7')*G[c][d]/len(D) for d in range(3)] for c in range(3)]
//       print([[r(v) for v in wc] for wc in W])
#[test]
fn training_traces_show_only_digits_that_agree_with_mpmath() {
    let ogd = "kind: logistic-regression
labels: ±1
samples:
  - { x: [1, 1], y: 1 }
  - { x: [-1, 2], y: -1 }
  - { x: [2, -1], y: 1 }
bias: false
method: ogd
radius: 1
learning_rate: 2
steps: 5
digits: 15
ask: [trace]
";
    let o = mlex_stdin(&["solve", "-"], ogd);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let want = "trace:
  - [0.707106781186548, 0.707106781186548]
  - [0.812424308364005, -0.583066671298633]
  - [0.830822115174557, -0.556538060636355]
  - [0.995160133912637, -0.098266514494930]
  - [0.919367269876213, -0.393400334367369]
";
    assert!(o.stdout.contains(want), "{}", o.stdout);
    let softmax = "kind: softmax-regression
classes: [1, 2, 3]
weights: { 1: [1, -1, 0], 2: [0, 1, 0], 3: [1, -1, 1] }
homogeneous: true
samples:
  - { x: [1, 1, 1], y: 1 }
  - { x: [1, -2, 0.5], y: 3 }
learning_rate: 0.7
steps: 3
digits: 15
ask: [trace]
";
    let o = mlex_stdin(&["solve", "-"], softmax);
    assert_eq!(o.code, 0, "{}", o.stderr);
    for row in [
        "  - { 1: [1.163819214031902, -0.440768951735615, 0.229721186403982], 2: [-0.148699667381988, 0.853964596599882, -0.148255623385010], 3: [0.984880453350086, -1.413195644864266, 0.918534436981027] }",
        "  - { 1: [1.324067136998732, -0.167223263547528, 0.408852070241022], 2: [-0.251643257242968, 0.752915677457992, -0.250883434792808], 3: [0.927576120244236, -1.585692413910464, 0.842031364551786] }",
        "  - { 1: [1.420822325113452, -0.001740031353921, 0.517061932368890], 2: [-0.314004449422911, 0.692177525868790, -0.312974120207627], 3: [0.893182124309459, -1.690437494514870, 0.795912187838737] }",
    ] {
        assert!(o.stdout.contains(row), "{row} in\n{}", o.stdout);
    }
}
