#!/usr/bin/env python3
"""Writes fuzz/mlex.dict, the libFuzzer dictionary of every fuzz target: the keys and short
values of the shipped specs, exams and answers files, the kinds' names, the `vary:` and
constraint words, YAML syntax, and the Markdown/TeX constructs the sanitizer and the literate
blocks handle. A fuzzer that has these tokens reaches a kind's deeper checks without having to
guess its key names byte by byte. Re-run after adding keys: python3 fuzz/make-dict.py"""
import glob, os, re, sys
import yaml

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
keys, values = set(), set()

def walk(v):
    if isinstance(v, dict):
        for k, x in v.items():
            keys.add(str(k)); walk(x)
    elif isinstance(v, list):
        for x in v: walk(x)
    elif isinstance(v, str) and 0 < len(v) <= 24 and "\n" not in v:
        values.add(v)

for pattern in ("exercises/**/*.yaml", "tests/answers/**/*.yaml", "tests/exams/**/*.yaml"):
    for f in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
        try:
            for doc in yaml.safe_load_all(open(f, encoding="utf-8")):
                walk(doc)
        except Exception:
            pass  # an invalid test input: its keys are not needed

# the kinds, their keys and parts: docs/spec-format.md's tables, generated from the registry
# (`mlex::kinds::KINDS`); tests/cli/registry.rs checks that this dictionary has every one
kinds = []
with open(os.path.join(root, "docs", "spec-format.md"), encoding="utf-8") as f:
    for line in f:
        m = re.match(r"^## `([a-z-]+)`$", line.rstrip())
        if m:
            kinds.append(m[1])
        m = re.match(r"^\| `([A-Za-z0-9_-]+)` \|", line)
        if m:
            keys.add(m[1])
tokens = set()
tokens.update(f"{k}:" for k in keys)
tokens.update(f"kind: {k}\n" for k in kinds)
tokens.update(values)
tokens.update(["---\n", "- ", ": ", "{ ", " }", "[", "]", ", ", "&a ", "*a", "<<: ", "!!str ", "!!int ",
               "? ", "|\n  ", ">\n  ", "\"", "'", "#", "\n  ", "\n    ", "~", "null", "true", "false",
               "$", "{x}", "1/3", "-7/2", "0.125", "1e-3", "1e1000", ".5", "-0", "+1", "1_000",
               "sqrt(2)", "int: [0, 6]", "from: ", "step: ", "choose: ", "expr: ", "matrix: [2, 2]",
               "distinct: true", "labelling: ", "permutation: ", ">= ", "<= ", "==", "!=", " and ",
               "variant: ", "lang: it", "lang: en", "digits: ", "ask:\n  - ", "stated: ",
               # Markdown, TeX and the literate blocks
               "```mlex\n", "```\n", "```yaml\n", "$$", "\\frac{", "\\operatorname{", "\\lt ", "\\gt ",
               "\\href{", "\\mathbf{", "\\begin{pmatrix}", "\\end{pmatrix}", "\\\\", "&", "^{", "_{",
               "<script>", "<img src=x>", "](javascript:", "![a](", "[a](", "<!--", "-->", "|---|",
               "| a |", "> ", "* ", "1. ", "# ", "\\", "`", "\t", "\r\n", "\u00a0", "\u2212"])

def esc(s):
    out = []
    for b in s.encode("utf-8"):
        c = chr(b)
        out.append(c if 32 <= b < 127 and c not in '"\\' else f"\\x{b:02x}")
    return "".join(out)

lines = sorted({esc(t) for t in tokens if t})
with open(os.path.join(root, "fuzz", "mlex.dict"), "w", encoding="ascii") as f:
    f.write("# libFuzzer dictionary of mlex's fuzz targets, written by fuzz/make-dict.py\n")
    for t in lines:
        f.write(f'"{t}"\n')
print(f"fuzz/mlex.dict: {len(lines)} entries", file=sys.stderr)
