#!/usr/bin/env python3
"""Writes solve_render seeds with generated choices: every shipped exercise with
`choices: { auto: 4 }` on each part mlex accepts it on (tried one part at a time with the mlex
binary), so that the fuzzer starts from the kinds' mistake models, which a mutation rarely
reaches by itself (one shipped exercise has generated choices).

Usage: seed_choices.py MLEX OUT_DIR EXERCISE.yaml... (fuzz/seed.sh calls it; needs PyYAML)."""
import os
import subprocess
import sys
import tempfile

import yaml

mlex, out, files = sys.argv[1], sys.argv[2], sys.argv[3:]


def solves(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        yaml.safe_dump(doc, f, allow_unicode=True, sort_keys=False)
    try:
        return subprocess.run([mlex, "solve", f.name], capture_output=True).returncode == 0
    finally:
        os.unlink(f.name)


def with_auto(item):
    """The ask item with generated choices, or None when it has an argument not given as a map."""
    if isinstance(item, str):
        return {item: {"choices": {"auto": 4}}}
    if isinstance(item, dict) and len(item) == 1:
        (name, arg), = item.items()
        if isinstance(arg, dict):
            return {name: {**arg, "choices": {"auto": 4}}}
    return None


written = 0
for path in files:
    try:
        doc = yaml.safe_load(open(path, encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError):
        continue
    if not isinstance(doc, dict) or not isinstance(doc.get("ask"), list):
        continue
    doc.pop("stated", None)
    ask = list(doc["ask"])
    changed = False
    for i, item in enumerate(ask):
        new = with_auto(item)
        if new is None:
            continue
        trial = dict(doc, ask=ask[:i] + [new] + ask[i + 1:])
        if solves(trial):
            ask[i] = new
            changed = True
    if changed:
        name = "choices-" + os.path.relpath(path).replace("/", "_")
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            yaml.safe_dump(dict(doc, ask=ask), f, allow_unicode=True, sort_keys=False)
        written += 1
print(f"seed_choices.py: {written} specs with generated choices")
