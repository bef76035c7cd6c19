#!/usr/bin/env bash
# scripts/notebooks.sh — run the notebooks of notebooks/ headless in the evcxr Jupyter kernel and
# judge every cell.
#
# Usage:
#   scripts/notebooks.sh [options] [NOTEBOOK.ipynb …]      (default: every notebooks/*.ipynb)
#
# Options:
#   --install       first install what is missing, idempotently: evcxr_jupyter
#                   (`cargo install --locked`, ~10-13 min the first time) and nbconvert + nbclient
#                   in a Python venv ($MLEX_NB_VENV, default ~/.cache/mlex/nb-venv)
#   --fresh         a throw-away evcxr work dir: a cold `:dep mlex` (default: $MLEX_EVCXR_DIR or
#                   target/evcxr, reused, so mlex is compiled once)
#   --expect-fail   succeed only when EVERY given notebook fails, and for the reason its metadata
#                   `mlex.expect_failure` (a Python regex over the FAIL lines) names: this is how
#                   tests/notebooks/ checks the judge itself
#   --timeout SECS  per-cell limit (default 1200: a cold `:dep` compiles the crate)
#
# Why judge here: evcxr always exits 0, nbconvert does not fail on a panic, and an error returned
# with `?` in a cell is only printed on stderr. A notebook FAILS when
#   * nbconvert fails (the kernel died, a cell timed out),
#   * a cell has an error output (compile error, failed `:dep`),
#   * a cell writes to stderr (a panic — a failed assert! —, a `?` error, "Subprocess terminated"),
#   * a code cell never ran, or shows no output at all (evcxr can lose a `?` error's message when
#     it is the cell's only output: the cell then shows nothing), or a cell tagged `html` shows no
#     text/html output,
#   * the notebook shows no text/html output at all.
# Executed copies are written to target/notebooks/ (read them to see what a user sees).
#
# Exit status: 0 all as expected; 1 a notebook failed (or passed under --expect-fail); 2 setup.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
die() { echo "notebooks: $*" >&2; exit 2; }

INSTALL=0; FRESH=0; EXPECT_FAIL=0; TIMEOUT=1200; NOTEBOOKS=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --install) INSTALL=1; shift ;;
    --fresh) FRESH=1; shift ;;
    --expect-fail) EXPECT_FAIL=1; shift ;;
    --timeout) TIMEOUT="${2:?}"; shift 2 ;;
    -h|--help) awk 'NR>1 && /^#/ {sub(/^# ?/, ""); print; next} NR>1 {exit}' "$0"; exit 0 ;;
    -*) die "unknown option $1" ;;
    *) [[ -f "$1" ]] || die "no such notebook: $1"
       NOTEBOOKS+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
  esac
