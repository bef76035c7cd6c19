#!/usr/bin/env python3
"""Writes, beside each `check` seed (a spec's name, then its solution's answers), two seeds with
wrong answers: every number one further from 0 (`-all`: 3 → 4, -1 → -2), and only the first
part's numbers so (`-first`); class keys stay. Right answers never reach the checker's replay of a trace from the student's own
previous step, its recompute of a part from the student's earlier answers, or the mistake
models' hints; a coverage report of campaign 13 found them unreached for several kinds.

Usage: seed_wrong.py CORPUS_DIR SEED_FILE...
"""
import os
import re
import sys

NUMBER = re.compile(r"(?<![\w.])(-?)(\d+)(?![\d.]*\s*:)")


def bump(text):
    # class keys (`1:` of a map) stay, so that only the values are wrong
    return NUMBER.sub(lambda m: m[1] + str(int(m[2]) + 1), text)


def main():
    out, seeds = sys.argv[1], sys.argv[2:]
    written = 0
    for path in seeds:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        name, body = lines[0], lines[1:]
        # the answer lines: not the comments mlex writes above them
        parts = [i for i, l in enumerate(body) if l and not l.startswith((" ", "#", "-"))]
        if not parts:
            continue
        every = [l if l.startswith("#") else bump(l) for l in body]
        first_end = parts[1] if len(parts) > 1 else len(body)
        first = [bump(l) if parts[0] <= i < first_end else l for i, l in enumerate(body)]
        stem = os.path.basename(path)
        for suffix, text in (("-all", every), ("-first", first)):
            with open(os.path.join(out, stem + suffix), "w", encoding="utf-8") as f:
                f.write("\n".join([name] + text))
            written += 1
    print(f"seed_wrong.py: {written} check seeds with wrong answers", file=sys.stderr)


main()
