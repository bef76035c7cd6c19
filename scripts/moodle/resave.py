#!/usr/bin/env python3
"""resave.py — what an instructor's "open in the editor, save unchanged" does to mlex's questions.

Exports the sample exam (TeX and MathML), imports each file into a new course of a real
Moodle (import.php), then, logged in as the site admin in headless Chromium (Python
playwright), opens every imported question's edit form, waits for TinyMCE to load its text,
and presses "Save changes" without touching anything. Then compares what Moodle stores
before and after (dump.php: the question text, general feedback, answers and, for a cloze
question, every blank's code), previews each saved question (screenshot) and attempts it
with mlex's right answers through the question engine (attempt.php, deferred feedback).

  MLEX=... EXERCISES=... MOODLE_DIR=... WORK=... python3 resave.py [--forceclean] [--math tex,mathml]

Moodle must be served at its wwwroot (config.php's $CFG->wwwroot), e.g. for
http://127.0.0.1:8080:  php -S 127.0.0.1:8080 -t "$MOODLE_DIR"  (PHP_CLI_SERVER_WORKERS=4
helps). --forceclean sets the site's forceclean on for the saves and previews and restores
its old value afterwards (it is site-wide: not while others use the site for display).

Environment (default): MLEX (mlex on PATH), EXERCISES (./exercises), MOODLE_DIR (required),
WORK (required: exports, dumps, diffs, screenshots), RUN (date-time; part of the course
names), SEED (42), ADMINPASS (Admin-pass1!, install.sh's), CHROMIUM (/usr/bin/chromium),
PHP (php).

Prints per question what changed, then one summary line per math form:
  resave tex: N of N questions saved unchanged in TinyMCE, S stored as imported, W changed in
  whitespace only, C changed (what: counts before->after); right answers after the save M/N scored 1.0
Exit status 0 when every save went through and every right answer still scores 1.0, 1
otherwise, 2 on a setup error.
"""
import difflib
from html.parser import HTMLParser
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def die(msg):
    print(f"resave.py: {msg}", file=sys.stderr)
    sys.exit(2)


