#!/usr/bin/env bash
# Keeps what the campaigns found between machines: merges fuzz/corpus/TARGET with what was kept
# before, by libFuzzer's `-merge=1` (the fewest inputs that keep every coverage feature of both),
# into fuzz/kept/TARGET.tar.xz, which is committed (tests/README.md gives the sizes).
# `fuzz/seed.sh --kept` copies the kept inputs back into the
# corpora, so that the next campaign continues where the last stopped rather than from the
# shipped files (a machine's corpora are lost with it). Build the targets first
# (cd fuzz && cargo +nightly fuzz build -s none).
#
#   fuzz/keep.sh               # every target
#   fuzz/keep.sh check load    # these
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
host="$(rustc -vV | sed -n 's/^host: //p')"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in fuzz_targets/*.rs; do targets+=("$(basename "$f" .rs)"); done
fi
for t in "${targets[@]}"; do
  bin="target/$host/release/$t"
  if [ ! -f "fuzz_targets/$t.rs" ]; then
    echo "keep.sh: no fuzz target \`$t\` (the targets: $(ls fuzz_targets | sed 's/\.rs$//' | tr '\n' ' '))" >&2
    exit 2
  fi
  if [ ! -x "$bin" ]; then
    echo "keep.sh: no $bin: build the targets first (cd fuzz && cargo +nightly fuzz build -s none)" >&2
    exit 2
  fi
  mkdir -p kept "corpus/$t"
  work="$(mktemp -d)"
  mkdir -p "$work/old" "$work/$t"
  if [ -f "kept/$t.tar.xz" ]; then tar -xJf "kept/$t.tar.xz" -C "$work/old"; fi
  mkdir -p "$work/old/$t"
  if ! "$bin" -merge=1 -timeout=120 -rss_limit_mb=2048 "$work/$t" "$work/old/$t" "corpus/$t" >"target/keep-$t.log" 2>&1; then
    rm -rf "$work"
    tail -5 "target/keep-$t.log" >&2
    echo "keep.sh: the merge of $t failed (log: fuzz/target/keep-$t.log)" >&2
    exit 1
  fi
  tar -cf - -C "$work" --sort=name --mtime=@0 --owner=0 --group=0 "$t" | xz -9 >"kept/$t.tar.xz"
  echo "$t: $(find "$work/$t" -type f | wc -l) inputs, kept/$t.tar.xz $(du -h --apparent-size "kept/$t.tar.xz" | cut -f1)"
  rm -rf "$work"
done
