#!/usr/bin/env bash
# Worst cases within the caps: one generated spec per kind (and per training method) at the
# limits of docs/spec-format.md, each solved and rendered by the release binary under
# /usr/bin/time; prints a Markdown table of elapsed time, user time and max RSS, and exits 1
# when a case fails to load or takes more than 1 s of CPU or 100 MB.
#
#   scripts/worst-cases.sh            # build --release, generate, run, print the table
#   scripts/worst-cases.sh --keep DIR # keep the generated specs in DIR
#   MLEX_BIN=path/to/mlex scripts/worst-cases.sh   # time that binary (no build)
#
# Needs python3 (the generator) and GNU time (/usr/bin/time). User time is the one to read on a
# shared machine: elapsed time grows with the load, CPU time much less.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
if [[ "${1:-}" == "--keep" ]]; then dir=$2; mkdir -p "$dir"; trap - EXIT; fi
if [[ -z "${MLEX_BIN:-}" ]]; then cargo build --release --quiet --locked; fi
bin=${MLEX_BIN:-$PWD/target/release/mlex}

python3 - "$dir" <<'PY'
import random, sys, os
out = sys.argv[1]
rnd = random.Random(12)
def ints(n, lo=-9, hi=9): return [rnd.randint(lo, hi) for _ in range(n)]
def vec(v): return "[" + ", ".join(map(str, v)) + "]"
def samples(n, d, labels, lo=-9, hi=9):
    return "\n".join(f"  - {{ x: {vec(ints(d, lo, hi))}, y: {labels[i % len(labels)]} }}" for i in range(n))
def weights(classes, d, lo=-3, hi=3):
    return "{ " + ", ".join(f"{c}: {vec(ints(d + 1, lo, hi))}" for c in classes) + " }"
def write(name, text):
    with open(os.path.join(out, name + ".yaml"), "w") as f: f.write(text)

