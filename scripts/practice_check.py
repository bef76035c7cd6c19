#!/usr/bin/env python3
"""The practice page (`mlex practice`, docs/practice.md) in a real headless Chromium: mlex's
checker compiled to WebAssembly, driven as a student drives it. Fails (exit 1) when a scenario
does not end as expected, on any console or page error, any dialog, or any request other than
the page itself (each is blocked and counted).

Scenarios (the expected values are the seed's or worked out by hand, said where they are written):
  * exercises/perceptron/upv-2023-01-26.yaml: the right answers typed → "All right"; a trace with a
    slip at step 2 → step 2 reported by its box (`the box under w₁, d = 2`), steps 3 and 4 credited (error
    carried forward), the final weights consistent with the Trace; `1,5` and
    `one` in a number box and `abc` in a class box → a message at that box; the answers downloaded and given to `mlex check` → exit 0; the
    boxes kept across a reload (localStorage); "Show solution" shows the worked key;
  * a rounded part (holdout, error rate 1/3 at 4 decimals): `1/3` and `0.3333` right, `0.333`
    wrong; `0,3333` on a page made with --decimal-comma right, on the others a message; `−1/3` with
    a Unicode minus read as a number (and wrong);
  * an Italian page (--lang it): `1,0` right, Italian verdicts and box messages;
  * multiple choice (seed 003's 2023_01_17 Q2): option C wrong, D right;
  * variants (--seed 7 --variants 3): "Another variant" shows the next; its downloaded answers give
    `mlex check --seed 7 --variant 2` the page's verdicts;
  * an exam (sample-exam.yaml --seed 2026 --variants 2): the answers of `mlex exam`'s key.json
    typed → "All right" and 12 / 12, its download graded all right by `mlex check EXAM --seed`;
    one entry of question 3 wrong → only question 3 marked (2/3 of its point) and only that
    entry's box marked wrong; `dog` in a class
    box → a message at the box; the boxes kept across a reload; "Another variant" → variant 2,
    all right, its download naming variant 2;
  * injection: the carriers of tests/cli/injection.rs's payloads (title, statement, class labels)
    and the payloads typed into the boxes: no dialog, no request, the text shown;
  * as the worksheet says it (perceptron, Bayes error, logistic regression; English and Italian):
    the parts' titles of the worked solution in the legends and the boxes' labels, the weights'
    tables with a column per class w₁ … and a row per entry d (w₀, w₁ for one vector), scores
    as decimals (`1.5 / 1.5`, no points for a part worth none), a part whose boxes are not
    answers left out of the score and said so, the box's message tied to it
    (aria-describedby), every box message clear of every other box at 1280 and 390 px;
  * wrong cells marked: after Check exactly the boxes the checker found wrong are marked (the
    slipped trace entry, not the steps carried forward from it; the wrong final weight; the
    wrong Bayes decision), with aria-invalid and a dashed border (not colour alone), the right
    boxes not; the mark goes when the box is edited, comes back on Check, goes on Clear;
  * the Bayes decisions headed by the rows' x as the worksheet's table names them
    (x = (0, 0) … x = (1, 1); no worksheet of mlex says a–d), not 1–4;
  * an exam whose spec says `lang: it`: its page in Italian without --lang;
  * every kind as its worksheet (every shipped exercise but exams and variants, English and
    Italian): no part key (`final_weights`, `xtx`) in a legend, a box's label or a header; the
    answers keyed by the language's words (`from`/`da`, `logistic regression`); the named boxes
    of the worksheet's answer tables (least squares' normal equations `w₀ … | X̄ᵀy` by
    `∂E/∂w_d = 0`, logistic regression's gradient `∂L/∂w_j` and Hessian `0 … d`, softmax
    regression's logits a row per sample and a column per class, surrogate losses by loss and η,
    decision rules by c_k(x) and x, SVM's ω, Gaussian posteriors P(c | x)); no box over
    another at 1280 and 390 px after Check; axe-core finds nothing before and after Check and
    Show solution; with every box typed `1`, no line under the boxes names a place by the
    answers file's key or an entry's number (no code, part key, `xtx`, `entry 3`);
  * accessible: axe-core (every rule, any impact) finds nothing on each page kind (exercise,
    multiple choice, variants, exam), before and after Check and Show solution;
  * by keyboard alone: Tab reaches the boxes in order, Enter checks, Space shows the solution,
    "Another variant" keeps the focus on the shown variant's button.
Screenshots of the states go to --out DIR when given (the worksheet scenario's at 1280 and 390 px).

Usage: scripts/practice_check.py [--mlex PATH] [--wasm FILE] [--chromium PATH] [--axe FILE] [--out DIR]
                                 [--only every-kind]
Needs what scripts/browser_check.py needs (chromium, playwright), axe-core (`npm install
axe-core`: --axe, default node_modules/axe-core/axe.min.js under target/tools or the current
directory) and the checker built by scripts/build-practice.sh (or an mlex with it built in).
Exit status: 0 when every scenario passed, 1 when one failed, 2 when the tools are missing.
"""
import argparse
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SPEC = ROOT / "exercises" / "perceptron" / "upv-2023-01-26.yaml"

# Seed 003, exam 2023_01_26 (the spec's `stated:`): one pass over 4 samples, only sample 4 (x = (1, 2),
# y = 2) misclassified: w3·x̄ + 0.1 = −6.9 > g = w2·x̄ = −10, so w3 −= x̄ and w2 += x̄.
W0 = {"1": [-1, 4, -10], "2": [0, -6, -2], "3": [-3, -8, 2]}
W4 = {"1": [-1, 4, -10], "2": [1, -5, 0], "3": [-4, -9, 0]}
RIGHT_TRACE = [W0, W0, W0, W4]
# A slip at step 2: w1's third weight written −9. By hand from that state: step 3 (x = (2, 2), y = 1):
# g = −1 + 8 − 18 = −11; w2·x̄ + 0.1 = −15.9, w3·x̄ + 0.1 = −14.9, neither beats it: no change. Step 4
# (x = (1, 2), y = 2): g = −10, w1·x̄ + 0.1 = −14.9 (no), w3·x̄ + 0.1 = −6.9 (yes): w3 → (−4, −9, 0),
# w2 → (1, −5, 0).
SLIP = {"1": [-1, 4, -9], "2": [0, -6, -2], "3": [-3, -8, 2]}
SLIP_TRACE = [W0, SLIP, SLIP, {"1": [-1, 4, -9], "2": [1, -5, 0], "3": [-4, -9, 0]}]

EXAM = ROOT / "exercises" / "exams" / "sample-exam.yaml"

HOLDOUT = "kind: holdout\nid: third\nerrors: 1\ntest_size: 3\nask: [error_rate]\n"  # ε̂ = 1/3 (digits 4)

