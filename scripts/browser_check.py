#!/usr/bin/env python3
"""Renders every shipped exercise (with and without --solutions) and the woven notes
(examples/notes.md) to HTML, loads each page in a real headless Chromium and fails when a page
  * logs a console error or throws a page error,
  * makes any request other than the page itself (every such request is blocked and counted),
  * has a <math> element with a zero-sized box,
  * is wider than a 390 px viewport (the page itself scrolls sideways),
  * cuts a table (or a <pre>) off in print layout at A4 or Letter width.
It prints, per page, what it checked.

Usage: scripts/browser_check.py [--mlex PATH] [--chromium PATH] [--out DIR] [--keep] [PAGE.html ...]
  With pages given, only those are checked (nothing is rendered).
Needs: chromium (Debian package `chromium`) and the Python package `playwright` (its own browser
download is not used: the system Chromium is launched through `executable_path`).
Exit status: 0 when every check passed, 1 when one failed, 2 when the tools are missing.
"""
import argparse
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Printable width of the paper in CSS px (96 px per inch) with the stylesheet's margins
# (@page: 14 mm left and right): A4 is 210 mm wide, Letter 8.5 in.
MM = 96 / 25.4
PAPER = {"A4": round((210 - 28) * MM), "Letter": round(8.5 * 96 - 28 * MM)}
PHONE = 390
DESKTOP = 1280

PROBE = r"""
() => {
  const W = window.innerWidth;
  const maths = Array.from(document.getElementsByTagNameNS('http://www.w3.org/1998/Math/MathML', 'math'));
  const zero = maths.filter(m => { const r = m.getBoundingClientRect(); return r.width <= 0 || r.height <= 0; });
  return {
    width: document.documentElement.scrollWidth,
    viewport: W,
    maths: maths.length,
    zero_maths: zero.map(m => m.textContent.trim().slice(0, 40)),
    tables: document.querySelectorAll('table').length,
  };
}
"""

CLIPPED = r"""
() => {
  const W = window.innerWidth;
  const out = [];
  for (const t of document.querySelectorAll('table, pre')) {
    const r = t.getBoundingClientRect();
    if (t.scrollWidth > t.clientWidth + 1 || r.right > W + 1) {
      out.push(t.tagName.toLowerCase() + ' ' + Array.from(t.querySelectorAll('th')).map(h => h.textContent).join(' | ').slice(0, 60)
        + ' (' + t.scrollWidth + ' px in ' + Math.min(t.clientWidth, Math.round(W - r.left)) + ' px)');
    }
  }
  if (document.documentElement.scrollWidth > W + 1) out.push('page ' + document.documentElement.scrollWidth + ' px wide');
  return out;
}
"""


def render_pages(mlex, out):
    """Every shipped exercise with and without solutions, and the woven notes: (name, path)."""
    pages = []
    specs = sorted((ROOT / "exercises").rglob("*.yaml"))
    for spec in specs:
        rel = spec.relative_to(ROOT / "exercises").with_suffix("")
        base = "_".join(rel.parts)
        if any(line.startswith("exam:") for line in spec.read_text(encoding="utf-8").splitlines()):
            # An exam file (exercises/exams/): variant 1 of seed 0, the student's exam and its key.
            target = out / base
            cmd = [mlex, "exam", str(spec), "--variants", "1", "--seed", "0", "--format", "html", "-o", str(target)]
            subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
            for stem in ("exam", "key"):
                pages.append(target / "variant-001" / f"{stem}.html")
            continue
        for sol in (False, True):
            page = out / (base + (".sol" if sol else "") + ".html")
            cmd = [mlex, "render", str(spec), "--format", "html", "-o", str(page)] + (["--solutions"] if sol else [])
            subprocess.run(cmd, check=True, cwd=ROOT)
            pages.append(page)
    notes = ROOT / "examples" / "notes.md"
    for sol in (False, True):
        page = out / ("notes" + (".sol" if sol else "") + ".html")
        cmd = [mlex, "weave", str(notes), "--format", "html", "-o", str(page)] + (["--solutions"] if sol else [])
        subprocess.run(cmd, check=True, cwd=ROOT)
        pages.append(page)
    return pages