C50 = list(range(1, 51))
# perceptron: 50 classes, 100 samples of 49 features, until convergence (the run-length cap
# stops a non-converging run)
S50 = samples(100, 49, C50)
write("perceptron", f"kind: perceptron\nsamples:\n{S50}\nask: [errors, final_weights, iterations]\n")
# a run that converges after 7 passes (700 steps, under the 2,000,000 multiply-adds), with
# sevenths in every weight; `check` also trains the six mistaken variants of the run
write("perceptron-converging", f"kind: perceptron\nsamples:\n{S50}\nmargin: 1/3\nlearning_rate: 1/7\nask: [errors, final_weights, iterations]\n")
with open(os.path.join(out, "perceptron-converging.answers"), "w") as f: f.write("errors: 1\niterations: 3\n")
# the same run with a `vary:` constraint on its unasked trace (2,000,000 numbers, 480 MB when it
# was solved for the constraint): refused at `constraints`, as asking for the trace is
write("perceptron-constraint-trace", f"kind: perceptron\nvary:\n  a: {{ int: [1, 2] }}\nconstraints: [\"len(trace) > a\"]\nsamples:\n{S50}\nmargin: 1/3\nlearning_rate: 1/7\nask: [errors, final_weights, iterations]\n")
write("perceptron-trace", f"kind: perceptron\nclasses: {vec(C50[:10])}\nsamples:\n{samples(100, 9, C50[:10])}\niterations: 10\nask: [trace, final_weights]\n")
write("binary-perceptron", f"kind: binary-perceptron\nsamples:\n{samples(100, 49, [-1, 1])}\nask: [final_weights, iterations, dual]\n")
write("perceptron-step", f"kind: perceptron-step\nweights: {weights(C50, 49)}\nsample: {{ x: {vec(ints(49))}, y: 1 }}\nmargin: 0.1\n")
write("discriminants", f"kind: discriminants\nweights: {weights(list(range(1, 21)), 49)}\nask:\n  - classify: [{', '.join(vec(ints(49)) for _ in range(100))}]\n  - boundaries\n")
write("multiclass-scheme", f"kind: multiclass-scheme\nscheme: one-vs-rest\nweights: {weights(C50, 49)}\npoints:\n" + "".join(f"  - {vec(ints(49))}\n" for _ in range(100)) + "ask: [margins, predictions]\n")
write("least-squares", "kind: least-squares\nsamples:\n" + "\n".join(f"  - {{ x: {vec([rnd.randint(-99999, 99999) / 100 for _ in range(10)])}, y: {rnd.randint(-999, 999) / 10} }}" for _ in range(100)) + "\nask: [weights, residuals, sse]\n")
write("least-squares-fractions", "kind: least-squares\nsamples:\n" + "\n".join(f"  - {{ x: {vec([f'{rnd.randint(-99, 99)}/{rnd.randint(1, 9)}' for _ in range(4)])}, y: {rnd.randint(-9, 9)} }}" for _ in range(20)) + "\nask: [weights, residuals, sse]\n")
write("svm", f"kind: svm\nsamples:\n{samples(12, 3, [-1, 1])}\nc: 10\nask: [weights, bias, alphas, objective]\n")
write("softmax", f"kind: softmax\nlogits: {vec([rnd.randint(-10**6, 10**6) for _ in range(50)])}\nask: [probabilities, logsumexp, prediction]\n")
# training runs at the caps of the Limits table: 1,000 steps, 5,000 evaluations, 10,000 kept
# weights, 250,000 Hessian multiply-adds
write("softmax-regression", f"kind: softmax-regression\nweights: {weights(C50, 20)}\nsamples:\n{samples(4, 20, C50)}\nlearning_rate: 0.1\nsteps: 9\nask: [trace, updated_weights, nll, gradient]\n")
write("softmax-regression-samples", f"kind: softmax-regression\nweights: {weights([1, 2], 20)}\nsamples:\n{samples(100, 20, [1, 2])}\nlearning_rate: 0.1\nsteps: 20\nask: [trace, updated_weights, nll, gradient]\n")
write("softmax-regression-steps", f"kind: softmax-regression\nweights: {weights([1, 2], 4)}\nsamples:\n{samples(2, 4, [1, 2])}\nlearning_rate: 0.1\nsteps: 1000\nask: [trace, updated_weights]\n")
write("softmax-regression-tolerance", f"kind: softmax-regression\nweights: {weights([1, 2], 1)}\nsamples:\n{samples(1, 1, [1, 2])}\nlearning_rate: 0.5\ntolerance: 0\nmax_steps: 1000\nask: [trace, updated_weights, iterations]\n")
lr = lambda n, d, m, s, extra="": f"kind: logistic-regression\nsamples:\n{samples(n, d, [0, 1])}\nmethod: {m}\n{extra}learning_rate: 0.1\nsteps: {s}\nask: [trace, final_weights]\n"
write("logistic-sgd", lr(5, 9, "sgd", 1000))
write("logistic-sgd-wide", lr(1, 20, "sgd", 476))
write("logistic-ogd", lr(5, 9, "ogd", 1000, "radius: 1\n"))
# a 1-feature batch run that converges: its balls grow and it is made again up to 2048 bits
write("logistic-batch", "kind: logistic-regression\nsamples:\n  - { x: [-1], y: 0 }\n  - { x: [2], y: 1 }\n  - { x: [7], y: 0 }\n  - { x: [-9], y: 1 }\n  - { x: [5], y: 0 }\nmethod: batch\nlearning_rate: 1\nsteps: 800\nask: [trace, final_weights]\n")
write("logistic-batch-wide", lr(100, 20, "batch", 40))
write("logistic-newton", lr(100, 4, "newton", 40))
write("logistic-newton-wide", lr(50, 20, "newton", 11))
write("gradient-descent", "kind: gradient-descent\nfunction: \"θ^12/12 - θ^4/4 + θ^2/2 - θ/7\"\ntheta0: 0.3\nlearning_rate: 0.01\nsteps: 10000\nask: [trace, final_theta]\n")
write("gaussian-boundary", "kind: gaussian-boundary\nclasses:\n" + "".join(f"  {c}: {{ prior: 1/10, mean: {rnd.randint(-99, 99) / 10}, std: {rnd.randint(1, 30) / 10} }}\n" for c in range(1, 11)) + "ask: [boundary, regions]\n")
etas = vec([f"{rnd.randint(0, 999)}/1000" for _ in range(50)])
write("surrogate-losses", f"kind: surrogate-losses\nz: {vec([rnd.randint(-10**6, 10**6) for _ in range(50)])}\neta: {etas}\nlosses: [zero-one, hinge, logistic, log2, exponential, square, squared-hinge, perceptron]\nask: [values, minimizer, min_risk, consistent]\n")