PAYLOADS = [  # from tests/cli/injection.rs (make_injection_corpus.py)
    "<script>alert('ZZ01')</script>",
    "<img src=x onerror=alert('ZZ02')>",
    "<svg onload=alert('ZZ03')>",
    "[clickZZ04](javascript:alert('ZZ04'))",
    "<iframe src=\"javascript:alert('ZZ11')\"></iframe> ZZ11",
    "<base href=\"https://evil.example/ZZ13/\"> ZZ13",
]


class Tab:
    def __init__(self, browser, out):
        self.ctx = browser.new_context(viewport={"width": 1000, "height": 900}, accept_downloads=True)
        self.page = self.ctx.new_page()
        self.url = None
        self.out = out
        self.problems = []
        self.ctx.route("**/*", self.route)
        self.page.on("console", lambda m: self.problems.append(f"console error: {m.text[:200]}") if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {str(e)[:200]}"))
        self.page.on("dialog", self.dialog)

    def dialog(self, d):
        self.problems.append(f"dialog: {d.message[:100]}")
        d.dismiss()

    def route(self, r):
        if r.request.url == self.url and r.request.is_navigation_request():
            r.continue_()
        else:
            self.problems.append(f"request: {r.request.url[:120]}")
            r.abort()

    def open(self, path):
        self.url = path.resolve().as_uri()
        self.page.goto(self.url, wait_until="load")
        self.ready()

    def ready(self):
        # polled with evaluate: wait_for_function evaluates a string, which the page's CSP forbids
        for _ in range(200):
            status = self.page.evaluate("() => [document.querySelector('.practice-status').textContent, document.querySelector('.practice-status').className]")
            if "failed" in status[1]:
                raise RuntimeError(f"the checker did not start: {status[0]}")
            if not status[0].endswith("…"):  # "Loading the checker…" / "Caricamento del correttore…"
                return
            self.page.wait_for_timeout(100)
        raise RuntimeError("the checker did not start in 20 s")

    def shot(self, name):
        if self.out:
            self.page.screenshot(path=str(self.out / f"{name}.png"), full_page=True)

    def axe(self, what, failures):
        """axe-core on the page as it is: every rule, any impact."""
        if not AXE:
            return
        self.page.evaluate(AXE + "\n;0")
        found = self.page.evaluate("""() => axe.run(document, { resultTypes: ['violations'] }).then(r =>
          r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 2).map(n => n.target.join(' ')).join(', ')))""")
        expect(failures, not found, f"axe-core: no finding {what} ({found[:4]})")

    def overlaps(self):
        """Box messages and boxes whose boxes overlap another box or message (at this width)."""
        return self.page.evaluate("""() => {
          const els = Array.from(document.querySelectorAll('article:not([hidden]) fieldset.part input[type=text], article:not([hidden]) .box-messages li'))
            .filter(e => e.offsetParent !== null).map(e => [e, e.getBoundingClientRect()]);
          const bad = [];
          for (let i = 0; i < els.length; i++) for (let j = i + 1; j < els.length; j++) {
            const a = els[i][1], b = els[j][1];
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
              bad.push((els[i][0].id || els[i][0].textContent.slice(0, 30)) + ' / ' + (els[j][0].id || els[j][0].textContent.slice(0, 30)));
          }
          return bad;
        }""")

    def article(self, k=1):
        return self.page.locator(f"#variant-{k}")

    def fill_value(self, k, part, value, within=""):
        """Types a value (a number, a list, a dict of lists, a list of those) into its boxes
        (`within`: the selector of an exam's question)."""
        def leaves(v, path):
            if isinstance(v, dict):
                for i, x in enumerate(v.values()):
                    yield from leaves(x, f"{path}.{i}" if path else str(i))
            elif isinstance(v, list):
                for i, x in enumerate(v):
                    yield from leaves(x, f"{path}.{i}" if path else str(i))
            else:
                yield path, str(v)
        fs = self.article(k).locator(f'{within} fieldset[data-part="{part}"]'.strip())
        if fs.locator("[data-choice]").count():
            for n in value if isinstance(value, list) else [value]:
                fs.locator(f'input[value="{n}"]').check()
            return
        for path, text in leaves(value, ""):
            fs.locator(f'input[data-path="{path}"]').fill(text.replace("-", "−"))  # as students type it

    def check(self, k=1):
        self.article(k).locator("button[data-action=check]").click()
        return self.page.evaluate("""k => {
          const a = document.getElementById('variant-' + k);
          const parts = {};
          a.querySelectorAll('fieldset.part').forEach(f => parts[f.dataset.part] = {
            cls: f.className, verdict: f.querySelector('.verdict').textContent, feedback: f.querySelector('.feedback').textContent,
            codes: f.querySelectorAll('.feedback code').length,
            errors: Array.from(f.querySelectorAll('.box-messages .msg')).map(e => e.textContent).filter(t => t) });
          return { score: a.querySelector('.score').textContent, parts };
        }""", k)


    def fill_exam(self, k, answers):
        """Types an exam's answers (key.json's `answers`: per exercise id, per part) into variant k."""
        for ex, parts in answers.items():
            for part, value in parts.items():
                self.fill_value(k, part, value, f'section.question[data-exercise="{ex}"]')

    def check_exam(self, k=1):
        self.article(k).locator("button[data-action=check]").click()
        return self.page.evaluate("""k => {
          const a = document.getElementById('variant-' + k);
          const qs = {};
          a.querySelectorAll('section.question').forEach(q => {
            const parts = {};
            q.querySelectorAll('fieldset.part').forEach(f => parts[f.dataset.part] = {
              cls: f.className, verdict: f.querySelector('.verdict').textContent,
              errors: Array.from(f.querySelectorAll('.box-messages .msg')).map(e => e.textContent).filter(t => t) });
            qs[q.dataset.exercise] = { score: q.querySelector('.question-score').textContent, parts };
          });
          return { score: a.querySelector('.score').textContent, questions: qs };
        }""", k)

    def download(self, k, path):
        with self.page.expect_download() as d:
            self.article(k).locator("button[data-action=download]").click()
        d.value.save_as(path)
        return path


AXE = None  # axe-core's source, read in main()


def expect(failures, cond, what):
    print(f"  {'ok  ' if cond else 'FAIL'} {what}")
    if not cond:
        failures.append(what)


def practice(mlex, wasm, spec, out, *extra):
    cmd = [mlex, "practice", str(spec), "-o", str(out)] + (["--wasm", str(wasm)] if wasm else []) + list(extra)
    subprocess.run(cmd, check=True, cwd=ROOT)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mlex", default=str(ROOT / "target" / "debug" / "mlex"))
    ap.add_argument("--wasm", default=None, help="the checker (default: mlex practice's own search)")
    ap.add_argument("--chromium", default=None)
    ap.add_argument("--out", type=pathlib.Path, help="keep the pages, downloads and screenshots here")
    ap.add_argument("--axe", type=pathlib.Path, help="axe-core's axe.min.js (default: node_modules/axe-core under target/tools or .)")
    ap.add_argument("--only", choices=["every-kind"], help="run only this scenario")
    a = ap.parse_args()
    global AXE
    axe = a.axe or next((p for p in (ROOT / "target" / "tools" / "node_modules" / "axe-core" / "axe.min.js",
                                      pathlib.Path("node_modules/axe-core/axe.min.js")) if p.is_file()), None)
    if not axe or not axe.is_file():
        print("error: axe-core is missing\n  help: npm install --prefix target/tools axe-core", file=sys.stderr)
        return 2
    AXE = axe.read_text()
    exe = a.chromium or next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    if not exe:
        print("error: no Chromium on PATH\n  help: apt-get install -y chromium", file=sys.stderr)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("error: the Python package `playwright` is missing\n  help: pip install playwright", file=sys.stderr)
        return 2
    failures = []
    with tempfile.TemporaryDirectory(prefix="mlex-practice-") as tmp:
        out = a.out or pathlib.Path(tmp)
        out.mkdir(parents=True, exist_ok=True)
        shots = out if a.out else None
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox", "--disable-gpu"])

            if a.only == "every-kind":
                every_kind(browser, a, out, shots, failures)
                browser.close()
                print(f"\n{'FAILED: ' + str(len(failures)) + ' checks' if failures else 'every practice-page check passed'}")
                return 1 if failures else 0
            print("upv-2023-01-26: right answers, a slip at step 2, garbage, download, reload")
            page = practice(a.mlex, a.wasm, SPEC, out / "upv.html")
            expect(failures, page.stat().st_size < 1_500_000, f"the page is {page.stat().st_size} bytes (< 1.5 MB)")
            t = Tab(browser, shots)
            t.open(page)
            t.fill_value(1, "trace", RIGHT_TRACE)
            t.fill_value(1, "errors", 1)
            t.fill_value(1, "final_weights", W4)
            t.fill_value(1, "discriminants", {"1": -31, "2": -24, "3": -49})
            t.fill_value(1, "classify", 2)
            r = t.check()
            t.shot("right")
            expect(failures, r["score"].startswith("All right") and "2 / 2" in r["score"], f"all right: {r['score']!r}")
            expect(failures, all(v["cls"] == "part right" for v in r["parts"].values()), "every part marked right")
            with t.page.expect_download() as d:
                t.article().locator("button[data-action=download]").click()
            answers = out / "answers.yaml"
            d.value.save_as(answers)
            c = subprocess.run([a.mlex, "check", str(SPEC), str(answers)], cwd=ROOT, capture_output=True, text=True)
            expect(failures, c.returncode == 0, f"mlex check on the downloaded answers exits {c.returncode} (0: all right)")
            t.page.reload(wait_until="load")
            kept = t.article().locator('fieldset[data-part="classify"] input').input_value()
            expect(failures, kept == "2", f"the boxes are kept across a reload (classify: {kept!r})")
            t.fill_value(1, "trace", SLIP_TRACE)
            t.fill_value(1, "final_weights", SLIP_TRACE[-1])
            t.fill_value(1, "discriminants", {"1": -31, "2": -24, "3": -49})
            t.ready()
            r = t.check()
            t.shot("slip")
            tr = r["parts"]["trace"]
            expect(failures, "partial" in tr["cls"] and "step 2 (iteration 1, sample 2) is the first that differs" in tr["feedback"],
                   f"the trace: step 2 reported ({tr['verdict']}; {tr['feedback'][:120]})")
            expect(failures, "error carried forward): 3, 4" in tr["feedback"], "steps 3 and 4 credited (error carried forward)")
            # the lines name the page's boxes, never the answers file's keys as code (issue 41)
            expect(failures, not any("`" in p["feedback"] or p["codes"] for p in r["parts"].values()),
                   f"report lines name boxes, no key as code ({[p['feedback'][:80] for p in r['parts'].values()]})")
            expect(failures, "the box under w₁, d = 2 is wrong" in tr["feedback"]
                   and "consistent with your answer to Trace" in r["parts"]["final_weights"]["feedback"],
                   f"the slipped box named as the page names it ({tr['feedback'][:160]})")
            fw = r["parts"]["final_weights"]
            expect(failures, "consistent" in fw["cls"], f"the final weights consistent with the trace ({fw['verdict']})")
            t.article().locator('fieldset[data-part="classify"] input').fill("abc")
            t.article().locator('fieldset[data-part="errors"] input').fill("1,5")
            r = t.check()
            t.shot("garbage")
            cl = r["parts"]["classify"]
            expect(failures, cl["errors"] == ["not a class: write one of 1, 2, 3"] and cl["verdict"] == "fix the marked boxes",
                   f"`abc` in a class box: a message at the box ({cl['errors']}, {cl['verdict']})")
            er = r["parts"]["errors"]
            expect(failures, er["errors"] and "decimal point" in er["errors"][0] and er["verdict"] == "fix the marked boxes",
                   f"`1,5` in a number box: a message at the box ({er['errors']})")
            t.article().locator('fieldset[data-part="errors"] input').fill("one")
            r = t.check()
            er = r["parts"]["errors"]
            expect(failures, er["errors"] and er["errors"][0].startswith("not a number"), f"`one`: a message at the box ({er['errors']})")
            # an empty box of a partly typed answer: the report line says which (docs/checking.md)
            t.article().locator('fieldset[data-part="discriminants"] input[data-path="1"]').fill("")
            r = t.check()
            di = r["parts"]["discriminants"]
            expect(failures, "partial" in di["cls"] and "the box under g₂ is empty" in di["feedback"],
                   f"an empty box of a partly typed answer: said on the report line ({di['verdict']}; {di['feedback'][:120]})")
            t.article().locator("button[data-action=solution]").click()
            sol = t.article().locator("section.solution")
            expect(failures, sol.is_visible() and "(1, −5, 0)" in sol.inner_text(), "Show solution shows the worked key")
            expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
            t.ctx.close()

            print("a rounded part: 1/3 at 4 decimals")
            spec = out / "third.yaml"
            spec.write_text(HOLDOUT)
            for comma in (False, True):
                page = practice(a.mlex, a.wasm, spec, out / f"third{'-comma' if comma else ''}.html", *(["--decimal-comma"] if comma else []))
                t = Tab(browser, shots)
                t.open(page)
                box = t.article().locator('fieldset[data-part="error_rate"] input')
                cases = [("1/3", "right"), ("0.3333", "right"), ("0.333", "wrong"), ("−1/3", "wrong")]
                cases += [("0,3333", "right")] if comma else [("0,3333", None)]
                for text, want in cases:
                    box.fill(text)
                    r = t.check()["parts"]["error_rate"]
                    if want is None:
                        expect(failures, r["errors"] and "decimal point" in r["errors"][0], f"`{text}` on an English page: {r['errors']}")
                    else:
                        expect(failures, r["cls"] == f"part {want}", f"`{text}`{' (decimal comma)' if comma else ''}: {want} ({r['verdict']})")
                expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
                t.ctx.close()

            print("an Italian page (--lang it): the decimal comma, Italian messages")
            page = practice(a.mlex, a.wasm, SPEC, out / "it.html", "--lang", "it")
            t = Tab(browser, shots)
            t.open(page)
            t.article().locator('fieldset[data-part="errors"] input').fill("1,0")
            t.article().locator('fieldset[data-part="classify"] input').fill("2")
            r = t.check()
            expect(failures, r["parts"]["errors"]["cls"] == "part right", f"`1,0`: right ({r['parts']['errors']['verdict']})")
            expect(failures, r["parts"]["classify"]["verdict"].startswith("✓ giusta"), f"Italian verdicts ({r['parts']['classify']['verdict']})")
            t.article().locator('fieldset[data-part="errors"] input').fill("uno")
            r = t.check()
            expect(failures, r["parts"]["errors"]["errors"] == ["non è un numero: scrivere 0,25, 1/4, −0,25 o ln(2)"], f"an Italian message at the box ({r['parts']['errors']['errors']})")
            t.shot("italian")
            expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
            t.ctx.close()

            print("multiple choice: seed 003, exam 2023_01_17 Q2 (ε* = 0.65: option D, 0.50 ≤ ε)")
            page = practice(a.mlex, a.wasm, ROOT / "exercises" / "bayes-error" / "upv-2023-01-17-q2.yaml", out / "choice.html")
            t = Tab(browser, shots)
            t.open(page)
            for option, want in (("C", "wrong"), ("D", "right")):
                t.article().get_by_label(option, exact=True).check()
                r = t.check()["parts"]["bayes_error"]
                expect(failures, r["cls"] == f"part {want}", f"option {option}: {want} ({r['verdict']})")
            t.shot("choice")
            expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
            t.ctx.close()

            print("variants: --seed 7 --variants 3")
            vspec = ROOT / "exercises" / "variants" / "perceptron-trace.yaml"
            page = practice(a.mlex, a.wasm, vspec, out / "variants.html", "--seed", "7", "--variants", "3")
            t = Tab(browser, shots)
            t.open(page)
            t.article(1).locator("button[data-action=another]").click()
            expect(failures, t.article(2).is_visible() and not t.article(1).is_visible(), "Another variant shows variant 2")
            first = t.article(2).locator("input[data-path]").first
            first.fill("1")
            r = t.check(2)
            t.shot("variant-2")
            with t.page.expect_download() as d:
                t.article(2).locator("button[data-action=download]").click()
            answers = out / "answers-variant-2.yaml"
            d.value.save_as(answers)
            c = subprocess.run([a.mlex, "check", str(vspec), str(answers), "--seed", "7", "--variant", "2", "--json"],
                               cwd=ROOT, capture_output=True, text=True)
            got = {p["part"]: p["verdict"] for p in json.loads(c.stdout)["parts"]} if c.stdout else {}
            shown = {k: v["cls"].replace("part ", "") for k, v in r["parts"].items()}
            expect(failures, got == shown, f"mlex check --seed 7 --variant 2 on the download gives the page's verdicts ({got} / {shown})")
            expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
            t.ctx.close()

            print("an exam: sample-exam.yaml --seed 2026 --variants 2 (key.json of `mlex exam` typed in)")
            run = out / "exam-run"
            subprocess.run([a.mlex, "exam", str(EXAM), "--seed", "2026", "--variants", "2", "-o", str(run), "--format", "md"],
                           check=True, cwd=ROOT, capture_output=True)
            key = {e["variant"]: e["answers"] for e in json.loads((run / "key.json").read_text())}
            page = practice(a.mlex, a.wasm, EXAM, out / "exam.html", "--seed", "2026", "--variants", "2")
            expect(failures, page.stat().st_size < 1_500_000, f"the exam's page is {page.stat().st_size} bytes (< 1.5 MB)")
            t = Tab(browser, shots)
            t.open(page)
            t.fill_exam(1, key[1])
            r = t.check_exam(1)
            t.shot("exam-right")
            qs = r["questions"]
            expect(failures, r["score"] == "All right! Score: 12 / 12", f"the exam all right: {r['score']!r}")
            expect(failures, len(qs) == 8 and all(q["score"].startswith("✓") for q in qs.values()),
                   f"every question right ({[q['score'] for q in qs.values()]})")
            answers = t.download(1, out / "exam-answers-1.yaml")
            c = subprocess.run([a.mlex, "check", str(EXAM), str(answers), "--seed", "2026"], cwd=ROOT, capture_output=True, text=True)
            expect(failures, c.returncode == 0 and "exam score: 12 / 12" in c.stdout,
                   f"mlex check EXAM on the download exits {c.returncode} (0: all right)")
            # question 3 wrong in one entry (its first discriminant one more), question 8's rate garbage
            disc = t.article(1).locator('section.question[data-exercise="discriminants-at-x2"] fieldset[data-part="discriminants"] input').first
            g1 = key[1]["discriminants-at-x2"]["discriminants"]["1"]
            disc.fill(str(g1 + 1))
            cls = t.article(1).locator('section.question[data-exercise="discriminants-at-x2"] fieldset[data-part="classify"] input')
            r = t.check_exam(1)
            qs = r["questions"]
            wrong = [ex for ex, q in qs.items() if not q["score"].startswith("✓")]
            expect(failures, wrong == ["discriminants-at-x2"], f"one question wrong: only it is marked ({wrong})")
            d3 = qs["discriminants-at-x2"]["parts"]["discriminants"]
            # by hand: its parts are worth 1 each, discriminants 2 of 3 entries right (2/3) and classify
            # right (1): 5/3 of 2, scaled to the exam's 1 point: 5/6 = 0.83; the exam 11 + 5/6 = 11.83
            expect(failures, "partial" in d3["cls"] and qs["discriminants-at-x2"]["score"] == "0.83 / 1",
                   f"its part partly right, 5/6 of its point ({d3['verdict']}, {qs['discriminants-at-x2']['score']})")
            expect(failures, r["score"] == "Score: 11.83 / 12", f"the score: {r['score']!r}")
            q3 = 'section.question[data-exercise="discriminants-at-x2"]'
            m3 = marked(t, "discriminants", f"#variant-1 {q3}")
            others = t.page.evaluate("() => document.querySelectorAll('#variant-1 input.wrong').length")
            expect(failures, m3 == [["0", "true", "dashed"]] and others == 1,
                   f"on the exam page only the wrong entry's box is marked ({m3}, {others} in all)")
            t.shot("exam-one-wrong")
            cls.fill("dog")
            r = t.check_exam(1)
            c3 = r["questions"]["discriminants-at-x2"]["parts"]["classify"]
            expect(failures, c3["errors"] == ["not a class: write one of 1, 2, 3"], f"`dog` in a class box: a message at the box ({c3['errors']})")
            t.shot("exam-garbage")
            t.page.reload(wait_until="load")
            t.ready()
            kept = cls.input_value()
            expect(failures, kept == "dog", f"the exam's boxes are kept across a reload ({kept!r})")
            t.article(1).locator("section.question").nth(2).locator("button[data-action=solution]").click()
            sol = t.article(1).locator("section.question").nth(2).locator("section.solution")
            expect(failures, sol.is_visible(), "Show solution shows question 3's worked key")
            t.article(1).locator("button[data-action=another]").click()
            expect(failures, t.article(2).is_visible() and not t.article(1).is_visible(), "Another variant shows exam variant 2")
            t.fill_exam(2, key[2])
            r = t.check_exam(2)
            t.shot("exam-variant-2")
            expect(failures, r["score"] == "All right! Score: 12 / 12", f"variant 2 all right: {r['score']!r}")
            answers = t.download(2, out / "exam-answers-2.yaml")
            c = subprocess.run([a.mlex, "check", str(EXAM), str(answers), "--seed", "2026", "--json"], cwd=ROOT, capture_output=True, text=True)
            j = json.loads(c.stdout) if c.stdout else {}
            expect(failures, c.returncode == 0 and j.get("variant") == 2 and j.get("score") == "12",
                   f"its download names variant 2 and mlex check grades it all right (exit {c.returncode})")
            expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
            t.ctx.close()

            worksheet(browser, a, out, shots, failures)
            every_kind(browser, a, out, shots, failures)
            keyboard(browser, a, out, failures)
            exam_language(browser, a, out, failures)

            print("injection: payloads in the spec's text and in the boxes")
            for n, payload in enumerate(PAYLOADS):
                q = json.dumps
                spec = out / f"inject-{n}.yaml"
                spec.write_text(
                    f"kind: perceptron\nid: p{n}\ntitle: {q(payload)}\nstatement: {q(payload + ' statement')}\n"
                    f"classes: [{q(payload)}, b]\nsamples:\n  - {{ x: [0, 0], y: {q(payload)} }}\n  - {{ x: [1, 1], y: b }}\n"
                    "margin: 0.1\niterations: 2\nask: [trace, final_weights, { classify: [5, 5] }]\n")
                page = practice(a.mlex, a.wasm, spec, out / f"inject-{n}.html")
                t = Tab(browser, shots)
                t.open(page)
                marker = payload.split("'")[1] if "'" in payload else payload
                text = t.page.inner_text("main")
                expect(failures, marker in text, f"payload {n + 1}: its text is shown")
                t.article().locator('fieldset[data-part="classify"] input').fill(payload)
                t.article().locator('fieldset[data-part="trace"] input').first.fill(payload)
                t.check()
                t.article().locator("button[data-action=solution]").click()
                t.page.wait_for_timeout(100)
                expect(failures, not t.problems, f"payload {n + 1}: no dialog, error or request ({t.problems[:3]})")
                t.ctx.close()
            browser.close()
    print(f"\n{'FAILED: ' + str(len(failures)) + ' checks' if failures else 'every practice-page check passed'}")
    return 1 if failures else 0


BAYES = ROOT / "exercises" / "bayes-error" / "upv-u23-discrete.yaml"
LOGISTIC = ROOT / "exercises" / "logistic-regression" / "batch-01.yaml"


def labels(t):
    """The legends, the boxes' labels and the tables' headers of the shown variant."""
    return t.page.evaluate("""() => {
      const a = document.querySelector('article:not([hidden])');
      return {
        legends: Array.from(a.querySelectorAll('fieldset.part legend')).map(l => l.firstChild.textContent.trim()),
        boxes: Array.from(a.querySelectorAll('fieldset.part input[type=text]')).map(i => i.getAttribute('aria-label')),
        headers: Array.from(a.querySelectorAll('table.boxes th')).map(h => h.textContent),
      };
    }""")


def marked(t, part, within="#variant-1"):
    """The boxes of a part marked wrong: [data-path, aria-invalid, border style] of each."""
    return t.page.evaluate("""([sel]) => Array.from(document.querySelectorAll(sel + ' input.wrong')).map(i =>
      [i.dataset.path, i.getAttribute('aria-invalid'), getComputedStyle(i).borderTopStyle])""",
                           [f'{within} fieldset[data-part="{part}"]'])


def worksheet(browser, a, out, shots, failures):
    print("as the worksheet says it: perceptron, Bayes error, logistic regression; English and Italian")
    for lang in ("en", "it"):
        extra = ["--lang", "it"] if lang == "it" else []
        # the perceptron (seed 003, 2023_01_26): a slip at step 2, `abc` in the class box
        page = practice(a.mlex, a.wasm, SPEC, out / f"look-perceptron-{lang}.html", *extra)
        t = Tab(browser, shots)
        t.open(page)
        t.axe(f"on the perceptron's page ({lang}) before Check", failures)
        lab = labels(t)
        want = (["1. Trace", "2. Misclassified samples", "3. Final weights", "4. Discriminant values", "5. Classification"]
                if lang == "en" else None)
        if want:
            expect(failures, lab["legends"] == want, f"the parts' titles as the worked solution's headings ({lab['legends']})")
        else:
            expect(failures, not any("_" in l for l in lab["legends"]), f"Italian titles, no part key ({lab['legends']})")
        expect(failures, not any("_" in b for b in lab["boxes"]), f"no part key in the boxes' labels ({lab['boxes'][:3]})")
        fw = t.article().locator('fieldset[data-part="final_weights"] th').all_inner_texts()
        # the worksheet's weights table: `d | w₁ | w₂ | w₃`, rows d = 0, 1, 2
        expect(failures, fw == ["d", "w₁", "w₂", "w₃", "0", "1", "2"], f"final weights: a column per class, a row per d ({fw})")
        first = t.article().locator('fieldset[data-part="final_weights"] input').first.get_attribute("aria-label")
        t.fill_value(1, "trace", SLIP_TRACE)
        t.fill_value(1, "errors", "1,0" if lang == "it" else 1)
        t.fill_value(1, "final_weights", SLIP_TRACE[-1])
        t.fill_value(1, "discriminants", {"1": -31, "2": -24, "3": -49})
        t.fill_value(1, "classify", "abc")
        for width in (1280, 390):
            t.page.set_viewport_size({"width": width, "height": 900})
            t.shot(f"look-perceptron-{lang}-{width}-before")
        r = t.check()
        cl = r["parts"]["classify"]
        expect(failures, cl["errors"] and cl["verdict"] != "" and "box-messages" in t.page.inner_html(f"#variant-1 fieldset[data-part=classify]"),
               f"a class box that names no class: its message under the boxes ({cl['errors']})")
        tied = t.page.evaluate("""() => { const i = document.querySelector('#variant-1 fieldset[data-part=classify] input');
          const d = document.getElementById(i.getAttribute('aria-describedby') || ''); return d ? d.textContent : null; }""")
        expect(failures, tied and cl["errors"][0] in tied, f"the message tied to its box by aria-describedby ({tied!r})")
        tr = r["parts"]["trace"]
        # the trace is worth 1.5 of the exercise's 2 points; the slip at step 2 loses one of the
        # four steps: 3/4 · 1.5 = 1.125 → `1.13` at 2 decimals (as `mlex check` writes it)
        expect(failures, "/ 1.5)" in tr["verdict"] and "/" not in tr["verdict"].split("(")[1].split(" / ")[0],
               f"the trace's points as decimals ({tr['verdict']})")
        er = r["parts"]["errors"]
        expect(failures, "(" not in er["verdict"], f"a part worth no points shows none ({er['verdict']})")
        unchecked = "1 part not checked" if lang == "en" else "1 parte non verificata"
        expect(failures, r["score"].endswith(("/ 1.5 (" + unchecked + ": fix its marked boxes)") if lang == "en"
                                             else ("/ 1.5 (" + unchecked + ": correggere le caselle segnate)")),
               f"the score leaves out the part not checked, and says so ({r['score']!r})")
        for width in (1280, 390):
            t.page.set_viewport_size({"width": width, "height": 900})
            expect(failures, not t.overlaps(), f"no box or message over another at {width} px ({t.overlaps()[:3]})")
            t.shot(f"look-perceptron-{lang}-{width}-after")
        # the wrong boxes marked, no other: the slip at step 2 (step 2, w₁, d = 2: path 1.0.2), not
        # steps 3 and 4, right from the student's state (carried forward); the final weights
        # typed from the slipped trace: w₁'s d = 2 (path 0.2) is −9 where the seed prints −10
        mt, mf = marked(t, "trace"), marked(t, "final_weights")
        expect(failures, mt == [["1.0.2", "true", "dashed"]] and mf == [["0.2", "true", "dashed"]],
               f"only the wrong boxes marked, aria-invalid and dashed ({mt}, {mf})")
        plain = t.page.evaluate("""() => getComputedStyle(document.querySelector('#variant-1 fieldset[data-part=trace] input[data-path="0.0.0"]')).borderTopStyle""")
        expect(failures, plain == "solid" and not t.article().locator('fieldset[data-part=trace] input[data-path="0.0.0"][aria-invalid]').count(),
               f"a right box is not marked ({plain})")
        slip = t.article().locator('fieldset[data-part=trace] input[data-path="1.0.2"]')
        slip.fill("−9")
        expect(failures, not marked(t, "trace") and slip.get_attribute("aria-invalid") is None,
               f"an edited box loses its mark ({marked(t, 'trace')})")
        t.check()
        expect(failures, marked(t, "trace") == mt, f"Check marks it again ({marked(t, 'trace')})")
        t.axe(f"on the perceptron's page ({lang}) after Check", failures)
        t.article().locator("button[data-action=clear]").click()
        expect(failures, not marked(t, "trace") and not marked(t, "final_weights"), "Clear removes the marks")
        t.article().locator("button[data-action=solution]").click()
        t.axe(f"on the perceptron's page ({lang}) with the solution shown", failures)
        expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
        t.ctx.close()

        # Bayes error, discrete x (seed 003, U2.3): ε = 1/4, decisions 1, 1, 2, 2, ε* = 1/8
        page = practice(a.mlex, a.wasm, BAYES, out / f"look-bayes-{lang}.html", *extra)
        t = Tab(browser, shots)
        t.open(page)
        t.axe(f"on the Bayes page ({lang}) before Check", failures)
        lab = labels(t)
        if lang == "en":
            expect(failures, lab["legends"] == ["1. Error of the given classifier", "2. Bayes decisions", "3. Bayes error"],
                   f"the Bayes parts' titles ({lab['legends']})")
        # the worksheet's table names its rows by x₁ x₂ = 0 0, 0 1, 1 0, 1 1 (the spec's rows)
        heads = t.article().locator('fieldset[data-part="bayes_decisions"] th').all_inner_texts()
        expect(failures, heads == ["x = (0, 0)", "x = (0, 1)", "x = (1, 0)", "x = (1, 1)"],
               f"the Bayes decisions headed by the rows' x, not 1–4 ({heads})")
        for width in (1280, 390):
            t.page.set_viewport_size({"width": width, "height": 900})
            t.shot(f"look-bayes-{lang}-{width}-before")
        t.fill_value(1, "classifier_error", "0,25" if lang == "it" else "0.25")
        t.fill_value(1, "bayes_decisions", [1, 1, 2, 1])
        t.fill_value(1, "bayes_error", "1/8")
        r = t.check()
        expect(failures, r["parts"]["classifier_error"]["cls"] == "part right" and "wrong" in r["parts"]["bayes_decisions"]["cls"]
               or "partial" in r["parts"]["bayes_decisions"]["cls"],
               f"ε right, one decision wrong ({r['parts']['bayes_decisions']['verdict']})")
        # the seed's c*(1, 1) is 2: the fourth box (path 3) typed 1 is the one marked
        mb = marked(t, "bayes_decisions")
        expect(failures, mb == [["3", "true", "dashed"]], f"the wrong decision's box marked, only it ({mb})")
        for width in (1280, 390):
            t.page.set_viewport_size({"width": width, "height": 900})
            t.shot(f"look-bayes-{lang}-{width}")
        t.axe(f"on the Bayes page ({lang}) after Check", failures)
        expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
        t.ctx.close()

        # logistic regression, batch gradient descent (the spec's key, mpmath): one vector w₀, w₁
        page = practice(a.mlex, a.wasm, LOGISTIC, out / f"look-logistic-{lang}.html", *extra)
        t = Tab(browser, shots)
        t.open(page)
        fw = t.article().locator('fieldset[data-part="final_weights"] th').all_inner_texts()
        expect(failures, fw == ["w₀", "w₁"], f"one weight vector: w₀, w₁ ({fw})")
        for width in (1280, 390):
            t.page.set_viewport_size({"width": width, "height": 900})
            t.shot(f"look-logistic-{lang}-{width}-before")
        t.fill_value(1, "gradient", [0, -1])
        t.fill_value(1, "final_weights", ["−0,0379", "0,2104"] if lang == "it" else [-0.0379, 0.2104])
        r = t.check()
        expect(failures, r["parts"]["final_weights"]["cls"] == "part right", f"the final weights right ({r['parts']['final_weights']['verdict']})")
        for width in (1280, 390):
            t.page.set_viewport_size({"width": width, "height": 900})
            t.shot(f"look-logistic-{lang}-{width}")
        t.axe(f"on the logistic page ({lang}) after Check", failures)
        expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
        t.ctx.close()

    # the other page kinds: multiple choice, variants, an exam
    for name, spec, extra in (("choice", ROOT / "exercises" / "bayes-error" / "upv-2023-01-17-q2.yaml", []),
                              ("variants", ROOT / "exercises" / "variants" / "perceptron-trace.yaml", ["--seed", "7", "--variants", "2"]),
                              ("exam", EXAM, ["--seed", "2026", "--variants", "2"])):
        page = practice(a.mlex, a.wasm, spec, out / f"axe-{name}.html", *extra)
        t = Tab(browser, shots)
        t.open(page)
        t.axe(f"on the {name} page before Check", failures)
        t.article().locator("input").first.click()
        t.page.keyboard.type("1")
        t.article().locator("button[data-action=check]").click()
        t.article().locator("button[data-action=solution]").first.click()
        t.axe(f"on the {name} page after Check and Show solution", failures)
        if name == "exam":
            t.page.set_viewport_size({"width": 390, "height": 900})
            t.shot("look-exam-390")
            gap = t.page.evaluate("""() => Array.from(document.querySelectorAll('#variant-1 .options label')).map(l => {
              const i = l.querySelector('input').getBoundingClientRect(), r = l.getBoundingClientRect();
              return Math.abs((i.top + i.bottom) / 2 - (r.top + r.bottom) / 2); })""")
            expect(failures, gap and max(gap) < 6, f"the option buttons beside their letters (off by at most {max(gap or [0]):.1f} px)")
        expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
        t.ctx.close()


# The worksheets' names of the answer tables' rows and columns (read in `mlex render --solutions`
# of each spec, its worked solution's tables and lines, and written here by hand), per spec and
# part: every header of the part's boxes in page order (the corner when it names something, the
# columns', then the rows').
AS_WORKSHEET = {
    "least-squares/plane.yaml": {
        "normal_equations": ["w₀", "w₁", "w₂", "X̄ᵀy", "∂E/∂w₀ = 0", "∂E/∂w₁ = 0", "∂E/∂w₂ = 0"],
        "gradient": ["∂E/∂w₀", "∂E/∂w₁", "∂E/∂w₂", "∇E"],
        "residuals": ["n", "1", "2", "3", "4", "yₙ − f(xₙ)"],
        "predict": ["f(x)", "x = (2, 2)", "x = (0.5, 0.5)"],
    },
    "logistic-regression/newton-irls.yaml": {
        "gradient": ["∂L/∂w₀", "∂L/∂w₁", "∂L/∂w₂", "∇L(w)"],
        "hessian": ["0", "1", "2", "0", "1", "2"],
    },
    "softmax-regression/upv-u24-one-step.yaml": {
        "logits": ["n", "a₁", "a₂", "a₃", "1"],
        "gradient": ["d", "w₁", "w₂", "w₃", "0", "1", "2"],
    },
    "surrogate-losses/risk-minimizers.yaml": {
        "min_risk": ["η = 0", "η = 1/4", "η = 1", "exponential", "square", "squared-hinge", "perceptron"],
        "minimizer": ["η = 0", "η = 1/4", "η = 1", "exponential", "square", "squared-hinge", "perceptron"],
    },
    "decision-rules/three-classes.yaml": {
        "decisions": ["x", "(0, 0)", "(0, 1)", "(1, 0)", "(1, 1)", "c₁(x)", "c₂(x)", "c₃(x)", "c₄(x)", "c₅(x)", "c₆(x)"],
    },
    "gaussian-boundary/upv-u21-setosa.yaml": {
        # the point asked, "posterior: [2]", as the row's name
        "posterior": ["P(setosa | x)", "P(non-setosa | x)", "x = 2"],
        # an interval per cell, counted as R[non-setosa] = (0, 0.5229) ∪ (2.0872, ∞) lists them
        "regions": ["1", "2", "setosa", "non-setosa"],
    },
    "svm/seed000-four-points.yaml": {"weights": ["ω₁"]},
    # issue 41, remainder A: the parts asked at points, a row per point as the question and the
    # worked solution name it (`Predict the target of x = (2, 2) and (0.5, 0.5)`), under the
    # value's name (`f(x)`, `c(x)`, `S(a)₁`); the pairs as the answer writes them (`1−2: …`)
    "least-squares/seed001-square-system.yaml": {"left_inverse": ["y₁", "y₂", "w₀", "w₁"]},
    "discriminants/two-features.yaml": {
        "classify": ["c(x)", "x = (1, 1)", "x = (2, −1)", "x = (−1, −1)"],
        "boundaries": ["1−2", "1−3", "2−3"],
    },
    "softmax-regression/upv-u24-example.yaml": {
        "posterior": ["S(a)₁", "S(a)₂", "x = (0, 0)", "x = (1, 1)", "x = (0.5, 0.5)"],
    },
    "geometric-margin/three-four-five.yaml": {"projection": ["n", "x₁", "x₂", "1", "2", "3"]},
    # "I = [ε̂ − r̂, ε̂ + r̂]", its ends named as an interval's are in the page's language
    "holdout/upv-u23-example.yaml": {"interval": {"en": ["from", "to", "I"], "it": ["da", "a", "I"]}},
    "softmax/zero-probability.yaml": {"log_loss": ["y = 1", "y = 2", "y = 3"]},
}
# the minimisers: every one under its own η, an interval's two boxes in one cell (the worked
# solution's `every ŷ in (−∞, −1]` for squared-hinge at η = 0): (cells, boxes in each cell)
MINIMIZER_ROWS = {"exponential": [1, 1, 1], "square": [1, 1, 1], "squared-hinge": [2, 1, 2], "perceptron": [2, 1, 2]}
# Map keys of answers, which a page must name in its language (moodle-key-* words), not show
# (English says `from` and `to` as the keys do; Italian `da` and `a`).
KEYS = {"en": {"xtx", "xty", "generative"}, "it": {"xtx", "xty", "generative", "from", "to"}}
# The same keys as words of the lines under the boxes (English names `generative` "generative
# model", a word of which is the key).
LINE_KEYS = {"en": {"xtx", "xty"}, "it": {"xtx", "xty", "generative", "from", "to"}}


def no_key_in_lines(t, rel, lang, failures):
    """Every box typed `1` and checked: no line under any part (its verdict's lines, its boxes'
    messages) names a place by the answers file's key or an entry's number (issue 41): no code, no
    part key, no answer key, no `entry 3` or `l'elemento 3`."""
    for box in t.article().locator("fieldset.part input[type=text]").all():
        box.fill("1")
    t.article().locator("button[data-action=check]").click()
    t.page.wait_for_timeout(50)
    parts = t.page.evaluate("""() => Array.from(document.querySelectorAll('#variant-1 fieldset.part')).map(f => ({
      key: f.dataset.part, codes: f.querySelectorAll('.feedback code').length,
      lines: Array.from(f.querySelectorAll('.feedback li')).map(l => l.textContent)}))""")
    keys = {p["key"] for p in parts if "_" in p["key"]}
    lines = 0
    for p in parts:
        lines += len(p["lines"])
        bad = [l for l in p["lines"] if "`" in l or any(k in l for k in keys)
               or set(re.findall(r"[\w-]+", l)) & LINE_KEYS[lang] or re.search(r"\b(entry|elemento) \d", l)]
        expect(failures, not bad and not p["codes"], f"{rel} ({lang}), {p['key']}: lines name boxes, not keys ({bad[:2]})")
    return lines


def every_kind(browser, a, out, shots, failures):
    print("every kind as its worksheet: every shipped exercise, English and Italian")
    specs = sorted(p for p in (ROOT / "exercises").glob("*/*.yaml") if p.parent.name not in ("exams", "variants"))
    lines_said = 0
    for spec in specs:
        rel = f"{spec.parent.name}/{spec.name}"
        for lang in ("en", "it"):
            page = practice(a.mlex, a.wasm, spec, out / f"kind-{spec.parent.name}-{spec.stem}-{lang}.html", "--lang", lang)
            t = Tab(browser, shots)
            t.url = page.resolve().as_uri()
            t.page.goto(t.url, wait_until="load")
            parts = t.page.evaluate("""() => Array.from(document.querySelectorAll('#variant-1 fieldset.part')).map(f => ({
              key: f.dataset.part,
              legend: f.querySelector('legend').firstChild.textContent.trim().replace(/^\d+\. /, ''),
              boxes: Array.from(f.querySelectorAll('input[type=text]')).map(i => i.getAttribute('aria-label')),
              headers: Array.from(f.querySelectorAll('th')).map(h => h.textContent)}))""")
            keys = {p["key"] for p in parts}
            for p in parts:
                said = [p["legend"]] + p["boxes"] + p["headers"]
                ids = [k for k in keys if (k == p["legend"]) or any(k in s for s in said if "_" in k)]
                expect(failures, not ids, f"{rel} ({lang}), {p['key']}: no part key shown ({ids}: {said[:4]})")
                raw = [h for h in p["headers"] for w in h.split(" · ") if w in KEYS[lang]
                       or (w == "logistic" and "surrogate" not in rel)]
                expect(failures, not raw, f"{rel} ({lang}), {p['key']}: answer keys named, not shown ({raw})")
                want = AS_WORKSHEET.get(rel, {}).get(p["key"])
                if isinstance(want, dict):
                    want = want[lang]
                if want is not None:
                    expect(failures, p["headers"] == want, f"{rel} ({lang}), {p['key']}: as the worksheet ({p['headers']})")
            if rel == "surrogate-losses/risk-minimizers.yaml":
                rows = t.page.evaluate("""() => Object.fromEntries(Array.from(document.querySelectorAll(
                  '#variant-1 fieldset[data-part=minimizer] tbody tr')).map(r => [r.querySelector('th').textContent,
                  Array.from(r.querySelectorAll('td')).map(td => td.querySelectorAll('input').length)]))""")
                expect(failures, rows == MINIMIZER_ROWS, f"{rel} ({lang}): each minimiser under its own η ({rows})")
            if lang == "en" and rel == "svm/seed000-four-points.yaml":
                expect(failures, parts[0]["legend"] == "ω", f"{rel}: ω's title as the worked solution's (not `weights`: {parts[0]['legend']})")
            try:
                t.ready()
            except RuntimeError as e:
                expect(failures, False, f"{rel} ({lang}): {e}")
                t.ctx.close()
                continue
            t.axe(f"on {rel} ({lang}) before Check", failures)
            t.article().locator("input").first.click()
            t.page.keyboard.type("1")
            t.article().locator("button[data-action=check]").click()
            t.page.wait_for_timeout(50)
            for width in (1280, 390):
                t.page.set_viewport_size({"width": width, "height": 900})
                expect(failures, not t.overlaps(), f"{rel} ({lang}): no box over another at {width} px ({t.overlaps()[:3]})")
                if lang == "en" or width == 390:
                    t.shot(f"kind-{spec.parent.name}-{spec.stem}-{lang}-{width}")
            t.article().locator("button[data-action=solution]").click()
            t.axe(f"on {rel} ({lang}) after Check and Show solution", failures)
            lines_said += no_key_in_lines(t, rel, lang, failures)
            expect(failures, not t.problems, f"{rel} ({lang}): no error, dialog or request ({t.problems[:3]})")
            t.ctx.close()
    print(f"  {lines_said} lines under the boxes with every box typed 1")
    expect(failures, lines_said > 200, f"lines under the boxes, every box typed 1: {lines_said}")


def exam_language(browser, a, out, failures):
    print("an exam whose spec says lang: it")
    spec = out / "exam-it.yaml"
    spec.write_text("exam:\n  title: Prova\n  lang: it\nexercises:\n"
                    "  - points: 1\n    spec: { kind: holdout, id: third, errors: 1, test_size: 3, ask: [error_rate] }\n")
    page = practice(a.mlex, a.wasm, spec, out / "exam-it.html", "--seed", "1")
    t = Tab(browser, None)
    t.open(page)
    # locales/it.ftl: practice-check = Correggi
    words = t.page.evaluate("() => [document.documentElement.lang, document.querySelector('#variant-1 button[data-action=check]').textContent]")
    expect(failures, words == ["it", "Correggi"], f"the exam's page in Italian without --lang ({words})")
    t.fill_value(1, "error_rate", "0,3333")
    r = t.check_exam(1)
    expect(failures, r["score"].startswith("Tutto giusto"), f"an Italian decimal comma graded right ({r['score']!r})")
    expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
    t.ctx.close()


def keyboard(browser, a, out, failures):
    print("by keyboard alone")
    page = practice(a.mlex, a.wasm, ROOT / "exercises" / "variants" / "perceptron-trace.yaml", out / "keys.html",
                    "--seed", "7", "--variants", "2")
    t = Tab(browser, None)
    t.open(page)
    kb = t.page.keyboard
    focused = lambda: t.page.evaluate("() => { const e = document.activeElement; return [e.tagName, e.dataset.path || e.dataset.action || '', e.closest('article') ? e.closest('article').id : ''] }")
    kb.press("Tab")
    expect(failures, focused()[0] == "INPUT" and focused()[1] == "0.0.0", f"Tab from the top reaches the first box ({focused()})")
    kb.type("1")
    kb.press("Tab")
    expect(failures, focused()[1] == "0.0.1", f"Tab goes to the next box of the row ({focused()})")
    kb.press("Enter")
    score = t.article().locator(".score").inner_text()
    expect(failures, "/" in score, f"Enter checks ({score!r})")
    # to the buttons: Shift+Tab from the end of the form's boxes is fragile; focus the first button by Tab
    for _ in range(200):
        kb.press("Tab")
        if focused()[1] == "solution":
            break
    kb.press("Space")
    expect(failures, t.article().locator("section.solution").is_visible(), "Space on Show solution shows it")
    for _ in range(10):
        kb.press("Tab")
        if focused()[1] == "another":
            break
    kb.press("Enter")
    f = focused()
    expect(failures, t.article(2).is_visible() and f[1] == "another" and f[2] == "variant-2",
           f"Another variant by keyboard: variant 2 shown, the focus on its button ({f})")
    expect(failures, not t.problems, f"no error, dialog or request ({t.problems[:3]})")
    t.ctx.close()


if __name__ == "__main__":
    sys.exit(main())
