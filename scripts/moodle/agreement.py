#!/usr/bin/env python3
"""Grading agreement: the same answer given to Moodle (attempt.php) and to `mlex check`.

  agreement.py plan   WORK                -> WORK/plan-agreement.json (for attempt.php),
                                             WORK/plan-agreement.meta.json, WORK/mlex-answers/
  agreement.py table  WORK RESULTS.json   -> a Markdown table on stdout (Moodle's fraction and
                                             mlex's verdict and score per case, and whether they
                                             agree) and WORK/results/agreement.json

WORK is the folder roundtrip.sh fills (xml/TAG.xml, results/import-TAG.json, keys/TAG.json).
Environment: MLEX (the mlex binary, default `mlex`), EXERCISES (mlex's exercises folder, the
one roundtrip.sh exported; required).

Each case starts from mlex's right answers (the key) and changes at most one part. Moodle's
fraction for the whole question is compared with mlex's score / total for the same answers:
they agree when equal to 1e-4. A case whose changed value cannot be written in an answers file
is shown as n/a and not counted; a case that could not be run (question not imported, attempt
failed) counts as a disagreement.
"""
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import plan as P  # noqa: E402

MLEX = os.environ.get("MLEX", "mlex")
TOLERANCE = 1e-4

# Cases where Moodle and mlex check differ by design and the question text tells the student the
# one form Moodle takes (a phrase of its answer rule, in English or Italian): counted as agreeing,
# shown as "told".
TOLD = {
    "holdout-interval: error rate as a fraction 1/50": ["not as fractions"],
    "continuous: 1/2 as a fraction": ["not as fractions"],
    "ogd-no-bias (Italian text: 'oppure 0,65 con la virgola'): 0,9952 and -0,0983": ["con il punto"],
}

# How mlex grades a case: an exam (file, seed) or a spec (file, seed, variant), paths in EXERCISES.
EXAM = ("exam", "exams/sample-exam.yaml", 42)


def spec(path, seed, variant):
    return ("spec", path, seed, variant)