class Checker:
    """Four tabs reused for every page: a desktop and a phone screen, A4 and Letter print."""

    def __init__(self, browser):
        self.url = None
        self.tabs = []
        for name, width, media in [(f"{DESKTOP} px", DESKTOP, "screen"), (f"{PHONE} px", PHONE, "screen")] + [
            (f"print at {p} width ({w} px)", w, "print") for p, w in PAPER.items()
        ]:
            ctx = browser.new_context(viewport={"width": width, "height": 900})
            page = ctx.new_page()
            rec = {"console": [], "errors": [], "requests": []}
            ctx.route("**/*", lambda r, rec=rec: self.route(r, rec))
            page.on("console", lambda m, rec=rec: rec["console"].append(m.text[:200]) if m.type == "error" else None)
            page.on("pageerror", lambda e, rec=rec: rec["errors"].append(str(e)[:200]))
            page.emulate_media(media=media)
            self.tabs.append((name, width, media, page, rec))

    def route(self, r, rec):
        if r.request.url == self.url and r.request.is_navigation_request():
            r.continue_()
        else:
            rec["requests"].append(r.request.url[:120])
            r.abort()

    def check(self, path):
        """The failures of one page, and a line saying what was checked."""
        self.url = path.resolve().as_uri()
        failures = []
        seen = {}
        for name, width, media, page, rec in self.tabs:
            for v in rec.values():
                v.clear()
            page.goto(self.url, wait_until="load")
            probe = page.evaluate(PROBE)
            failures += [f"console error at {name}: {c}" for c in rec["console"]]
            failures += [f"page error at {name}: {e}" for e in rec["errors"]]
            failures += [f"request at {name}: {r}" for r in rec["requests"]]
            if media == "screen":
                failures += [f"<math> of zero size at {name}: {m!r}" for m in probe["zero_maths"]]
                seen = probe
            if width == PHONE and probe["width"] > PHONE + 1:
                failures.append(f"page is {probe['width']} px wide in a {PHONE} px viewport")
            if media == "print":
                failures += [f"cut off in {name}: {c}" for c in page.evaluate(CLIPPED)]
        checked = (f"{seen.get('maths', 0)} <math>, {seen.get('tables', 0)} tables; console, page errors, requests at "
                   + ", ".join(t[0] for t in self.tabs) + f"; <math> sizes on screen; width at {PHONE} px; tables and <pre> in print")
        return failures, checked


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pages", nargs="*", type=pathlib.Path)
    ap.add_argument("--mlex", default=str(ROOT / "target" / "debug" / "mlex"), help="the mlex binary (built if it is the default and missing)")
    ap.add_argument("--chromium", default=None, help="the browser (default: chromium, chromium-browser or google-chrome on PATH)")
    ap.add_argument("--out", type=pathlib.Path, help="keep the rendered pages in this directory")
    a = ap.parse_args()

    exe = a.chromium or next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    if not exe:
        print("error: no Chromium on PATH\n  help: apt-get install -y chromium (Debian), or pass --chromium PATH", file=sys.stderr)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("error: the Python package `playwright` is missing\n  help: pip install playwright (its browser download is not needed)", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="mlex-browser-") as tmp:
        out = a.out or pathlib.Path(tmp)
        out.mkdir(parents=True, exist_ok=True)
        pages = a.pages
        if not pages:
            if a.mlex == str(ROOT / "target" / "debug" / "mlex"):
                subprocess.run(["cargo", "build", "--locked", "--quiet"], check=True, cwd=ROOT)
            pages = render_pages(a.mlex, out)
        failed = 0
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox", "--disable-gpu"])
            checker = Checker(browser)
            for path in pages:
                failures, checked = checker.check(path)
                status = "FAIL" if failures else "ok"
                print(f"{status:4} {path.name}: {checked}")
                for f in failures:
                    print(f"       {f}")
                failed += bool(failures)
            browser.close()
        if not a.pages:
            # --format pdf through the same browser: a PDF whose solution starts a new page
            pdf = out / "upv-2023-01-26.sol.pdf"
            spec = ROOT / "exercises" / "perceptron" / "upv-2023-01-26.yaml"
            r = subprocess.run([a.mlex, "render", str(spec), "--solutions", "--format", "pdf", "-o", str(pdf)],
                               cwd=ROOT, capture_output=True, text=True)
            data = pdf.read_bytes() if pdf.exists() else b""
            pages_in_pdf = data.count(b"/Type /Page") - data.count(b"/Type /Pages")
            ok = r.returncode == 0 and data.startswith(b"%PDF") and pages_in_pdf >= 2
            print(f"{'ok' if ok else 'FAIL':4} {pdf.name}: mlex render --format pdf exits 0 and writes a PDF of "
                  f"{pages_in_pdf} pages (at least 2: the solution starts a new page)")
            if not ok:
                print(f"       exit {r.returncode}: {r.stderr.strip()[:300]}")
                failed += 1
    print(f"\n{len(pages) - failed} of {len(pages)} pages passed every check")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
