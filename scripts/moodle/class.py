#!/usr/bin/env python3
"""The responses a made-up class gives to a quiz of an mlex export, for quiz.php.

  class.py IMPORT.json EXPORT.xml KEY.json BANK.json

KEY.json as plan.py key-exam writes it. BANK.json: for every imported question (by name), the
Moodle responses (attempt.php's form) of four kinds of answer:
  right  mlex's right answers (plan.py's `right`);
  other  the right answers of the next variant of the same question (wrong where the data
         differ: a student who copied a neighbour's sheet);
  slip   the right answers with one modelled slip: the first non-zero number of the question
         with its sign changed (mlex's "missing minus" / sign hints), a multiple-choice part
         answered with the next option;
  half   the first half of the blanks answered right, the rest left empty;
and `blank`, nothing answered, needs no entry. quiz.php chooses one kind per student and
question.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, __import__("os").path.dirname(__file__))
from plan import name_parts, responses_for  # noqa: E402


def slip(resp):
    """The response with one sign slip (or the next option of a multiple choice)."""
    out = json.loads(json.dumps(resp))
    if "answer" in out:
        v = out["answer"]
        out["answer"] = v[1:] if v.startswith("-") else "-" + v
        return out
    if "choice" in out:
        out["choice"] = chr(ord("A") + (ord(out["choice"]) - ord("A") + 1) % 3)
        return out
    for k, v in out["blanks"].items():
        if re.fullmatch(r"-?[0-9.]+", v) and float(v) != 0:
            out["blanks"][k] = v[1:] if v.startswith("-") else "-" + v
            return out
    return out


def half(resp):
    if "blanks" not in resp:
        return resp
    keys = list(resp["blanks"])
    return {"blanks": {k: resp["blanks"][k] for k in keys[: (len(keys) + 1) // 2]}}


def main(imp, xmlfile, keyfile, out):
    questions = json.load(open(imp))["questions"]
    key = {k["name"]: k["answers"] for k in json.load(open(keyfile))}
    texts = {}
    for q in ET.parse(xmlfile).getroot():
        if q.get("type") != "category":
            texts[q.find("name/text").text] = (q.get("type"), q.find("questiontext/text").text)
    qtype = {"cloze": "multianswer"}
    bank = {}
    by_id = {}
    for q in questions:
        p = name_parts(q["name"])
        by_id.setdefault(p[1], []).append((p[2], q["name"]))
    for q in questions:
        name = q["name"]
        t, text = texts[name]
        right, why = responses_for(qtype.get(t, t), text, key[name])
        if right is None:
            sys.exit(f"{name}: {why}")
        kind, ident, k = name_parts(name)
        variants = sorted(by_id[ident])
        nxt = next((n for v, n in variants if v == k % len(variants) + 1), name)
        other, _ = responses_for(qtype.get(t, t), text, key[nxt])
        bank[name] = {"right": right, "other": other or right, "slip": slip(right), "half": half(right)}
    json.dump(bank, open(out, "w"), indent=1, ensure_ascii=False)
    print(f"{len(bank)} questions in the bank")


if __name__ == "__main__":
    main(*sys.argv[1:5])