# the six kinds that had no case: bayes-error, decision-rules, holdout, equivalent-classifiers,
# geometric-margin, perceptron-inverse
from fractions import Fraction as F
def primes(lo, n):
    ps, k = [], lo
    while len(ps) < n:
        k += 1
        if all(k % p for p in range(2, int(k ** 0.5) + 1)): ps.append(k)
    return ps
def q(f): return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"
def dist(n, den):
    """n positive fractions of denominator `den` summing to 1 (den > n)."""
    cuts = set()
    while len(cuts) < n - 1: cuts.add(rnd.randint(1, den - 1))
    cuts = sorted(cuts)
    parts = [b - a for a, b in zip([0] + cuts, cuts + [den])]
    return [F(p, den) for p in parts]
def dist_mixed(n, dens):
    """n probabilities of different denominators summing to 1: the last one takes the rest."""
    while True:
        ps = [F(rnd.randint(1, d - 1), d * n) for d in dens[: n - 1]]
        rest = 1 - sum(ps)
        if rest > 0: return ps + [rest]

# bayes-error at its caps: 100 rows of 20 classes; every P(x) has its own prime denominator and
# the posteriors 19 more, so the errors' sums grow (to about 400 digits: with different primes
# in every row they reached 7,816 digits, which no answers file reads, and the spec is refused)
P = primes(1000, 2200)
rows = []
px = dist_mixed(100, P[:100])
for i in range(100):
    post = dist_mixed(20, P[100:120])
    rows.append(f"  - {{ x: [{i}], p_x: {q(px[i])}, posteriors: {vec(map(q, post))}, decision: {rnd.randint(1, 20)} }}")
write("bayes-error", f"kind: bayes-error\nclasses: {vec(range(1, 21))}\nrows:\n" + "\n".join(rows) +
      "\nask: [bayes_decisions, bayes_error, classifier_error, row_errors, classifier_row_errors]\n")

# decision-rules at its caps: 20 classes, 100 values of x, 20 rules up to whole powers of 24,
# probabilities of 3 and 4 decimal places
def dr(name, pri, lik):
    write(name, f"kind: decision-rules\nclasses: {vec(range(1, 21))}\nx: {vec(range(1, 101))}\npriors: {vec(map(q, pri))}\nlikelihoods:\n" +
          "".join(f"  {c}: {vec(map(q, v))}\n" for c, v in lik.items()) + "rules:\n" + "".join(f"  - \"{r}\"\n" for r in rules) +
          "ask: [posteriors, decisions, errors, bayes_error, minimum_error, not_minimum_error]\n")
rules = ["argmax p(c)", "argmax p(x|c)", "argmax p(x|c) / p(c)", "argmax p(c|x)", "argmin -log p(x,c)",
         "argmax p(c)^24 p(x|c)^23 / p(x)^24", "argmax 24 log p(c) - 23 log p(x|c) + log p(x)",
         "argmin p(x,c)^24", "argmax p(c|x)^24 / p(c)^23", "argmax log(p(c)^24 p(x|c)^24) - log p(x)",
         "argmax p(c)^7 p(x|c)^24", "argmax p(c)^24 p(x|c)^7", "argmin p(c)^24 / p(x|c)^24",
         "argmax 3 log p(c|x) + 0.5 log p(c)", "argmax p(x|c)^24 p(c)^11", "argmax p(c|x)^13",
         "argmin 1/p(x,c)^24", "argmax p(x,c)^24 / p(x)^24", "argmax p(c)^23 p(x|c)^24", "argmax p(x|c)^24"]
dr("decision-rules", dist(20, 1000), {c + 1: dist(100, 10000) for c in range(20)})
# with a different prime denominator in every probability: p(x) and the errors grow past the
# 600-digit guard, which refuses the spec
dr("decision-rules-fractions", dist_mixed(20, P[:20]), {c + 1: dist_mixed(100, P[20 * c: 20 * c + 100]) for c in range(20)})
# the same with long fractions (numbers of 300 digits)
big = [10 ** 299 + rnd.randint(0, 10 ** 298) for _ in range(200)]
pri = dist(20, big[0])
lik = {c + 1: dist(100, big[c + 1]) for c in range(20)}
dr("decision-rules-digits", pri, lik)

