#!/usr/bin/env bash
# A black-box mutation run over the mlex command line: shipped specs, answers files and literate
# documents are mutated (byte flips, line deletions and duplications, number blow-ups, deep
# nesting, YAML aliases …) and fed to validate, solve, render, export moodle, stress, check, weave
# and verify, each run under a time limit and a memory limit. Any exit code other than 0, 1, 2, a
# timeout, running out of memory or a Moodle export that is not well-formed XML is a finding: its
# input and the command are kept under OUT/findings/.
#
# Usage: scripts/mutate.sh [-n ROUNDS] [-t SECONDS] [-m MIB] [-s SEED] [-o OUT] [-j JOBS] [-c DIR]
#   -n  mutated inputs to try (default 300)       -t  time limit per run (default 10 s)
#   -m  memory limit per run (default 2048 MiB)   -s  random seed (default: the time)
#   -o  output folder (default target/mutate)     -j  runs at once (default 1)
#   -c  replay the fuzz corpora under DIR (e.g. fuzz/corpus) through the command line instead of
#       mutating: load/ and solve_render/ as specs, check/ as answers files (first line the
#       spec, as the check target reads it), literate/ and markdown/ as documents; -n is ignored
# MLEX=path/to/mlex uses that binary; otherwise the release build is built (cargo build --release).
# Needs bash, python3 (standard library only), timeout (coreutils). Exit 1 when something was
# found, 0 otherwise. See tests/README.md, "Fuzzing".
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=300 limit=10 mem=2048 seed="$(date +%s)" out=target/mutate jobs=1 corpus=""
while getopts "n:t:m:s:o:j:c:h" opt; do
  case "$opt" in
    n) rounds="$OPTARG" ;; t) limit="$OPTARG" ;; m) mem="$OPTARG" ;; s) seed="$OPTARG" ;;
    o) out="$OPTARG" ;; j) jobs="$OPTARG" ;; c) corpus="$OPTARG" ;;
    *) sed -n '2,18p' "$0"; exit 2 ;;
  esac
done
if [ -z "${MLEX:-}" ]; then
  cargo build --release --locked --quiet
  MLEX=target/release/mlex
fi
command -v python3 >/dev/null || { echo "mutate.sh needs python3" >&2; exit 2; }
command -v timeout >/dev/null || { echo "mutate.sh needs timeout (coreutils)" >&2; exit 2; }

if [ -n "$corpus" ] && [ ! -d "$corpus" ]; then
  echo "mutate.sh: -c $corpus is not a folder (fuzz/seed.sh and the fuzzers fill fuzz/corpus)" >&2
  exit 2
fi
exec python3 - "$MLEX" "$rounds" "$limit" "$mem" "$seed" "$out" "$jobs" "$corpus" <<'PY'
import concurrent.futures, glob, os, random, re, resource, shutil, subprocess, sys, tempfile, xml.dom.minidom

mlex, rounds, limit, mem, seed, out, jobs, corpus = sys.argv[1:]
mlex = os.path.abspath(mlex)
rounds, limit, mem, seed, jobs = int(rounds), float(limit), int(mem), int(seed), int(jobs)
specs = sorted(glob.glob("exercises/*/*.yaml")) + sorted(glob.glob("tests/answers/*.spec.yaml"))
docs = sorted(glob.glob("examples/*.md")) + sorted(glob.glob("tests/literate/*.md"))
findings = os.path.join(out, "findings")
os.makedirs(findings, exist_ok=True)
work = tempfile.mkdtemp(prefix="mlex-mutate-")

def limits():
    resource.setrlimit(resource.RLIMIT_AS, (mem << 20, mem << 20))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

def run(args, cwd):
    """(what happened, exit code, stderr tail) of one mlex run under the limits."""
    try:
        p = subprocess.run([mlex] + args, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=limit, preexec_fn=limits)
    except subprocess.TimeoutExpired as e:
        return "timeout", None, (e.stderr or b"")[-400:].decode("utf-8", "replace")
    err = p.stderr[-600:].decode("utf-8", "replace")
    if p.returncode in (0, 1, 2) and "panicked" not in err:
        return None, p.returncode, err
    if "memory allocation" in err:
        return "oom", p.returncode, err
    if "panicked" in err:
        return "panic", p.returncode, err
    if p.returncode < 0:
        return f"signal-{-p.returncode}", p.returncode, err
    return f"exit-{p.returncode}", p.returncode, err

