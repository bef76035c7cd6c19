#!/usr/bin/env bash
# Byte-identity harness for refactors that must not change any output (issue 40).
#
#   scripts/compare-outputs.sh write MLEX DIR   every output of the binary MLEX into DIR
#   scripts/compare-outputs.sh diff A B         compare two such directories (exit 1 on a difference)
#   scripts/compare-outputs.sh check MLEX BASE  write into a temporary directory, diff against BASE
#
# What it writes, from the repository root: every shipped exercise (exercises/**/*.yaml) rendered
# as Markdown and HTML, with and without --solutions, in the spec's language and in Italian
# (--lang it), and its `solve --json`; the whole exercises/ directory as one document (md and
# html, with solutions); the variant specs at --seed 7 --variant 3; the woven notes
# (examples/notes.md, md and html, with and without solutions); `mlex exam` of
# exercises/exams/sample-exam.yaml (--variants 5 --seed 42, md and html, English and Italian) and
# of examples/exam.yaml; `export moodle` of the sample exam (MathML and TeX) and of each exercise
# directory; `practice` pages of every exercise and of the sample exam. A practice page inlines
# the checker, whose identity hashes the sources, so a refactor changes it: the harness gives a
# fake checker carrying the binary's own identity (as tests/cli/practice.rs does) and blanks the
# inlined module and the identity (also in the page's data) before comparing; messages that name
# the output directory name it OUT. Exit codes and stderr are kept too (a command that fails
# must fail the same way). About 2,150 files from 1,300 runs of the binary, 2 to 6 minutes with
# a debug build on a shared machine.
set -uo pipefail
cd "$(dirname "$0")/.."

write() {
  local mlex out
  mlex=$(realpath "$1")
  out=$2
  rm -rf "$out"
  mkdir -p "$out"
  out=$(realpath "$out")
  # run NAME ARGS...: stdout to NAME, stderr and exit code to NAME.err
  run() {
    local name=$1
    shift
    mkdir -p "$(dirname "$out/$name")"
    "$mlex" "$@" >"$out/$name" 2>"$out/$name.err"
    echo "exit $?" >>"$out/$name.err"
  }
  local f n sol fmt lang
  while IFS= read -r f; do
    n=${f#exercises/}
    n=${n%.yaml}
    for fmt in md html; do
      for sol in "" --solutions; do
        for lang in "" it; do
          run "render/$n${sol:+.sol}${lang:+.$lang}.$fmt" render "$f" --format "$fmt" $sol ${lang:+--lang $lang}
        done
      done
    done
    run "solve/$n.json" solve --json "$f"
  done < <(find exercises -name '*.yaml' -not -path 'exercises/exams/*' | LC_ALL=C sort)
  for fmt in md html; do
    run "document/all.sol.$fmt" render exercises --format "$fmt" --solutions
    run "document/all.it.$fmt" render exercises --format "$fmt" --lang it
    for sol in "" --solutions; do
      run "weave/notes${sol:+.sol}.$fmt" weave examples/notes.md --format "$fmt" $sol
    done
  done
  for f in exercises/variants/*.yaml; do
    n=$(basename "$f" .yaml)
    run "variants/$n.seed7.sol.md" render "$f" --seed 7 --variant 3 --solutions
    run "variants/$n.seed7.sol.html" render "$f" --seed 7 --variant 3 --solutions --format html
    run "variants/$n.seed7.json" solve --json "$f" --seed 7 --variant 3
  done
  run exam/sample.log exam exercises/exams/sample-exam.yaml --variants 5 --seed 42 -o "$out/exam/sample"
  run exam/sample-it.log exam exercises/exams/sample-exam.yaml --variants 5 --seed 42 --lang it -o "$out/exam/sample-it"
  run exam/example.log exam examples/exam.yaml --variants 3 --seed 2026 -o "$out/exam/example"
  run moodle/sample.xml.log export moodle exercises/exams/sample-exam.yaml --variants 5 --seed 42 -o "$out/moodle/sample.xml"
  run moodle/sample-tex.xml.log export moodle exercises/exams/sample-exam.yaml --variants 3 --seed 42 --math tex -o "$out/moodle/sample-tex.xml"
  run moodle/sample-it.xml.log export moodle exercises/exams/sample-exam.yaml --variants 2 --seed 42 --lang it -o "$out/moodle/sample-it.xml"
  for f in exercises/*/; do
    n=$(basename "$f")
    [ "$n" = exams ] && continue
    run "moodle/$n.xml.log" export moodle "$f" --variants 2 --seed 1 -o "$out/moodle/$n.xml"
  done
  # A fake checker with the binary's identity (tests/cli/practice.rs, FAKE_WASM).
  local id wasm
  id=$(LC_ALL=C grep -aoE 'mlex-checker-id:[0-9a-f]{32}' "$mlex" | head -n 1)
  wasm=$out/.checker.wasm.gz
  {
    printf '\037\213\010\020\000\000\000\000\000\003'
    printf '%s\0' "$id"
    printf '\003\000\000\000\000\000\000\000\000\000'
  } >"$wasm"
  while IFS= read -r f; do
    n=${f#exercises/}
    n=${n%.yaml}
    run "practice/$n.html" practice "$f" --wasm "$wasm"
    run "practice/$n.it.html" practice "$f" --wasm "$wasm" --lang it --decimal-comma
  done < <(find exercises -name '*.yaml' -not -path 'exercises/exams/*' | LC_ALL=C sort)
  run practice/variants-perceptron-trace.seed7.html practice exercises/variants/perceptron-trace.yaml --seed 7 --variants 3 --wasm "$wasm"
  run practice/sample-exam.html practice exercises/exams/sample-exam.yaml --seed 42 --wasm "$wasm"
  rm -f "$wasm"
  # The checker's identity and the inlined module differ from build to build: blank them.
  find "$out/practice" -name '*.html' -print0 |
    xargs -0 sed -i -E -e 's#(<script type="application/octet-stream" id="mlex-wasm">)[^<]*#\1WASM#' \
      -e 's#mlex-checker-id:[0-9a-f]{32}#mlex-checker-id:ID#g'
  # Messages name the output directory: written as OUT, so that two directories compare.
  find "$out" \( -name '*.err' -o -name '*.log' \) -print0 | xargs -0 sed -i "s#$out#OUT#g"
  echo "wrote $(find "$out" -type f | wc -l) files into $out" >&2
}

compare() {
  if diff -r "$1" "$2" >/dev/null; then
    echo "identical: $(find "$1" -type f | wc -l) files" >&2
  else
    diff -rq "$1" "$2" | head -n 50 >&2
    echo "DIFFERENT: $(diff -rq "$1" "$2" | wc -l) files differ" >&2
    return 1
  fi
}

case "${1:-}" in
  write) write "$2" "$3" ;;
  diff) compare "$2" "$3" ;;
  check)
    tmp=$(mktemp -d)
    write "$2" "$tmp/out" && compare "$3" "$tmp/out"
    rc=$?
    rm -rf "$tmp"
    exit $rc
    ;;
  *)
    sed -n '2,6p' "$0" >&2
    exit 2
    ;;
esac
