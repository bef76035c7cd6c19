#!/usr/bin/env python3
"""Keys and attempt plans for attempt.php, from an mlex export, its import summary and mlex's key.

  plan.py key-exam IMPORT.json EXAM_KEY.json KEY.json
      mlex's answers for every imported question of an exam export, from the key.json that
      `mlex exam EXAM --variants N --seed S -o DIR` writes (same N and S as the export)
  plan.py key-spec IMPORT.json SPEC SEED KEY.json
      the same for a spec file or directory, from `$MLEX solve SPEC --json --seed SEED
      --variant K` for every variant K among the imported questions' names
  plan.py right IMPORT.json EXPORT.xml KEY.json PLAN.json
      one attempt per imported question with mlex's right answers (every blank of a
      cloze question filled from the key; a multiple-choice part by its letter).

KEY.json: a list of {"name": question name, "answers": {part: value}}. Question names are
mlex's `KIND: ID (variant K)`. MLEX (environment): the mlex binary, default `mlex`.
"""
import html
import json
import os
import re
import subprocess
from fractions import Fraction
import sys
import xml.etree.ElementTree as ET

BLANK = re.compile(r"\{(\d*):(NUMERICAL|NM|SHORTANSWER|SA|MW|SHORTANSWER_C|SAC|MWC|"
                   r"MULTICHOICE(?:_V|_H|_S|_VS|_HS)?|MC|MCV|MCH|MCS|MCVS|MCHS|"
                   r"MULTIRESPONSE(?:_H|_S|_HS)?|MR|MRH|MRS|MRHS):(.*?)\}", re.S)


# a part's line of the answers list: `<li data-part="ID">label: blanks</li>` (mlex 0.1.0 wrote
# `<li><code>ID</code>: blanks</li>`)
PART = r'<li(?: data-part="([^"]+)">|><code>([^<]+)</code>:)(.*?)</li>'


def part_line(qtext, part):
    """The text of part `part`'s line of the answers list, or ''."""
    for li in re.finditer(PART, qtext, re.S):
        if (li.group(1) or li.group(2)) == part:
            return li.group(3)
    return ""


def cloze_parts(qtext):
    """[(part, [(blank number, type, body)])] in the order of the 'Answers' list."""
    parts = []
    n = 0
    # every blank is numbered in order of appearance in the whole question text
    blanks = [(m.start(), m.group(1), m.group(2), m.group(3)) for m in BLANK.finditer(qtext)]
    numbered = [(pos, i + 1, t, body) for i, (pos, _w, t, body) in enumerate(blanks)]
    for li in re.finditer(PART, qtext, re.S):
        inside = [(num, t, body) for pos, num, t, body in numbered
                  if li.start() <= pos < li.end()]
        parts.append((li.group(1) or li.group(2), inside))
        n += len(inside)
    if n != len(numbered):
        parts.append(("?unassigned", [(num, t, b) for _p, num, t, b in numbered]))
    return parts


def key_labels():
    """How the export names an answer's map keys (locales/*.ftl, `moodle-key-[KIND-]KEY = label`):
    {KEY with `_` for `-`: [labels]}."""
    out = {}
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "locales")
    for lang in ("en", "it"):
        try:
            lines = open(os.path.join(root, f"{lang}.ftl"), encoding="utf-8").read().splitlines()
        except OSError:
            continue
        for line in lines:
            m = re.match(r"moodle-key-(\S+) = (.+)$", line)
            if m:
                out.setdefault(m.group(1).rsplit("-", 1)[-1], []).append(m.group(2).strip())
    return out


KEY_LABELS = key_labels()


def key_position(text, k):
    """Where the label of key `k` ("KEY: " or its language's name) starts in a part's text."""
    found = []
    for label in [k] + KEY_LABELS.get(k.replace("-", "_"), []):
        m = re.search(r"(?:^|[\s;>(])" + re.escape(html.escape(label, quote=False)) + ": ", text)
        if m:
            found.append(m.start())
    return min(found) if found else -1