# (label, import tag, question name, part changed (None: right answers; FIRST: the key's first),
#  value typed in Moodle for the part, value for mlex's answers file (None: n/a), how mlex grades)
# Several cases exercise defects known in the export: an option question answered with the
# letter the text asks for, a boundary equation, a fraction, a decimal comma on an Italian
# spec, values at the far end of the rounding half unit.
CASES = [
    ("which-sample: right option as a number", "exam42", "perceptron-inverse: which-sample (variant 1)",
     None, None, None, EXAM),
    ("which-sample: the letter D, as the text asks", "exam42", "perceptron-inverse: which-sample (variant 1)",
     "answer", "D", "D", EXAM),
    ("which-sample: a wrong option (A)", "exam42", "perceptron-inverse: which-sample (variant 1)",
     "answer", "A", 1, EXAM),
    ("equivalent: a wrong option (A)", "exam42", "equivalent-classifiers: equivalent (variant 1)",
     "equivalent", "A", 1, EXAM),
    ("equivalent: the right option B", "exam42", "equivalent-classifiers: equivalent (variant 1)",
     None, None, None, EXAM),
    ("first-step: wrong choice A", "exam42", "perceptron-step: first-step (variant 1)",
     "modified", "A", 1, EXAM),
    ("holdout-interval: right", "exam42", "holdout: variant-holdout-interval (variant 1)",
     None, None, None, EXAM),
    ("holdout-interval: radius with z = 1.645", "exam42", "holdout: variant-holdout-interval (variant 1)",
     "radius", "0.0103", 0.0103, EXAM),
    ("holdout-interval: error rate as a fraction 1/50", "exam42", "holdout: variant-holdout-interval (variant 1)",
     "error_rate", "1/50", "1/50", EXAM),
    ("holdout-interval: radius with a decimal comma 0,0123", "exam42",
     "holdout: variant-holdout-interval (variant 1)", "radius", "0,0123", "0,0123", EXAM),
    ("holdout-interval: radius 0.01235 (far end of the half unit)", "exam42",
     "holdout: variant-holdout-interval (variant 1)", "radius", "0.01235", 0.01235, EXAM),
    ("generated-choices v1: right", "mc-generated", "holdout: generated-choices (variant 1)",
     None, None, None, spec("holdout/generated-choices.yaml", 5, 1)),
    ("generated-choices v1: z = 1.645 option", "mc-generated", "holdout: generated-choices (variant 1)",
     "radius", "D", 4, spec("holdout/generated-choices.yaml", 5, 1)),
    ("exact-bound: right 1600", "num-exact-bound", "holdout: exact-bound (variant 1)",
     None, None, None, spec("holdout/exact-bound.yaml", 1, 1)),
    ("exact-bound: 1537 (z = 1.96)", "num-exact-bound", "holdout: exact-bound (variant 1)",
     "min_test_size", "1537", 1537, spec("holdout/exact-bound.yaml", 1, 1)),
    ("exact-bound: 1601 (float ceil)", "num-exact-bound", "holdout: exact-bound (variant 1)",
     "min_test_size", "1601", 1601, spec("holdout/exact-bound.yaml", 1, 1)),
    ("irrational-norm (figure): right", "fig-irrational-norm", "geometric-margin: irrational-norm (variant 1)",
     None, None, None, spec("geometric-margin/irrational-norm.yaml", 0, 1)),
    ("irrational-norm: norm 2.2360679 (more decimals)", "fig-irrational-norm",
     "geometric-margin: irrational-norm (variant 1)", "norm", "2.2360679", 2.2360679,
     spec("geometric-margin/irrational-norm.yaml", 0, 1)),
    ("irrational-norm: norm 2.23605 (far end of the half unit)", "fig-irrational-norm",
     "geometric-margin: irrational-norm (variant 1)", "norm", "2.23605", 2.23605,
     spec("geometric-margin/irrational-norm.yaml", 0, 1)),
    ("irrational-norm: norm 2.236 (3 decimals)", "fig-irrational-norm",
     "geometric-margin: irrational-norm (variant 1)", "norm", "2.236", 2.236,
     spec("geometric-margin/irrational-norm.yaml", 0, 1)),
    ("u21-example: boundary typed x = 4", "all", "discriminants: upv-u21-example (variant 1)",
     None, None, None, spec("discriminants/upv-u21-example.yaml", 7, 1)),
    ("u21-example: boundary 4 = x, as the threshold 4 of x = {…}", "all",
     "discriminants: upv-u21-example (variant 1)",
     "boundaries", ["4"], {"1-2": "4 = x"}, spec("discriminants/upv-u21-example.yaml", 7, 1)),
    ("u21-example: boundary x = 4.5 (wrong threshold)", "all", "discriminants: upv-u21-example (variant 1)",
     "boundaries", ["4.5"], {"1-2": "x = 4.5"}, spec("discriminants/upv-u21-example.yaml", 7, 1)),
    ("two-features: right boundaries (slopes and intercepts)", "all", "discriminants: two-features (variant 1)",
     None, None, None, spec("discriminants/two-features.yaml", 7, 1)),
    ("continuous: 0,5 with a decimal comma", "all", "bayes-error: upv-u23-continuous (variant 1)",
     "classifier_error", "0,5", "0,5", spec("bayes-error/upv-u23-continuous.yaml", 7, 1)),
    ("continuous: 1/2 as a fraction", "all", "bayes-error: upv-u23-continuous (variant 1)",
     "classifier_error", "1/2", "1/2", spec("bayes-error/upv-u23-continuous.yaml", 7, 1)),
    ("xor-not-separable: weights 'not separable'", "all", "svm: xor-not-separable (variant 1)",
     "weights", "not separable", "not separable", spec("svm/xor-not-separable.yaml", 7, 1)),
    ("ogd-no-bias (Italian text: 'oppure 0,65 con la virgola'): 0,9952 and -0,0983", "all",
     "logistic-regression: ogd-no-bias (variant 1)", "final_weights", ["0,9952", "-0,0983"],
     ["0,9952", "-0,0983"], spec("logistic-regression/ogd-no-bias.yaml", 7, 1)),
    # The first part of a multiple-choice question, answered with its first option (A).
    ("upv-2022-01-27-q3 (multichoice): wrong A", "all", "bayes-error: upv-2022-01-27-q3 (variant 1)",
     "FIRST", "A", 1, spec("bayes-error/upv-2022-01-27-q3.yaml", 7, 1)),
]