BIG = ["9" * 400, "1e999", "-1e-999", "1/0", "0/0", "\"1/" + "7" * 300 + "\"", "0." + "0" * 300 + "1",
       "123456789012345678901234567890", "1e28", "79228162514264337593543950336", "-0", ".5", "1e-3",
       "\"" + "3" * 60 + "/" + "7" * 60 + "\"", "4294967296", "18446744073709551616", "nan", ".inf", "1_000"]

def mutate(text, doc, rng):
    lines = text.split("\n")
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        op = rng.choice(["flip", "delete", "dup", "dupmany", "number", "number", "nest", "yaml", "truncate", "swap", "tex"])
        i = rng.randrange(len(lines)) if lines else 0
        if op == "flip" and text:
            b = bytearray("\n".join(lines).encode())
            for _ in range(rng.randint(1, 4)):
                j = rng.randrange(len(b))
                b[j] ^= 1 << rng.randrange(8)
            lines = b.decode("utf-8", "replace").split("\n")
        elif op == "delete" and lines:
            del lines[i:i + rng.randint(1, 3)]
        elif op == "dup" and lines:
            lines[i:i] = [lines[i]] * rng.randint(1, 3)
        elif op == "dupmany" and lines:
            # a sample, a row or a key many times over
            lines[i:i] = [lines[i]] * rng.choice([10, 100, 1000, 1000, 20000])
        elif op == "number":
            nums = [(k, m) for k, l in enumerate(lines) for m in re.finditer(r"-?\d+(\.\d+)?(/\d+)?", l)]
            if nums:
                k, m = rng.choice(nums)
                lines[k] = lines[k][:m.start()] + rng.choice(BIG) + lines[k][m.end():]
        elif op == "nest" and lines:
            depth = rng.choice([50, 500, 5000])
            l = lines[i]
            if ": " in l:
                key, val = l.split(": ", 1)
                lines[i] = key + ": " + "[" * depth + val + "]" * depth
            else:
                lines[i] = l + " " + "{a: " * depth + "1" + "}" * depth
        elif op == "yaml":
            # aliases (a small bomb), tags, anchors, merge keys, odd scalars
            bomb = ["a0: &a0 [1, 2]"] + [f"a{k}: &a{k} [*a{k-1}, *a{k-1}, *a{k-1}, *a{k-1}]" for k in range(1, rng.choice([3, 8, 14]))]
            lines[i:i] = rng.choice([bomb, ["x: !!binary AAAA"], ["<<: {kind: svm}"], ["? [a, b]", ": c"], ["\t"], ["---"], ["..."], ["%YAML 1.1"]])
        elif op == "truncate" and text:
            joined = "\n".join(lines)
            lines = joined[:rng.randrange(len(joined) + 1)].split("\n")
        elif op == "swap" and len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "tex" and lines:
            depth = rng.choice([40, 400, 5000])
            tex = rng.choice(["{" * depth + "x" + "}" * depth, "\\sqrt" * depth + "x", "\\left(" * depth + "\\right)" * depth, "x^" * depth + "x"])
            lines.insert(i, ("$" + tex + "$") if doc else ("statement: '$" + tex + "$'"))
    return "\n".join(lines)

# `export moodle` must write well-formed XML (checked); `stress` of 5 variants stays within the
# time limit for any spec within the caps (a variant's draws share a bounded work budget)
SPEC_CMDS = [["validate", "spec.yaml"], ["solve", "spec.yaml"], ["solve", "--json", "spec.yaml"],
             ["render", "spec.yaml", "--solutions"], ["render", "spec.yaml", "--format", "html"],
             ["export", "moodle", "spec.yaml", "--variants", "3", "-o", "quiz.xml"],
             ["stress", "--n", "5", "spec.yaml"]]
DOC_CMDS = [["weave", "doc.md", "--solutions"], ["weave", "doc.md", "--format", "html"], ["verify", "doc.md"]]
# the check target's specs: those under exercises/ and tests/answers/, in its order
CHECK_SPECS = sorted(glob.glob("exercises/**/*.yaml", recursive=True)) + sorted(glob.glob("tests/answers/**/*.yaml", recursive=True))
CORPUS_AS = {"load": "spec", "solve_render": "spec", "check": "answers", "literate": "doc", "markdown": "doc"}