def flatten(v, text="", tie="class"):
    """The scalars of a key value in the order of the blanks: a dict's keys in the order
    their labels ("KEY: ") appear in the part's text (mlex's JSON sorts them)."""
    if isinstance(v, dict) and "tied" in v:
        # a tie: mlex accepts every tied class; give the reported class (or another tied one)
        return [v["class"] if tie == "class" else [c for c in v["tied"] if c != v["class"]][0]]
    if isinstance(v, dict):
        keys = list(v.keys())
        pos = {k: key_position(text, k) for k in keys}
        if all(p >= 0 for p in pos.values()):
            keys.sort(key=lambda k: pos[k])
        else:
            try:
                keys.sort(key=lambda k: float(k))
            except ValueError:
                pass
        out = []
        for k in keys:
            out += flatten(v[k], text, tie)
        return out
    if isinstance(v, list):
        out = []
        for x in v:
            out += flatten(x, text, tie)
        return out
    return [v]


def solved_form(text):
    """The numbers a boundary equation's blanks take, [a_1, ..., a_(k-1), c] of its solved form
    x_k = a_1 x_1 + ... + a_(k-1) x_(k-1) + c (k: the highest-index variable with a non-zero
    coefficient), from an equation as mlex writes it (`x2 = -x1 + 1/6`, `x = 4`, `4 = x`);
    None for anything else (`none`, `everywhere`)."""
    t = text.replace("−", "-").replace("₁", "1").replace("₂", "2").replace("₃", "3").replace(" ", "")
    if t.count("=") != 1:
        return None
    coeffs = {}
    for side, sign in zip(t.split("="), (1, -1)):
        for m in re.finditer(r"([+-]?)(\(?[0-9./]*\)?)\*?(x\d*)?", side):
            if not m.group(0):
                continue
            c = m.group(2).strip("()")
            c = Fraction(c) if c else Fraction(1)
            if m.group(1) == "-":
                c = -c
            var = m.group(3)
            i = 0 if var is None else (int(var[1:]) if len(var) > 1 else 1)
            coeffs[i] = coeffs.get(i, 0) + sign * c
    k = max((i for i, c in coeffs.items() if i > 0 and c != 0), default=None)
    if k is None:
        return None
    ck = coeffs[k]
    return [-coeffs.get(i, 0) / ck for i in range(1, k)] + [-coeffs.get(0, 0) / ck]


def expand_equations(flat, inside):
    """`flat` with each equation (a string with `=`) replaced by its solved form's numbers,
    when the blanks ask for numbers there."""
    out = []
    for x in flat:
        if isinstance(x, str) and "=" in x and solved_form(x) is not None:
            out += [str(v) for v in solved_form(x)]
        else:
            out.append(x)
    return out


def decimal(x):
    """What a student types in a Moodle numerical field for an mlex value: an exact
    fraction "p/q" of the key as a decimal (Moodle reads no fractions)."""
    if isinstance(x, str) and re.fullmatch(r"-?\d+/\d+", x):
        return repr(float(Fraction(x)))
    return scalar(x)


def scalar(x):
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, float) and x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return str(x)


def letter(k):
    return chr(ord("A") + int(k) - 1)


def responses_for(qtype, qtext, answers):
    """Moodle responses for mlex's right answers, or (None, why)."""
    if qtype == "numerical":
        (v,) = answers.values()
        return {"answer": decimal(v)}, None
    if qtype == "multichoice":
        (v,) = answers.values()
        return {"choice": letter(v)}, None
    blanks = {}
    for part, inside in cloze_parts(qtext):
        if part not in answers:
            return None, f"part {part} not in key"
        v = answers[part]
        if (len(inside) == 1 and inside[0][1].startswith(("MULTICHOICE", "MC"))
                and isinstance(v, int) and not isinstance(v, bool)):
            blanks[str(inside[0][0])] = letter(v)   # a multiple-choice part: option number
            continue
        flat = expand_equations(flatten(v, part_line(qtext, part)), inside)
        if len(flat) != len(inside):
            return None, f"part {part}: {len(flat)} values for {len(inside)} blanks"
        for (num, t, body), x in zip(inside, flat):
            if t.startswith(("NUMERICAL", "NM")):
                blanks[str(num)] = decimal(x)
            elif t.startswith(("MULTICHOICE", "MC")) and isinstance(x, bool):
                # yes/no in the question's language: the first option is yes, the second no
                opts = re.findall(r"(?:^|~)(?:=|%[-0-9.]+%)([^~#]*)", body)
                blanks[str(num)] = html.unescape(opts[0 if x else 1]).strip()
            else:
                # a class, a word, or a yes/no choice (its option text)
                blanks[str(num)] = scalar(x)
    return {"blanks": blanks}, None