def untied(v):
    """A key value as an answers file writes it: a tie ({class, tied}) as its class."""
    if isinstance(v, dict) and "tied" in v:
        return v["class"]
    if isinstance(v, dict):
        return {k: untied(x) for k, x in v.items()}
    if isinstance(v, list):
        return [untied(x) for x in v]
    return v


def load(path):
    with open(path) as f:
        return json.load(f)


def exercises():
    ex = os.environ.get("EXERCISES")
    if not ex:
        sys.exit("agreement.py: set EXERCISES to the exercises folder that was exported")
    return ex


def question_texts(xmlfile):
    return {x.find("name/text").text: x.find("questiontext/text").text
            for x in ET.parse(xmlfile).getroot() if x.get("type") != "category"}


def make_case(work, ex, n, case):
    """(plan entry, meta entry) of one case; raises LookupError when it cannot be run."""
    label, tag, name, part, mval, xval, how = case
    try:
        summary = load(f"{work}/results/import-{tag}.json")
    except (OSError, ValueError):
        raise LookupError(f"no import summary for {tag}")
    found = [q for q in summary["questions"] if q["name"] == name]
    if not found:
        raise LookupError(f"question '{name}' not imported ({tag})")
    q = found[0]
    qtext = question_texts(f"{work}/xml/{tag}.xml").get(name)
    answers = {k["name"]: k["answers"] for k in load(f"{work}/keys/{tag}.json")}.get(name)
    if qtext is None or answers is None:
        raise LookupError(f"no question text or no key for '{name}'")
    resp, why = P.responses_for(q["qtype"], qtext, answers)
    if resp is None:
        raise LookupError(f"cannot give mlex's answers to Moodle: {why}")
    if part == "FIRST":
        part = list(answers)[0]
    if part is not None and part not in answers:
        raise LookupError(f"no part {part} in mlex's key")
    mlexans = {k: untied(v) for k, v in answers.items()}
    if part is not None:
        if q["qtype"] == "numerical":
            resp = {"answer": mval}
        elif q["qtype"] == "multichoice":
            resp = {"choice": mval}
        else:
            nums = [num for p, inside in P.cloze_parts(qtext) if p == part for num, _t, _b in inside]
            vals = mval if isinstance(mval, list) else [mval]
            if len(nums) < len(vals):
                raise LookupError(f"part {part} has {len(nums)} blank(s) for {len(vals)} value(s)")
            for num, v in zip(nums, vals):
                resp["blanks"][str(num)] = v
        if xval is not None:
            if isinstance(xval, dict) and isinstance(answers[part], dict):
                mlexans[part] = {**answers[part], **xval}
            else:
                mlexans[part] = xval
        else:
            mlexans[part] = None   # not representable in an answers file: not graded by mlex
    afile = f"{work}/mlex-answers/{n:02d}.json"
    if how[0] == "exam":
        _k, exam, seed = how
        exid = P.name_parts(name)[1]
        doc = {"variant": P.name_parts(name)[2], exid: mlexans}
        cmd = [MLEX, "check", f"{ex}/{exam}", afile, "--seed", str(seed), "--json"]
    else:
        _k, path, seed, var = how
        exid = None
        doc = mlexans
        cmd = [MLEX, "check", f"{ex}/{path}", afile, "--seed", str(seed), "--variant", str(var), "--json"]
    with open(afile, "w") as f:
        json.dump(doc, f, ensure_ascii=False)
    return ({"label": label, "questionid": q["id"], "responses": resp},
            {"label": label, "part": part, "exercise": exid, "cmd": cmd, "tag": tag, "name": name,
             "skip_mlex": part is not None and xval is None})


def make_plan(work):
    ex = exercises()
    plan, meta = [], []
    os.makedirs(f"{work}/mlex-answers", exist_ok=True)
    for n, case in enumerate(CASES, 1):
        try:
            p, m = make_case(work, ex, n, case)
        except LookupError as e:
            print(f"case not run: {case[0]}: {e}")
            meta.append({"label": case[0], "missing": str(e)})
            continue
        plan.append(p)
        meta.append(m)
    with open(f"{work}/plan-agreement.json", "w") as f:
        json.dump(plan, f, indent=1, ensure_ascii=False)
    with open(f"{work}/plan-agreement.meta.json", "w") as f:
        json.dump(meta, f, indent=1, ensure_ascii=False)
    print(f"{len(plan)} of {len(CASES)} cases planned")


