#!/usr/bin/env bash
# The fuzz smoke run of CI: builds every fuzz target and runs each for SECONDS (default 12) from
# corpora seeded with the shipped files, so the targets keep compiling and running. Installs
# cargo-fuzz when missing. Uses the nightly toolchain when there is one, else the stable one
# with RUSTC_BOOTSTRAP=1 (cargo-fuzz passes nightly-only flags). Built without AddressSanitizer
# (`-s none`: mlex forbids unsafe code, and the build and the runs are faster), with the dictionary
# `mlex.dict` (the kinds, keys and syntax; `python3 make-dict.py` writes it); coverage guidance,
# debug assertions and overflow checks stay on. A crash, a panic or a time-out of one input
# fails the run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
secs="${1:-12}"

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz"
  cargo install --locked cargo-fuzz
fi
if cargo +nightly --version >/dev/null 2>&1; then
  fuzz=(cargo +nightly fuzz)
else
  echo "no nightly toolchain: the stable one with RUSTC_BOOTSTRAP=1"
  export RUSTC_BOOTSTRAP=1
  fuzz=(cargo fuzz)
fi

# the fuzz targets never write a practice page: no nested wasm32 build of its checker (build.rs)
export MLEX_BUILD_CHECKER=0
"${fuzz[@]}" build -s none
./seed.sh
# the heap budget (src/lib.rs) is on: a shipped exercise, held to 1 MiB, must abort with its message
budget="target/$(rustc -vV | sed -n 's/^host: //p')/release/solve_render"
spec=../exercises/perceptron/upv-2022-01-27.yaml
if MLEX_FUZZ_HEAP_MB=1 "$budget" -artifact_prefix=target/smoke-budget- "$spec" >target/smoke-budget.log 2>&1 \
  || ! grep -q '^==mlex-fuzz== the input holds' target/smoke-budget.log; then
  tail -20 target/smoke-budget.log >&2
  echo "fuzz smoke: the heap budget did not stop $spec at 1 MiB" >&2
  exit 1
fi
echo "== the heap budget stops an input past it"
# every target of Cargo.toml, `draw` and `moodle` (issue 39) included
for t in $("${fuzz[@]}" list); do
  echo "== $t (${secs} s)"
  # -timeout: one input running longer is a finding; -seed: the same run every time
  status=0
  "${fuzz[@]}" run -s none "$t" "corpus/$t" -- -dict=mlex.dict -max_total_time="$secs" -timeout=20 -rss_limit_mb=2048 -seed=1 \
    -print_final_stats=1 >"target/smoke-$t.log" 2>&1 || status=$?
  grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY|==[0-9]+== ?ERROR)|panicked|deadly signal|timeout' \
    "target/smoke-$t.log" || true
  if [ "$status" -ne 0 ]; then
    tail -40 "target/smoke-$t.log" >&2
    echo "fuzz target $t failed (exit $status): the input is under fuzz/artifacts/$t/" >&2
    exit 1
  fi
done
echo "fuzz smoke: every target ran"