NAME = re.compile(r"(.*): (.*) \(variant (\d+)\)$")


def name_parts(name):
    """(kind, id, variant) of an mlex question name, or None."""
    m = NAME.match(name)
    return (m.group(1), m.group(2), int(m.group(3))) if m else None


def key_exam(imp, exam_key, out):
    ek = json.load(open(exam_key))
    key = []
    for q in json.load(open(imp))["questions"]:
        p = name_parts(q["name"])
        if p and 1 <= p[2] <= len(ek) and p[1] in ek[p[2] - 1]["answers"]:
            key.append({"name": q["name"], "answers": ek[p[2] - 1]["answers"][p[1]]})
    json.dump(key, open(out, "w"), indent=1, ensure_ascii=False)
    print(f"{len(key)} keyed")


def key_spec(imp, spec, seed, out):
    mlex = os.environ.get("MLEX", "mlex")
    questions = json.load(open(imp))["questions"]
    variants = sorted({p[2] for p in map(name_parts, (q["name"] for q in questions)) if p})
    solved = {}
    for v in variants:
        r = subprocess.run([mlex, "solve", spec, "--json", "--seed", str(seed), "--variant", str(v)],
                           capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"mlex solve {spec} --seed {seed} --variant {v}: {r.stderr.strip()[:300]}")
        for e in json.loads(r.stdout):
            solved[(e["kind"], e["id"], v)] = e["answers"]
    key = []
    for q in questions:
        p = name_parts(q["name"])
        if p in solved:
            key.append({"name": q["name"], "answers": solved[p]})
    json.dump(key, open(out, "w"), indent=1, ensure_ascii=False)
    print(f"{len(key)} keyed")


def right(imp, xmlfile, keyfile, out):
    summary = json.load(open(imp))
    key = {k["name"]: k["answers"] for k in json.load(open(keyfile))}
    texts = {}
    for q in ET.parse(xmlfile).getroot():
        if q.get("type") != "category":
            texts[q.find("name/text").text] = (q.get("type"), q.find("questiontext/text").text)
    plan, skipped = [], []
    for q in summary["questions"]:
        if q["name"] not in key:
            skipped.append({"name": q["name"], "why": "no key"})
            continue
        if q["name"] not in texts:
            skipped.append({"name": q["name"], "why": "not in the exported XML"})
            continue
        _t, qtext = texts[q["name"]]
        try:
            resp, why = responses_for(q["qtype"], qtext, key[q["name"]])
        except (ValueError, TypeError, KeyError) as e:
            resp, why = None, f"{type(e).__name__}: {e}"
        if resp is None:
            skipped.append({"name": q["name"], "why": why})
            continue
        plan.append({"label": "right " + q["name"], "questionid": q["id"], "responses": resp})
    json.dump(plan, open(out, "w"), indent=1, ensure_ascii=False)
    # Questions that could not be given an attempt, for the summary.
    json.dump(skipped, open(re.sub(r"\.json$", "", out) + ".skipped.json", "w"), indent=1,
              ensure_ascii=False)
    print(f"{len(plan)} attempts, {len(skipped)} skipped")
    for s in skipped:
        print("  skipped:", s["name"], "-", s["why"])


def main():
    args = sys.argv[1:]
    if args[:1] == ["key-exam"] and len(args) == 4:
        key_exam(*args[1:])
    elif args[:1] == ["key-spec"] and len(args) == 5:
        key_spec(*args[1:])
    elif args[:1] == ["right"] and len(args) == 5:
        right(*args[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
