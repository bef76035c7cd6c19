#!/usr/bin/env python3
"""Runs one fuzz target until its coverage stops growing, and says how far it got.

A plateau: the last half of the run's executions (and at least --min-quiet of them) found no new
edge. The run also stops after --max-seconds, or when libFuzzer stops on a finding (a crash, a
panic, a time-out: the input is under fuzz/artifacts/TARGET/). The corpus fuzz/corpus/TARGET is
continued (fuzz/seed.sh seeds it) and the dictionary fuzz/mlex.dict is used. The whole log is
kept in fuzz/target/plateau-TARGET.log, and the last line printed is the summary that
tests/README.md's campaign tables are made of.

Usage (build the targets first: cd fuzz && cargo +nightly fuzz build -s none):
    fuzz/plateau.py TARGET [--min-quiet EXECS] [--max-seconds S] [--timeout S] [--dir DIR]
--dir takes the build, the corpus, the artifacts and the log from another fuzz folder (the tests
run a stand-in fuzzer there). Exit 0 at a plateau, at the time limit or when interrupted, 1 on a finding, 2 on bad usage.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
ap.add_argument("target")
ap.add_argument("--min-quiet", type=int, default=300_000, help="executions without a new edge, at least (default 300000)")
ap.add_argument("--max-seconds", type=int, default=3600, help="stop after this long (default 3600)")
ap.add_argument("--timeout", type=int, default=30, help="seconds an input may run (default 30)")
ap.add_argument("--dir", default=here, help="the fuzz folder: target/, corpus/, artifacts/ (default: this script's)")
args = ap.parse_args()

host = re.search(r"host: (\S+)", subprocess.run(["rustc", "-vV"], capture_output=True, text=True).stdout)
binary = os.path.join(args.dir, "target", host[1] if host else "x86_64-unknown-linux-gnu", "release", args.target)
if not os.path.exists(binary):
    print(f"plateau.py: no {binary}: build the targets first (cd fuzz && cargo +nightly fuzz build -s none)", file=sys.stderr)
    sys.exit(2)
corpus = os.path.join(args.dir, "corpus", args.target)
if not os.path.isdir(corpus):
    print(f"plateau.py: no {corpus}: seed the corpora first (fuzz/seed.sh)", file=sys.stderr)
    sys.exit(2)
artifacts = os.path.join(args.dir, "artifacts", args.target) + "/"
os.makedirs(artifacts, exist_ok=True)
os.makedirs(os.path.join(args.dir, "target"), exist_ok=True)

cmd = [binary, corpus, f"-dict={os.path.join(here, 'mlex.dict')}", f"-artifact_prefix={artifacts}",
       f"-max_total_time={args.max_seconds}", f"-timeout={args.timeout}", "-rss_limit_mb=2048",
       "-print_final_stats=1", "-print_pcs=1"]
log = open(os.path.join(args.dir, "target", f"plateau-{args.target}.log"), "w")
# A job started in the background (`nohup … &`, as campaigns are) inherits SIGINT ignored, and a
# shell cannot trap a signal ignored on entry: the fuzzer gets its default back, so that the
# SIGINT at a plateau always stops it.
p = subprocess.Popen(cmd, cwd=here, stderr=subprocess.PIPE, stdout=log, text=True, errors="replace",
                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
start = time.time()
pat = re.compile(r"#(\d+)\s+(\w+)\s+cov: (\d+) ft: (\d+) corp: (\d+)")
execs = cov = ft = corp = 0
at_start = None
last_new = 0
stopped = None
for line in p.stderr:
    log.write(line)
    m = pat.search(line)
    if not m:
        continue
    execs, event, c, f, corp = int(m[1]), m[2], int(m[3]), int(m[4]), int(m[5])
    ft = max(ft, f)
    if event == "INITED" and at_start is None:
        at_start, cov, last_new = c, c, execs
    elif c > cov:
        cov, last_new = c, execs
    if at_start is not None and stopped is None and execs - last_new >= max(args.min_quiet, last_new):
        stopped = "plateau"
        p.send_signal(signal.SIGINT)  # libFuzzer prints its final stats and exits
code = p.wait()
log.close()
# libFuzzer exits 72 when interrupted (-interrupted_exitcode): by a SIGINT from elsewhere, which
# is a run cut short, not a finding
found = stopped is None and code not in (0, 72)
how = stopped or ("finding" if found else "interrupted" if code == 72 else "max-time")
print(f"{args.target}: {how} exit={code} wall={time.time() - start:.0f}s execs={execs} cov_at_start={at_start} "
      f"cov={cov} ft={ft} corpus={corp} last_new_cov_at_exec={last_new}")
sys.exit(1 if found else 0)
