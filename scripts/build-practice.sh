#!/usr/bin/env bash
# Builds the practice page's checker (practice/, the mlex library for wasm32-unknown-unknown) into
# target/wasm32-unknown-unknown/wasm/mlex_practice.wasm and gzips it
# (.wasm.gz, which `mlex practice` inlines into its pages)
# (docs/practice.md). Installs the wasm32 target with rustup when it is missing. No other tool:
# the page calls the module through three exported functions, without generated glue.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "==> rustup target add wasm32-unknown-unknown" >&2
  rustup target add wasm32-unknown-unknown
fi
cargo build --locked -p mlex-practice --target wasm32-unknown-unknown --profile wasm "$@"
out=target/wasm32-unknown-unknown/wasm/mlex_practice.wasm
gzip -9nkf "$out"
echo "built $out ($(wc -c <"$out") bytes; $out.gz: $(wc -c <"$out.gz") bytes)" >&2