# holdout at its caps: the largest test size and numbers at the digit cap
write("holdout", "kind: holdout\nerrors: 999999999999\ntest_size: 1000000000000\nz: 1." + "7" * 999 + "\nask: [error_rate, radius, interval]\n")
write("holdout-min-test-size", "kind: holdout\nerror_rate: 0." + "3" * 999 + "\nradius: 0." + "0" * 300 + "1" * 699 + "\nz: 2." + "5" * 999 + "\nask: [min_test_size]\n")

# equivalent-classifiers at its caps: 6 classes of 3 features, 20 options
C6 = list(range(1, 7))
ref = {c: ints(4, -99, 99) for c in C6}
opts = []
for k in range(20):
    if k % 2 == 0:  # an equivalent set: a·w + v
        a, v = F(rnd.randint(1, 999), rnd.randint(1, 999)), [F(rnd.randint(-999, 999), rnd.randint(1, 99)) for _ in range(4)]
        opts.append({c: [a * w + vv for w, vv in zip(ref[c], v)] for c in C6})
    else:  # a near miss: one weight moved by a small fraction
        s = {c: list(map(F, ref[c])) for c in C6}
        s[rnd.choice(C6)][rnd.randint(0, 3)] += F(1, rnd.randint(2, 999))
        opts.append(s)
write("equivalent-classifiers", f"kind: equivalent-classifiers\nweights: {{ {', '.join(f'{c}: {vec(w)}' for c, w in ref.items())} }}\noptions:\n" +
      "".join("  - { " + ", ".join(f"{c}: {vec(map(q, w))}" for c, w in o.items()) + " }\n" for o in opts) + "ask: [equivalent, not_equivalent]\n")

# geometric-margin at its caps: 49 features, 100 points; a norm whose radicand has no square factor
write("geometric-margin", f"kind: geometric-margin\nweights: {vec(ints(50, -999, 999))}\npoints:\n" +
      "".join(f"  - {{ x: {vec(ints(49, -999, 999))}, y: {rnd.choice([-1, 1])} }}\n" for _ in range(100)) +
      "digits: 15\nask: [norm, functional_margin, geometric_margin, origin_distance, projection]\n")
# integers of 80 digits, about the most the 600-digit guard accepts (1.0 s before the integer
# and cross-cancelling fast paths of num/mod.rs, 0.33 s after)
write("geometric-margin-long", f"kind: geometric-margin\nweights: {vec([rnd.randint(10**79, 10**80 - 1) * rnd.choice([-1, 1]) for _ in range(50)])}\npoints:\n" +
      "".join(f"  - {vec([rnd.randint(10**79, 10**80 - 1) for _ in range(49)])}\n" for _ in range(100)) +
      "digits: 15\nask: [norm, functional_margin, geometric_margin, origin_distance, projection]\n")
# and weights at the digit cap, a radicand of 2,000 digits: the guard refuses them
write("geometric-margin-digits", f"kind: geometric-margin\nweights: {vec([rnd.randint(10**999, 10**1000 - 1) * rnd.choice([-1, 1]) for _ in range(50)])}\npoints:\n" +
      "".join(f"  - {vec([rnd.randint(10**999, 10**1000 - 1) for _ in range(49)])}\n" for _ in range(80)) +
      "digits: 15\nask: [norm, functional_margin, geometric_margin, origin_distance, projection]\n")

# perceptron-inverse at its caps: 50 classes of 49 features, 20 candidates
C50 = list(range(1, 51))
before = {c: ints(50, -99, 99) for c in C50}
cands = [(ints(49), rnd.choice(C50)) for _ in range(20)]
x, y = cands[7]
after = {c: list(w) for c, w in before.items()}
xb = [1] + x
score = {c: sum(a * b for a, b in zip(before[c], xb)) for c in C50}
wrong = [c for c in C50 if c != y and score[c] + F(1, 10) > score[y]]
for c in wrong:
    after[c] = [a - b for a, b in zip(after[c], xb)]
if wrong:
    after[y] = [a + b for a, b in zip(after[y], xb)]
write("perceptron-inverse", f"kind: perceptron-inverse\nweights_before: {{ {', '.join(f'{c}: {vec(w)}' for c, w in before.items())} }}\n"
      f"weights_after: {{ {', '.join(f'{c}: {vec(w)}' for c, w in after.items())} }}\ncandidates:\n" +
      "".join(f"  - {{ x: {vec(x)}, y: {y} }}\n" for x, y in cands) + "margin: 0.1\nask: [answer]\n")

