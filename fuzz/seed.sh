#!/usr/bin/env bash
# Seeds the corpora of the fuzz targets from the files mlex ships (fuzz/corpus/ is not
# committed: run this first, from anywhere), and with `--kept` from the inputs earlier
# campaigns kept (fuzz/kept/, committed, written by fuzz/keep.sh). MLEX names a built mlex binary
# (default: the debug build of the repository, built when missing); it writes the solutions the
# `check` seeds use.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
c="$here/corpus"
mlex="${MLEX:-$root/target/debug/mlex}"
if [ ! -x "$mlex" ]; then
  (cd "$root" && cargo build --locked --quiet)
fi
mkdir -p "$c/load" "$c/solve_render" "$c/check" "$c/literate" "$c/markdown" "$c/pieces" "$c/draw" "$c/moodle" "$c/responses"
# `--kept`: the inputs earlier campaigns kept (fuzz/keep.sh) as well, to continue from them
if [ "${1:-}" = "--kept" ]; then
  for k in "$here"/kept/*.tar.xz; do
    [ -f "$k" ] || continue
    tar -xJf "$k" -C "$c"
  done
fi
name() { local p="${1#"$root"/}"; echo "${p//\//_}"; }

for f in "$root"/exercises/*/*.yaml "$root"/tests/answers/*.spec.yaml; do
  cp "$f" "$c/load/$(name "$f")"
  cp "$f" "$c/solve_render/$(name "$f")"
  # a checked answers file: the spec's name (the target's first line), then its own solution
  spec="${f#"$root"/}"
  { echo "${spec%.yaml}"; "$mlex" solve "$f" 2>/dev/null || true; } > "$c/check/$(name "$f")"
done
# and the same answers made wrong, for the checker's replays, recomputes and hints
python3 "$here/seed_wrong.py" "$c/check" "$c"/check/exercises_*.yaml
# the shipped exercises with generated choices, so that the mistake models are fuzzed too
if python3 -c 'import yaml' 2>/dev/null; then
  python3 "$here/seed_choices.py" "$mlex" "$c/solve_render" "$root"/exercises/*/*.yaml
else
  echo "seed.sh: no PyYAML (pip install pyyaml): no seeds with generated choices" >&2
fi
# `draw`: the shipped `vary:` specs, the exams and the hostile draws of issue 39; `moodle`: every
# shipped exercise and the exams (their `file:` paths are read relative to exercises/exams/)
for f in "$root"/exercises/variants/*.yaml "$root"/exercises/exams/*.yaml "$root"/examples/exam.yaml \
  "$root"/tests/hostile/*.yaml; do
  cp "$f" "$c/draw/$(name "$f")"
done
for f in "$root"/exercises/*/*.yaml; do
  cp "$f" "$c/moodle/$(name "$f")"
done
# `responses`: the recorded class's Responses report (tests/moodle/class/), whole and cut to its
# first rows
cp "$root/tests/moodle/class/responses.csv" "$c/responses/class.csv"
head -n 4 "$root/tests/moodle/class/responses.csv" >"$c/responses/class-head.csv"
for f in "$root"/tests/invalid/*.yaml; do
  cp "$f" "$c/load/$(name "$f")"
done
# the answers fixtures, each with a spec of its kind (the kind its name starts with)
for f in "$root"/tests/answers/*.yaml; do
  case "$f" in *.spec.yaml) continue ;; esac
  stem="$(basename "$f" .yaml)"
  spec=""
  if [ -f "$root/tests/answers/$stem.spec.yaml" ]; then
    spec="tests/answers/$stem"
  else
    for k in "$root"/exercises/*/; do
      kind="$(basename "$k")"
      case "$stem" in "$kind"*) first=("$k"*.yaml); spec="exercises/$kind/$(basename "${first[0]}" .yaml)" ;; esac
    done
  fi
  { echo "${spec:-exercises/perceptron/upv-2023-01-26}"; cat "$f"; } > "$c/check/$(name "$f")"
done
for f in "$root"/examples/*.md "$root"/tests/literate/*.md "$root"/docs/*.md; do
  cp "$f" "$c/literate/$(name "$f")"
done
# the Markdown pages of the golden files (tests/cli/golden.rs): each section after a header line
# `==> mlex render|weave … <==` without `--format html`, written as OUT.1, OUT.2, …
golden_markdown() {
  awk -v out="$2" '/^==> .* <==$/ { n++; md = ($0 !~ /--format html/ && $0 !~ /^==> mlex check/); next }
    md { print > (out "." n) }' "$1"
}
for f in "$root"/README.md "$root"/docs/*.md "$root"/templates/*.md; do
  cp "$f" "$c/markdown/$(name "$f")"
done
for f in "$root"/tests/golden/perceptron/*.txt; do
  golden_markdown "$f" "$c/markdown/$(name "$f")"
done
# TeX and markup to start the Markdown target from
printf '%s' '$\frac{1}{1 + e^{-z}}$ and $$\sum_{n=1}^{N} \left( w^\top \bar x_n - y_n \right)^2$$' > "$c/markdown/tex-1"
printf '%s' '<script>x</script> [a](javascript:b) ![i](https://e/p.png) $a<b$ [r]: vbscript:x' > "$c/markdown/html-1"
# exam pages in pieces: the shipped keys and worksheets cut at their second-level headings (a
# NUL between pieces, as the `pieces` target reads them), and a page with hostile pieces
pieces="$(mktemp -d)"
for f in "$root"/tests/golden/*/*.txt; do
  golden_markdown "$f" "$pieces/$(name "$f")"
done
for f in "$pieces"/*; do
  sed 's/^## /\x00## /' "$f" | tr -d '\r' > "$c/pieces/$(basename "$f")"
done
rm -r "$pieces"
printf '# Exam\0## Question 1\n\n$a > b$ and [l](https://e.org)\0<b>x</b>\0- a\n- b\0    code\0```\nopen' > "$c/pieces/hostile-1"
echo "seeded $(find "$c" -type f | wc -l) files under $c"