done
cd "$ROOT"
if [[ ${#NOTEBOOKS[@]} -eq 0 ]]; then
  NOTEBOOKS=(notebooks/*.ipynb)
fi

VENV="${MLEX_NB_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/mlex/nb-venv}"
PY="$VENV/bin/python"
# Pinned: the versions this was tested with.
PY_PACKAGES=(nbconvert==7.17.2 nbclient==0.11.0)

PATH="$HOME/.cargo/bin:$PATH"   # where `cargo install` puts evcxr_jupyter
if [[ $INSTALL -eq 1 ]]; then
  if ! command -v evcxr_jupyter >/dev/null; then
    echo "notebooks: installing evcxr_jupyter (cargo install --locked; about 10-13 minutes)"
    cargo install --locked evcxr_jupyter
  fi
  if ! "$PY" -c 'import nbconvert, nbclient' 2>/dev/null; then
    echo "notebooks: creating $VENV with ${PY_PACKAGES[*]}"
    python3 -m venv "$VENV"
    "$PY" -m pip install --quiet --disable-pip-version-check "${PY_PACKAGES[@]}"
  fi
fi
EVJ="$(command -v evcxr_jupyter)" || die "evcxr_jupyter is not installed (run with --install)"
"$PY" -c 'import nbconvert, nbclient' 2>/dev/null || die "no nbconvert in $VENV (run with --install)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/mlex-nb.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# A private kernel spec (what `evcxr_jupyter --install` writes), so the user's Jupyter set-up is
# neither needed nor touched.
mkdir -p "$WORK/jupyter/kernels/rust" "$WORK/evcxr-config"
cat > "$WORK/jupyter/kernels/rust/kernel.json" <<EOF
{"argv": ["$EVJ", "--control_file", "{connection_file}"],
 "display_name": "Rust", "language": "rust", "interrupt_mode": "message"}
EOF
export JUPYTER_PATH="$WORK/jupyter"
export JUPYTER_CONFIG_DIR="$WORK/jupyter-config"
export JUPYTER_RUNTIME_DIR="$WORK/runtime"
export EVCXR_CONFIG_DIR="$WORK/evcxr-config"   # no user init.evcxr / prelude.rs
# evcxr keeps its compiled dependencies in EVCXR_TMPDIR; one dir for every notebook, so mlex is
# compiled once per run (and once ever, unless --fresh).
if [[ $FRESH -eq 1 ]]; then
  export EVCXR_TMPDIR="$WORK/evcxr"
else
  export EVCXR_TMPDIR="${MLEX_EVCXR_DIR:-$ROOT/target/evcxr}"
fi
mkdir -p "$EVCXR_TMPDIR"
# evcxr 0.22 dlopens the cell's library with a relative RUNPATH that misses libstd when the work
# dir shares a path prefix with the toolchain; point the loader at the toolchain's libstd.
SYSROOT_LIB="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/lib"
export LD_LIBRARY_PATH="${SYSROOT_LIB}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export RUST_BACKTRACE=0

OUT_DIR="$ROOT/target/notebooks"
mkdir -p "$OUT_DIR"
echo "notebooks: $("$EVJ" --version 2>/dev/null || echo evcxr_jupyter) | nbconvert $("$PY" -c 'import nbconvert; print(nbconvert.__version__)') | evcxr work dir $EVCXR_TMPDIR"

failed=0; passed=0; COPY=""
trap 'rm -rf "$WORK" ${COPY:+"$COPY"}' EXIT
for nb in "${NOTEBOOKS[@]}"; do
  name="$(basename "$nb" .ipynb)"
  out="$OUT_DIR/$name.ipynb"
  echo
  echo "==> $nb"
  start=$(date +%s)
  # A working copy next to the notebook (the kernel runs in the notebook's directory, so its
  # relative paths resolve) with one extra cell at the end: evcxr passes stderr on
  # asynchronously, and a line printed late by the last cell (a `?` error, a panic message)
  # would otherwise be lost when the kernel shuts down.
  COPY="$(dirname "$nb")/.mlex-nb-$$-$name.ipynb"
  "$PY" - "$nb" "$COPY" <<'PY'
import json, sys
nb = json.load(open(sys.argv[1]))
nb["cells"].append({
    "cell_type": "code", "execution_count": None, "id": "mlex-judge", "outputs": [],
    "metadata": {"tags": ["mlex-judge"]},
    "source": "// added by scripts/notebooks.sh: collects output that arrives late\n"
              "std::thread::sleep(std::time::Duration::from_millis(500));",
})
json.dump(nb, open(sys.argv[2], "w"), indent=1)
PY
  set +e
  "$PY" -m nbconvert --to notebook --execute --allow-errors \
    --ExecutePreprocessor.kernel_name=rust \
    --ExecutePreprocessor.timeout="$TIMEOUT" \
    --ExecutePreprocessor.startup_timeout=180 \
    --output-dir "$OUT_DIR" --output "$name" "$COPY" > "$WORK/$name.log" 2>&1
  rc=$?
  rm -f "$COPY"; COPY=""
  "$PY" - "$out" "$rc" "$(( $(date +%s) - start ))" "$WORK/$name.log" "$EXPECT_FAIL" <<'PY'
import json, os, re, sys
from collections import Counter
from datetime import datetime

out, rc, wall, log, expect_fail = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5] == "1"
ansi = re.compile(r"\x1b\[[0-9;]*m")
problems = []
if rc != 0:
    problems.append(f"nbconvert exited {rc}")
    print("\n".join(ansi.sub("", open(log).read()).splitlines()[-30:]))
cells, expected = [], None
if os.path.exists(out):
    nb = json.load(open(out))
    cells = [c for c in nb["cells"] if c["cell_type"] == "code"]
    expected = nb.get("metadata", {}).get("mlex", {}).get("expect_failure")
else:
    problems.append("no executed notebook was written")

def text(v):
    return "".join(v) if isinstance(v, list) else (v or "")

def seconds(c):
    e = c.get("metadata", {}).get("execution", {})
    try:
        a = datetime.fromisoformat(e["iopub.execute_input"].replace("Z", "+00:00"))
        b = datetime.fromisoformat(e["shell.execute_reply"].replace("Z", "+00:00"))
        return f"{(b - a).total_seconds():.1f}"
    except (KeyError, ValueError):
        return "-"

html_outputs = 0
print(f"{'cell':>4}  {'secs':>6}  {'first line':44}  outputs")
for i, c in enumerate(cells, 1):
    src = text(c["source"])
    first = next((l for l in src.splitlines() if l.strip() and not l.strip().startswith("//")), "")[:44]
    kinds, details, has_html, stderr = [], [], False, ""
    if c.get("execution_count") is None:
        problems.append(f"cell {i} never ran")
    for o in c.get("outputs", []):
        t = o["output_type"]
        if t == "error":
            kinds.append("ERROR")
            tb = ansi.sub("", "\n".join(o.get("traceback") or []) or o.get("evalue", "")).strip()
            problems.append(f"cell {i}: error: " + (tb.splitlines()[0][:160] if tb else o.get("ename", "")))
            details += tb.splitlines()[:12]
        elif t == "stream":
            kinds.append(o["name"])
            if o["name"] == "stderr":
                stderr += ansi.sub("", text(o["text"]))
        else:
            data = o.get("data", {})
            h = text(data.get("text/html"))
            if re.fullmatch(r'<span style="color: rgba\(0,0,0,0.4\);">Took \d+ms</span>', h.strip()):
                continue  # evcxr's :timing note
            kinds.append("+".join(sorted(data)))
            if h:
                has_html = True
                html_outputs += 1
    lines = [l for l in stderr.splitlines() if l.strip()]
    if lines:
        panic = next((l for l in lines if "panicked at" in l), None)
        what = f"panic: {panic}" if panic else f"stderr: {lines[0]}"
        late = " (printed late: it may come from the cell before)" if "mlex-judge" in c.get("metadata", {}).get("tags", []) else ""
        problems.append(f"cell {i}: {what[:200]}{late}")
        details += lines[:8] + ([f"… {len(lines) - 8} more lines"] if len(lines) > 8 else [])
    if "html" in c.get("metadata", {}).get("tags", []) and not has_html:
        problems.append(f"cell {i} is tagged `html` but shows no text/html output")
    # evcxr 0.22 sends a `?` error's message on stderr racing the cell's end: when it is the cell's
    # only output it can arrive after the cell is done, and nbclient drops it. Such a cell shows
    # nothing at all; so every cell must show something (a value, a print) to pass.
    if not kinds and "mlex-judge" not in c.get("metadata", {}).get("tags", []) and c.get("execution_count") is not None:
        problems.append(f"cell {i} shows no output (a `?` error whose message evcxr lost, or nothing shown: end the cell with a value or a print)")
    shown = ", ".join(k if n == 1 else f"{k} x{n}" for k, n in Counter(kinds).items())
    print(f"{i:>4}  {seconds(c):>6}  {first:44}  {shown or '-'}")
    for l in details:
        print("      | " + l)
if cells and html_outputs == 0:
    problems.append("the notebook shows no text/html output")
print(f"wall {wall}s, {len(cells)} code cells, {html_outputs} text/html outputs; executed copy: {out}")
for p in problems:
    print("FAIL: " + p)
if expect_fail:
    if not problems:
        print("expected this notebook to fail, and it passed")
        sys.exit(0)
    if expected and not any(re.search(expected, p) for p in problems):
        print(f"it failed, but not as expected: no FAIL line matches /{expected}/")
        sys.exit(0)
    print(f"failed as expected (/{expected or '.'}/)")
    sys.exit(1)
sys.exit(1 if problems else 0)
PY
  verdict=$?
  set -e
  if [[ $verdict -eq 0 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  if [[ $EXPECT_FAIL -eq 1 ]]; then
    [[ $verdict -eq 0 ]] && echo "NOT AS EXPECTED: $nb" || echo "ok (failed as expected): $nb"
  else
    [[ $verdict -eq 0 ]] && echo "ok: $nb" || echo "FAILED: $nb"
  fi
done

echo
if [[ $EXPECT_FAIL -eq 1 ]]; then
  echo "notebooks: $failed of ${#NOTEBOOKS[@]} failed, as expected: $([[ $passed -eq 0 ]] && echo yes || echo NO)"
  [[ $passed -eq 0 ]] || exit 1
else
  echo "notebooks: $passed passed, $failed failed"
  [[ $failed -eq 0 ]] || exit 1
fi