# curve figures with `plot:` at its caps: ends within ±10⁶ (±1000 for the z of surrogate-losses)
# of 15 digits, the most an end may have; the figures are computed by solve as well
def end(whole):
    """an end of 15 digits: `whole` and random decimals"""
    return f"{whole}." + "".join(str(rnd.randint(0, 9)) for _ in range(15 - len(str(whole))))
WX = f"[-{end(999999)}, {end(999999)}]"
WZ = f"[-{end(999)}, {end(999)}]"
losses = "[zero-one, hinge, logistic, log2, exponential, square, squared-hinge, perceptron]"
write("curve-surrogate-losses", f"kind: surrogate-losses\nz: {vec([rnd.randint(-10**6, 10**6) for _ in range(50)])}\neta: {etas}\nlosses: {losses}\nfigures: [losses]\nplot: {{ x: {WZ}, y: {WX} }}\nask: [values, minimizer, min_risk, consistent]\n")
write("curve-gaussian-boundary", "kind: gaussian-boundary\nclasses:\n" + "".join(f"  {c}: {{ prior: 1/10, mean: {rnd.randint(-99, 99) / 10}, std: {rnd.randint(1, 30) / 10} }}\n" for c in range(1, 11)) + f"figures: [densities]\nplot: {{ x: {WX}, y: {WX} }}\nask: [boundary, regions]\n")
write("curve-bayes-error", "kind: bayes-error\nclasses: [1, 2]\nintervals:\n" + "".join(f"  - {{ from: {k}/100, to: {k + 1}/100, density: 1, posteriors: [{q(F(p, 97))}, {q(1 - F(p, 97))}], decision: {rnd.randint(1, 2)} }}\n" for k, p in ((k, rnd.randint(0, 97)) for k in range(100))) + f"figures: [densities]\nplot: {{ x: {WX}, y: {WX} }}\nask: [bayes_error, classifier_error]\n")
write("curve-logistic-sigmoid", f"kind: logistic-regression\nsamples:\n{samples(5, 1, [0, 1])}\nmethod: sgd\nlearning_rate: 0.1\nsteps: 1000\nfigures: [loss_curve, sigmoid]\nplot: {{ x: {WX}, y: {WX} }}\nask: [trace, final_weights]\n")
write("curve-softmax-regression", f"kind: softmax-regression\nweights: {{ 1: [0, 1], 2: [1, 0] }}\nsamples:\n  - {{ x: [1], y: 1 }}\n  - {{ x: [2], y: 2 }}\nlearning_rate: 0.1\nsteps: 1000\nfigures: [loss_curve]\nplot: {{ y: {WX} }}\nask: [trace, updated_weights]\n")
write("curve-gradient-descent", "kind: gradient-descent\nfunction: \"θ^12/12 - θ^4/4 + θ^2/2 - θ/7\"\ntheta0: 0.3\nlearning_rate: 0.01\nsteps: 10000\nfigures: [descent]\n" + f"plot: {{ x: {WX}, y: {WX} }}\nask: [trace, final_theta]\n")
# the regions figure of 50 classes in the plane: the most regions, boundaries and labels a
# linear figure draws (each label tried at up to 117 places against every line drawn). The
# weights (−‖p‖²/2, p) of 50 centres p in sevenths make every class's region the centres'
# Voronoi cell, and two samples per class at its centre are classified right: no update, all
# 50 regions stay in view
P50 = [(rnd.randint(-63, 63), rnd.randint(-63, 63)) for _ in C50]
W50 = "{ " + ", ".join(f"{c}: [-{(a * a + b * b)}/98, {a}/7, {b}/7]" for c, (a, b) in zip(C50, P50)) + " }"
S2 = "\n".join(f"  - {{ x: [{a}/7, {b}/7], y: {c} }}" for _ in range(2) for c, (a, b) in zip(C50, P50))
write("figure-perceptron-regions", f"kind: perceptron\nsamples:\n{S2}\ninitial_weights: {W50}\niterations: 1\nfigures: [regions]\nask: [errors, final_weights]\n")
# generated choices at the most options (`choices: { auto: 8 }`) on every part that can have
# them: each mistake model reruns the kind, and every option and near miss is written at the
# exercise's digits (surrogate-losses' values hold 25 numbers near e^1,000,000: 7.3 s of CPU
# until near misses were keyed one number at a time and large powers of ten were kept)
def with_choices(name, parts):
    text = open(os.path.join(out, name + ".yaml")).read()
    head = text[: text.rindex("\nask:")]
    write(name + "-choices", head + "\nask:\n" + "".join(f"  - {p}: {{ choices: {{ auto: 8 }} }}\n" for p in parts))