def run_all(n, d, cmds, label):
    """Runs the commands in folder d; keeps d under findings/ for each that went wrong."""
    found = []
    for args in cmds:
        what, code, err = run(args, d)
        if not what and args[0] == "export" and code == 0:
            try:
                xml.dom.minidom.parse(os.path.join(d, "quiz.xml"))
            except Exception as e:  # a parse error, or no file although the export said it wrote one
                what, err = "bad-xml", f"quiz.xml: {e}"
        if what:
            keep = os.path.join(findings, f"{n:05d}-{what.replace(' ', '-')}")
            shutil.copytree(d, keep, dirs_exist_ok=True)
            with open(os.path.join(keep, "finding.txt"), "w") as f:
                f.write(f"{what} (exit {code}) from `mlex {' '.join(args)}` on {label}\n\n{err}\n")
            found.append(f"{n:05d} {what:14} mlex {' '.join(args):40} ({label})")
            if what == "timeout":
                break  # the other commands read the same input: they would wait as long
    shutil.rmtree(d, ignore_errors=True)
    return found

def one(n):
    rng = random.Random(seed * 100003 + n)
    d = os.path.join(work, str(n))
    os.makedirs(d, exist_ok=True)
    if rng.random() < 0.8:
        src = rng.choice(specs)
        text = open(src, encoding="utf-8").read()
        spec = os.path.join(d, "spec.yaml")
        mutated = mutate(text, False, rng) if rng.random() < 0.7 else text
        with open(spec, "w", encoding="utf-8", errors="replace") as f:
            f.write(mutated)
        answers = os.path.join(d, "answers.yaml")
        sol = subprocess.run([mlex, "solve", src], capture_output=True, timeout=60, text=True).stdout
        with open(answers, "w", encoding="utf-8", errors="replace") as f:
            f.write(mutate(sol, False, rng) if (mutated == text or rng.random() < 0.5) else sol)
        cmds = SPEC_CMDS + [["check", "spec.yaml", "answers.yaml"], ["check", "spec.yaml", "answers.yaml", "--json"]]
    else:
        src = rng.choice(docs)
        with open(os.path.join(d, "doc.md"), "w", encoding="utf-8", errors="replace") as f:
            f.write(mutate(open(src, encoding="utf-8").read(), True, rng))
        cmds = DOC_CMDS
    return run_all(n, d, cmds, "a mutation of " + src)

def replay(n, path):
    """One fuzz corpus input through the command line, read as its target reads it."""
    d = os.path.join(work, str(n))
    os.makedirs(d, exist_ok=True)
    data = open(path, "rb").read()
    what = CORPUS_AS[os.path.basename(os.path.dirname(path))]
    if what == "spec":
        open(os.path.join(d, "spec.yaml"), "wb").write(data)
        cmds = SPEC_CMDS
    elif what == "doc":
        open(os.path.join(d, "doc.md"), "wb").write(data)
        cmds = DOC_CMDS
    else:
        head, _, answers = data.partition(b"\n")
        name = head.decode("utf-8", "replace").strip() + ".yaml"
        spec = name if name in CHECK_SPECS else CHECK_SPECS[sum(head) % len(CHECK_SPECS)]
        open(os.path.join(d, "answers.yaml"), "wb").write(answers)
        spec = os.path.abspath(spec)
        cmds = [["check", spec, "answers.yaml"], ["check", spec, "answers.yaml", "--json"]]
    return run_all(n, d, cmds, path)

if corpus:
    inputs = sorted(p for t in CORPUS_AS for p in glob.glob(os.path.join(corpus, t, "*")) if os.path.isfile(p))
    rounds = len(inputs)
    print(f"mutate: replaying the {rounds} inputs of the fuzz corpora under {corpus}, {limit:g} s and {mem} MiB a run, findings in {findings}", flush=True)
    jobs_of = lambda ex: ex.map(replay, range(rounds), inputs)
else:
    print(f"mutate: {rounds} inputs, seed {seed}, {limit:g} s and {mem} MiB a run, findings in {findings}", flush=True)
    jobs_of = lambda ex: ex.map(one, range(rounds))
total = []
with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
    for found in jobs_of(ex):
        for f in found:
            print(f, flush=True)
        total += found
shutil.rmtree(work, ignore_errors=True)
kinds = {}
for f in total:
    w = f.split()[1]
    kinds[w] = kinds.get(w, 0) + 1
print(f"mutate: {rounds} inputs, {len(total)} findings" + (": " + ", ".join(f"{v} {k}" for k, v in sorted(kinds.items())) if kinds else ""))
sys.exit(1 if total else 0)
PY