def mlex_verdict(m):
    """(verdict text, score / total or None)."""
    if m["skip_mlex"]:
        return "n/a (not an answers-file value)", None
    p = subprocess.run(m["cmd"], capture_output=True, text=True)
    try:
        rep = json.loads(p.stdout)
        if m["exercise"]:
            rep = [e for e in rep["exercises"] if e["exercise"] == m["exercise"]][0]["report"]
        parts = rep["parts"]
        score = float(Fraction(str(rep["score"])) / Fraction(str(rep["total"])))
    except (ValueError, KeyError, IndexError, TypeError, ZeroDivisionError):
        return "error: " + (p.stderr.strip() or p.stdout.strip())[:160], None
    if m["part"]:
        pp = [x for x in parts if x["part"] == m["part"]]
        if not pp:
            return f"error: no part {m['part']} in mlex's report", None
        hint = pp[0].get("hint") or ""
        return f"{pp[0]['verdict']}" + (f" ({hint[:90]})" if hint else ""), score
    return ("all right" if rep["all_right"] else "not all right"), score


def cell(text):
    return str(text).replace("|", "/").replace("\n", " ")


def table(work, results):
    meta = load(f"{work}/plan-agreement.meta.json")
    try:
        res = {r["label"]: r for r in load(results)["results"]}
    except (OSError, ValueError, KeyError):
        res = {}
    rows = []
    print("| case | given | Moodle fraction | Moodle feedback | mlex verdict (part) | mlex score | agree |")
    print("|---|---|---|---|---|---|---|")
    for m in meta:
        label = m["label"]
        if "missing" in m or label not in res:
            why = m.get("missing", "no Moodle result (see attempts-agreement.log)")
            rows.append({"case": label, "agree": False, "why": why})
            print(f"| {cell(label)} | | | case not run: {cell(why)} | | | NO |")
            continue
        r = res[label]
        verdict, score = mlex_verdict(m)
        given = r["responses"].get("answer") or r["responses"].get("choice") or ""
        if "blanks" in r["responses"] and m["part"]:
            given = "part " + m["part"]
        fraction = None if r.get("error") else r["fraction"]
        if r.get("error"):
            mf = "ERROR " + r["error"][:80]
        else:
            mf = "" if r["fraction"] is None else f"{r['fraction']:.4g}"
            if r["state"] in ("invalid", "todo", "gaveup"):
                mf += f" ({r['state']})"
        fb = r["review"]["specificfeedback"] + r["review"]["validation"]
        if m["part"] and r.get("blanks"):
            fb = [f"#{i}: {b['response']} -> {b['fraction']}" for i, b in r["blanks"].items()
                  if b["fraction"] is None or float(b["fraction"]) != 1.0]
        if m["skip_mlex"]:
            agree = None
        elif fraction is None or score is None:
            agree = False
        else:
            agree = abs(float(fraction) - score) <= TOLERANCE
            qtext = question_texts(f"{work}/xml/{m['tag']}.xml").get(m["name"], "") if "tag" in m else ""
            if not agree and any(t in qtext for t in TOLD.get(label, [])):
                agree = "told"
        rows.append({"case": label, "given": given, "moodle_fraction": fraction, "mlex_score": score,
                     "mlex_verdict": verdict, "agree": agree})
        sc = "" if score is None else f"{score:.4g}"
        ag = {True: "yes", False: "NO", None: "n/a", "told": "told (the text says the form)"}[agree]
        print(f"| {cell(label)} | {cell(given)} | {mf} | {cell('; '.join(fb)[:160])} | {cell(verdict)} | {sc} | {ag} |")
    with open(f"{work}/results/agreement.json", "w") as f:
        json.dump(rows, f, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    if sys.argv[1:2] == ["plan"] and len(sys.argv) == 3:
        make_plan(sys.argv[2])
    elif sys.argv[1:2] == ["table"] and len(sys.argv) == 4:
        exercises()
        table(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