# at most 100 numbers in an answer with generated choices: 8 losses at 12 z near ±2302 (e^2302
# has 1000 digits, the largest loss an answers file holds) and 12 η
write("surrogate-losses-near", f"kind: surrogate-losses\nz: {vec([rnd.choice([-1, 1]) * rnd.randint(2200, 2302) for _ in range(12)])}\neta: {vec([f'{rnd.randint(0, 999)}/1000' for _ in range(12)])}\nlosses: [zero-one, hinge, logistic, log2, exponential, square, squared-hinge, perceptron]\nask: [values, min_risk]\n")
with_choices("surrogate-losses-near", ["values", "min_risk"])
with_choices("logistic-ogd", ["loss", "gradient", "final_weights"])
with_choices("logistic-newton", ["loss", "gradient", "hessian", "final_weights"])
with_choices("softmax-regression-steps", ["nll", "gradient", "updated_weights"])
with_choices("gradient-descent", ["final_theta", "iterations"])
# two points of 49 features: a projection of 98 numbers
write("geometric-margin-two", f"kind: geometric-margin\nweights: {vec([rnd.randint(10**79, 10**80 - 1) * rnd.choice([-1, 1]) for _ in range(50)])}\npoints:\n" +
      "".join(f"  - {vec([rnd.randint(10**79, 10**80 - 1) for _ in range(49)])}\n" for _ in range(2)) +
      "digits: 15\nask: [norm, functional_margin, geometric_margin, origin_distance, projection]\n")
with_choices("geometric-margin-two", ["norm", "functional_margin", "geometric_margin", "origin_distance", "projection"])
with_choices("bayes-error", ["bayes_error", "row_errors"])
# two classes of 49 features: final weights of 100 numbers, in sevenths (10 samples in 49
# dimensions are separable: the run converges)
write("perceptron-two", f"kind: perceptron\nsamples:\n{samples(10, 49, [1, 2])}\nmargin: 1/3\nlearning_rate: 1/7\nask: [errors, final_weights, iterations]\n")
with_choices("perceptron-two", ["errors", "final_weights", "iterations"])
PY

fail=0
printf '| case | elapsed (s) | user (s) | max RSS (MB) | result |\n|---|---|---|---|---|\n'
for spec in "$dir"/*.yaml; do
  name=$(basename "$spec" .yaml)
  cmds=(solve "render --solutions")
  # a spec with an answers file beside it is checked as well (`check` trains the mistakes)
  answers=${spec%.yaml}.answers
  if [[ -f $answers ]]; then cmds+=(check); fi
  for cmd in "${cmds[@]}"; do
    code=0
    args=("$spec")
    if [[ $cmd == check ]]; then args+=("$answers"); fi
    # shellcheck disable=SC2086
    /usr/bin/time -f '%e %U %M' -o "$dir/time" "$bin" $cmd "${args[@]}" >/dev/null 2>"$dir/err" || code=$?
    # `check` exits 1 when an answer is wrong, as these are
    if [[ $cmd == check && $code == 1 ]]; then code=0; fi
    case $code in
      0) r=ok ;;
      # a run-length or arithmetic cap refused it: what it cost to find out is measured
      2) r="refused: $(grep -m1 error "$dir/err" | sed 's/|/\\|/g' | cut -c1-100)" ;;
      *) r="exit $code"; fail=1 ;;
    esac
    read -r e u m < <(tail -1 "$dir/time")
    mb=$((m / 1024))
    printf '| %s (%s) | %s | %s | %s | %s |\n' "$name" "${cmd%% *}" "$e" "$u" "$mb" "$r"
    if awk -v u="$u" 'BEGIN{exit !(u > 1)}' || ((mb > 100)); then fail=1; fi
  done
done
/usr/bin/time -f '%e %U %M' -o "$dir/time" "$bin" render --solutions exercises >/dev/null 2>&1 || fail=1
read -r e u m < <(tail -1 "$dir/time")
printf '| every shipped exercise (render --solutions exercises/) | %s | %s | %s | ok |\n' "$e" "$u" $((m / 1024))
exit $fail
