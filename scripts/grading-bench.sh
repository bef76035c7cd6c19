#!/usr/bin/env bash
# The grading row of README "Measured": 1,000 students' answers files of the sample exam, one per
# variant (seed 1), half with their own variant's answers (right) and half with the next
# variant's (wrong, so the hints' work runs too), graded by `mlex check EXAM FILES… --seed 1
# --csv`, whole process, release binary. Prints the load average and /usr/bin/time's figures
# for each run; compare binaries by alternating them (MLEX=path/to/other/mlex).
#   scripts/grading-bench.sh [RUNS]            (default 3)
# The files are made from `mlex exam`'s key.json (an answers file's sections are its entries).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
mlex=${MLEX:-target/release/mlex}
[[ -n ${MLEX:-} ]] || cargo build --release --locked --quiet
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$mlex" exam exercises/exams/sample-exam.yaml --variants 1000 --seed 1 --format md -o "$dir/exam" >/dev/null
mkdir "$dir/answers"
python3 - "$dir" <<'EOF'
import json, sys
d = sys.argv[1]
keys = json.load(open(f"{d}/exam/key.json"))
for i, entry in enumerate(keys):
    source = entry if i % 2 == 0 else keys[(i + 1) % len(keys)]
    f = {"variant": entry["variant"], **source["answers"]}
    with open(f"{d}/answers/s{i + 1:04}.yaml", "w") as out:
        out.write(json.dumps(f) + "\n")
EOF
for _ in $(seq "$runs"); do
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB max RSS" \
    "$mlex" check exercises/exams/sample-exam.yaml "$dir"/answers/*.yaml --seed 1 --csv "$dir/grades.csv" >/dev/null || true
done