def run(cmd, log=None, check=True, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if log:
        with open(log, "w") as f:
            f.write(r.stdout + r.stderr)
    if check and r.returncode != 0:
        die(f"{' '.join(cmd[:3])} ... failed ({r.returncode}): {(r.stdout + r.stderr)[-600:]}")
    return r


# What a save may lose, counted over a question's stored texts (the question text, the
# general feedback and every blank's cloze code).
FEATURES = {
    "tables": r"<table\b",
    "bordered cells": r"<t[hd]\b[^>]*style=\"[^\"]*border:",
    "captions": r"<caption\b",
    "scope": r"\bscope=\"(?:col|row)\"",
    "styled paragraphs": r"<p style=",
    "TeX \\(": r"\\\(",
    "TeX $$": r"\$\$",
    "TeX \\[": r"\\\[",
    "MathML <math>": r"<math\b",
    "block <math>": r"<math\b[^>]*display: block",
    "data-part": r"\bdata-part=",
    "blanks {#N}": r"\{#\d+\}",
    "images": r"<img\b",
}


def texts(q):
    yield q["questiontext"]
    yield q["generalfeedback"]
    for a in q["answers"]:
        yield a["answer"] + a["feedback"]
    for s in q["subquestions"]:
        if s:
            yield s["questiontext"]


def features(q):
    whole = "\n".join(texts(q))
    counts = {k: len(re.findall(p, whole)) for k, p in FEATURES.items()}
    counts["answers in <p>"] = sum(1 for a in q["answers"] if a["answer"].lstrip().startswith("<p"))
    return counts


class Tokens(HTMLParser):
    """An HTML text as tags (attributes sorted) and words: what a save may change but for
    whitespace, line breaks in the source, `<br/>` for `<br>` and the order of attributes."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tokens = []

    def handle_starttag(self, tag, attrs):
        self.tokens.append(("<", tag, tuple(sorted(attrs))))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        self.tokens.append((">", tag))

    def handle_data(self, data):
        self.tokens.extend(("w", w) for w in data.split())


def tokens(text):
    t = Tokens()
    t.feed(text)
    t.close()
    return t.tokens


def same_but_whitespace(b, a):
    """The question's texts and answers equal but for the HTML's whitespace."""
    if [tokens(x) for x in texts(b)] != [tokens(x) for x in texts(a)]:
        return False
    strip = lambda q: {k: v for k, v in comparable(q).items()
                       if k not in ("questiontext", "generalfeedback", "answers", "subquestions")}
    return strip(b) == strip(a) and [s and {k: v for k, v in s.items() if k != "questiontext"}
                                     for s in b["subquestions"]] == [
        s and {k: v for k, v in s.items() if k != "questiontext"} for s in a["subquestions"]]


def comparable(q):
    return {k: v for k, v in q.items() if k not in ("latest_id", "version")}


def main():
    args = sys.argv[1:]
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    forceclean = "--forceclean" in args
    maths = ["tex", "mathml"]
    if "--math" in args:
        maths = args[args.index("--math") + 1].split(",")
    mlex = shutil.which(os.environ.get("MLEX", "mlex")) or die("set MLEX to the mlex binary")
    mlex = os.path.abspath(mlex)
    exercises = os.path.abspath(os.environ.get("EXERCISES", "exercises"))
    moodle = os.environ.get("MOODLE_DIR") or die("set MOODLE_DIR (Moodle's code, with config.php)")
    work = os.environ.get("WORK") or die("set WORK (where the results go)")
    run_id = os.environ.get("RUN", time.strftime("%Y%m%d-%H%M%S"))
    seed = os.environ.get("SEED", "42")
    php = os.environ.get("PHP", "php")
    adminpass = os.environ.get("ADMINPASS", "Admin-pass1!")
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    exam = os.path.join(exercises, "exams", "sample-exam.yaml")
    os.path.isfile(exam) or die(f"no {exam}")
    os.path.isfile(os.path.join(moodle, "config.php")) or die(f"no Moodle at {moodle}")
    os.makedirs(work, exist_ok=True)
    work = os.path.abspath(work)
    env = dict(os.environ, MOODLE_DIR=os.path.abspath(moodle), MLEX=mlex)
    cfg = lambda *a: run([php, "admin/cli/cfg.php", *a], cwd=moodle, env=env).stdout.strip()
    wwwroot = cfg("--name=wwwroot")
    print(f"Moodle {cfg('--name=release')} at {wwwroot}; {run([mlex, '--version']).stdout.strip()}; "
          f"results in {work}")

    # 1. export, import, key and right-answer plan per math form
    run([mlex, "exam", exam, "--variants", "1", "--seed", seed, "--format", "md", "-o",
         f"{work}/examout"], env=env)
    sets = {}
    for m in maths:
        xml = f"{work}/exam-{m}.xml"
        run([mlex, "export", "moodle", exam, "--variants", "1", "--seed", seed, "--math", m, "-o", xml])
        imp = f"{work}/import-{m}.json"
        run([php, f"{HERE}/import.php", xml, f"resave-{m}-{run_id}", imp], env=env,
            log=f"{work}/import-{m}.log")
        run(["python3", f"{HERE}/plan.py", "key-exam", imp, f"{work}/examout/key.json",
             f"{work}/key-{m}.json"], env=env)
        run(["python3", f"{HERE}/plan.py", "right", imp, xml, f"{work}/key-{m}.json",
             f"{work}/plan-{m}.json"], env=env)
        i = json.load(open(imp))
        ids = [q["id"] for q in i["questions"]]
        run([php, f"{HERE}/dump.php", f"{work}/before-{m}.json", *map(str, ids)], env=env)
        sets[m] = {"courseid": i["courseid"], "ids": ids}

    # 2. open every question's edit form in the browser and save it unchanged
    from playwright.sync_api import sync_playwright
    old_forceclean = cfg("--name=forceclean")
    saves = {}
    try:
        if forceclean:
            cfg("--name=forceclean", "--set=1")
            print(f"forceclean on (was {old_forceclean})")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1200, "height": 1000})
            page.set_default_timeout(180_000)
            page.goto(f"{wwwroot}/login/index.php")
            page.fill("#username", "admin")
            page.fill("#password", adminpass)
            with page.expect_navigation():
                page.click("#loginbtn")
            if "/login/" in page.url:
                shown = page.locator(".alert, .loginerrors").all_inner_texts()
                die(f"could not log in as admin (ADMINPASS?): {' '.join(shown).strip() or page.url}")
            for m in maths:
                os.makedirs(f"{work}/shots-{m}", exist_ok=True)
                for qid in sets[m]["ids"]:
                    page.goto(f"{wwwroot}/question/bank/editquestion/question.php?id={qid}"
                              f"&courseid={sets[m]['courseid']}")
                    page.wait_for_function(
                        "window.tinymce && tinymce.get('id_questiontext')"
                        " && tinymce.get('id_questiontext').initialized")
                    page.wait_for_timeout(500)
                    with page.expect_navigation():
                        page.click("#id_submitbutton")
                    ok = "editquestion/question.php" not in page.url
                    errors = page.locator(".form-control-feedback.invalid-feedback:visible, .error:visible")
                    err = [t.strip() for t in errors.all_inner_texts() if t.strip()]
                    if not ok:
                        page.screenshot(path=f"{work}/shots-{m}/{qid}-save-failed.png", full_page=True)
                    saves[qid] = {"saved": ok, "errors": err}
                    print(f"{m} {qid}: {'saved' if ok else 'NOT saved'} {'; '.join(err)}", flush=True)
            # 3. the saved questions as a student sees them (the preview page)
            after = {}
            for m in maths:
                after_file = f"{work}/after-{m}.json"
                run([php, f"{HERE}/dump.php", after_file, *map(str, sets[m]["ids"])], env=env)
                after[m] = json.load(open(after_file))
                for qid in sets[m]["ids"]:
                    new = after[m][str(qid)]["latest_id"]
                    page.goto(f"{wwwroot}/question/bank/previewquestion/preview.php?id={new}"
                              f"&courseid={sets[m]['courseid']}")
                    page.wait_for_load_state("networkidle")
                    page.locator(".que").first.screenshot(path=f"{work}/shots-{m}/{qid}-preview.png")
            browser.close()

        # 4. right answers through the question engine, on the saved versions
        for m in maths:
            plan = json.load(open(f"{work}/plan-{m}.json"))
            for item in plan:
                item["questionid"] = after[m][str(item["questionid"])]["latest_id"]
            json.dump(plan, open(f"{work}/plan-{m}-after.json", "w"), indent=1)
            run([php, f"{HERE}/attempt.php", f"{work}/plan-{m}-after.json", f"{work}/attempts-{m}-after"],
                env=env, log=f"{work}/attempts-{m}-after.log", check=False)
    finally:
        if forceclean:
            cfg("--name=forceclean", f"--set={old_forceclean or 0}")
            print(f"forceclean restored to {old_forceclean or 0}")

    # 5. compare
    status = 0
    lines = []
    for m in maths:
        before = json.load(open(f"{work}/before-{m}.json"))
        try:
            results = json.load(open(f"{work}/attempts-{m}-after/results.json"))["results"]
        except (OSError, ValueError, KeyError):
            results = []
        scored = sum(1 for r in results if not r["error"] and r["fraction"] is not None
                     and r["fraction"] >= 1 - 1e-7)
        same, spaces, changed, lost = 0, 0, 0, {}
        for qid in sets[m]["ids"]:
            b, a = before[str(qid)], after[m][str(qid)]
            new_version = a["latest_id"] != b["latest_id"]
            if comparable(a) == comparable(b):
                same += 1
                print(f"{m} {qid} {b['qtype']:<12} version {b['version']}->{a['version']}: stored as imported")
                continue
            fb, fa = features(b), features(a)
            blanks = [k + 1 for k, (sb, sa) in enumerate(zip(b["subquestions"], a["subquestions"]))
                      if sb != sa]
            diff = {k: (fb[k], fa[k]) for k in fb if fb[k] != fa[k]}
            if blanks:
                diff["blank codes"] = (len(b["subquestions"]), f"{len(blanks)} changed")
            if same_but_whitespace(b, a) and not blanks:
                spaces += 1
                what = "whitespace only"
            else:
                changed += 1
                what = ", ".join(f"{k} {x}->{y}" for k, (x, y) in diff.items()) or "other markup"
                for k in diff:
                    lost[k] = lost.get(k, 0) + 1
            with open(f"{work}/diff-{m}-{qid}.txt", "w") as f:
                for part, tb, ta in [("questiontext", b["questiontext"], a["questiontext"]),
                                     ("generalfeedback", b["generalfeedback"], a["generalfeedback"])] + [
                        (f"blank {k + 1}", json.dumps(sb), json.dumps(sa))
                        for k, (sb, sa) in enumerate(zip(b["subquestions"], a["subquestions"]))]:
                    f.writelines(difflib.unified_diff(tb.splitlines(True), ta.splitlines(True),
                                                      f"{part} before", f"{part} after"))
            print(f"{m} {qid} {b['qtype']:<12} version {b['version']}->{a['version']}"
                  f"{'' if new_version else ' (no new version)'}: {what} (diff-{m}-{qid}.txt)")
        n = len(sets[m]["ids"])
        notsaved = sum(1 for q in sets[m]["ids"] if not saves[q]["saved"])
        what = "; ".join(f"{k} in {v}" for k, v in lost.items()) or "other markup"
        lines.append(f"resave {m}{' (forceclean)' if forceclean else ''}: {n - notsaved} of {n} questions "
                     f"saved unchanged in TinyMCE, {same} stored as imported, {spaces} changed in "
                     f"whitespace only, {changed} changed" + (f" ({what})" if changed else "") +
                     f"; right answers after the save {scored}/{len(results)} scored 1.0")
        if notsaved or scored != len(results) or not results:
            status = 1
    print("== summary")
    for line in lines:
        print(line)
    return status


if __name__ == "__main__":
    sys.exit(main())
