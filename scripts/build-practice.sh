#!/usr/bin/env bash
# Builds the practice page's checker (practice/, the mlex library for wasm32-unknown-unknown) into
# target/wasm32-unknown-unknown/wasm/mlex_practice.wasm and gzips it
# (.wasm.gz, which `mlex practice` inlines into its pages, its header naming the sources' hash)
# (docs/practice.md). Installs the wasm32 target with rustup when it is missing. No other tool:
# the page calls the module through three exported functions, without generated glue.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "==> rustup target add wasm32-unknown-unknown" >&2
  rustup target add wasm32-unknown-unknown
fi
cargo build --locked -p mlex-practice --target wasm32-unknown-unknown --profile wasm "$@"
target_dir=${CARGO_TARGET_DIR:-target}
out=$target_dir/wasm32-unknown-unknown/wasm/mlex_practice.wasm
# The checker's identity (build.rs: a hash of the sources), which the module exports; written as
# the gzip header's comment (RFC 1952, FLG.FCOMMENT), where `mlex practice` checks that it is its
# own before inlining the module (a module of older sources is refused).
id=$(LC_ALL=C grep -aoE 'mlex-checker-id:[0-9a-f]{32}' "$out" | head -n 1 || true)
if [ -z "$id" ]; then
  echo "error: no checker identity in $out" >&2
  exit 1
fi
gzip -9nc "$out" >"$out.tmp"
{
  head -c 3 "$out.tmp"
  printf '\020'               # FLG: FCOMMENT (gzip -n sets no other flag)
  head -c 10 "$out.tmp" | tail -c +5   # MTIME, XFL, OS
  printf '%s\0' "$id"
  tail -c +11 "$out.tmp"
} >"$out.gz"
rm -f "$out.tmp"
echo "built $out ($(wc -c <"$out") bytes; $out.gz: $(wc -c <"$out.gz") bytes)" >&2
