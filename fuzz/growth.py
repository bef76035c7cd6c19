#!/usr/bin/env python3
"""How fast each fuzz target's coverage still grows, from the campaigns' plateau.py summaries.

Reads fuzz/campaigns.csv (one row per plateau.py run, in the order they ran, each continuing
the corpus of the one before: campaign, target, stopped, seconds, execs, cov_at_start, cov,
last_new_cov_at_exec) and, per target, sums the executions since its first campaign (the one
that started from the shipped files). If coverage grows like c·ln(executions), each later run
gives c = (cov − cov_at_start) / ln(E_after / E_before), E the executions so far; a c that
stays the same run after run is that law. Under it, the last half of a run of n executions
that starts after E finds c·ln((E + n) / (E + n/2)) new edges on average, which grows with n
towards c·ln 2: plateau.py's plateau (a last half with no new edge) is then out of reach for
any length of run, and only a c under about 1.4 (c·ln 2 < 1) makes it likely.

Usage: fuzz/growth.py [CSV]   (default: fuzz/campaigns.csv next to this script)
"""
import csv
import math
import os
import signal
import statistics
import sys

# a closed pipe (`growth.py | head`) ends it quietly
signal.signal(signal.SIGPIPE, signal.SIG_DFL)

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "campaigns.csv")
try:
    rows = list(csv.DictReader(open(path)))
except OSError as e:
    sys.exit(f"growth.py: cannot read {path}: {e.strerror}")
for line, r in enumerate(rows, start=2):
    try:
        if not r["target"] or min(int(r[k]) for k in ("execs", "cov_at_start", "cov")) < 0 or int(r["execs"]) == 0:
            raise ValueError
    except (KeyError, TypeError, ValueError):
        sys.exit(f"growth.py: {path}:{line}: a row needs a target, a positive `execs` and whole `cov_at_start` and `cov` "
                 "(the columns: campaign,target,stopped,seconds,execs,cov_at_start,cov,last_new_cov_at_exec)")
targets = []
for r in rows:
    if r["target"] not in targets:
        targets.append(r["target"])
print("| target | runs after its first | edges found per e-fold of executions (c), each run | median c | executions so far | a run as long again: new edges expected in its last half |")
print("|---|---|---|---|---|---|")
for t in targets:
    runs = [r for r in rows if r["target"] == t]
    total = int(runs[0]["execs"])
    cs = []
    for r in runs[1:]:
        n, found = int(r["execs"]), int(r["cov"]) - int(r["cov_at_start"])
        cs.append(found / math.log((total + n) / total))
        total += n
    if not cs:
        continue
    c = statistics.median(cs)
    later_half = c * math.log(2 * total / (1.5 * total))
    print(f"| `{t}` | {len(cs)} | {', '.join(f'{x:.0f}' for x in cs)} | {c:.0f} | {total:,} | {later_half:.0f} |")
