#!/usr/bin/env python3
"""Records a round trip's verdicts, as the real Moodle gave them, for `cargo test`.

  record.py WORK OUT.json

WORK is a finished roundtrip.sh run. OUT.json (tests/moodle/verdicts.json in mlex) holds, for
every attempt of the agreement cases and of the right-answer sweeps of the MathML exports (the
TeX exports grade alike), the question's name, type, the responses typed, and the fraction and
maximum mark Moodle gave; and the `mlex export moodle` arguments of each export. The test
`moodle::the_verdicts_recorded_from_moodle_are_reproduced` exports again, grades the same
responses with Moodle's rules re-implemented and must find the same fractions and marks.
"""
import datetime
import json
import os
import re
import sys

EXPORTS = {
    # tag: (path under exercises/, seed, variants, --lang or None); MathML, as roundtrip.sh
    # exports them
    "exam42": ("exams/sample-exam.yaml", 42, 5, None),
    "exam-it": ("exams/sample-exam.yaml", 42, 5, "it"),
    "all": (".", 7, 2, None),
    "all-it": (".", 7, 2, "it"),
    "mc-generated": ("holdout/generated-choices.yaml", 5, 3, None),
    "num-exact-bound": ("holdout/exact-bound.yaml", 1, 1, None),
    "fig-irrational-norm": ("geometric-margin/irrational-norm.yaml", 0, 1, None),
}


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    work, out = sys.argv[1:]
    head = open(f"{work}/results/import-exam42.json").read()
    moodle = json.loads(head).get("moodle", "?")
    cases = []

    def add(results, tag, source):
        for r in json.load(open(results))["results"]:
            if r.get("error") or r.get("fraction") is None:
                continue
            cases.append({"source": source, "label": r["label"], "tag": tag, "question": r["name"],
                          "qtype": r["qtype"], "responses": r["responses"],
                          "fraction": round(float(r["fraction"]), 7),
                          "maxmark": round(float(r["maxmark"]), 7)})

    # the agreement cases: their tag from the plan's question ids
    ids = {}
    for tag in EXPORTS:
        for q in json.load(open(f"{work}/results/import-{tag}.json"))["questions"]:
            ids[q["id"]] = tag
    for r in json.load(open(f"{work}/results/attempts-agreement/results.json"))["results"]:
        tag = ids.get(r["questionid"])
        if tag and not r.get("error") and r.get("fraction") is not None:
            cases.append({"source": "agreement", "label": r["label"], "tag": tag, "question": r["name"],
                          "qtype": r["qtype"], "responses": r["responses"],
                          "fraction": round(float(r["fraction"]), 7),
                          "maxmark": round(float(r["maxmark"]), 7)})
    for tag in EXPORTS:
        add(f"{work}/results/attempts-{tag}-right/results.json", tag, "right")
    doc = {
        "recorded": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "moodle": moodle,
        "exports": {t: {"path": p, "seed": s, "variants": n, **({"lang": l} if l else {})}
                    for t, (p, s, n, l) in EXPORTS.items()},
        "cases": cases,
    }
    with open(out, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{len(cases)} verdicts recorded in {out}")


if __name__ == "__main__":
    main()
