#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Refuses a results file that its CSV does not generate.

For every bench/results/NAME.md that has a NAME.csv, runs NAME's generator
in its --from-csv mode on a copy of NAME.csv and its sidecar NAME.json (in a
scratch directory) and compares the md it writes with the committed one,
byte for byte.  The generator is the one the sidecar names
(bench/qemu-plugin/report.py, cm4report.py, bench/host_matrix.py,
bench/footprint/footprint.py); an md
with a CSV but no sidecar is refused too.  Exit 1 with a diff on a
difference; run the generator's --from-csv mode to write the file again.

    bench/check_results.py [RESULTS-DIR]
"""
import difflib
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
GENERATORS = {
    "bench/qemu-plugin/report.py": lambda side, p: [side["target"], p],
    "bench/qemu-plugin/cm4report.py": lambda side, p: [p],
    "bench/host_matrix.py": lambda side, p: [p],
    "bench/footprint/footprint.py": lambda side, p: [p],
}


def check(results, name, scratch):
    md, csv, sc = (os.path.join(results, name + ext) for ext in (".md", ".csv", ".json"))
    if not os.path.exists(sc):
        return ["%s.md: has %s.csv but no sidecar %s.json (written by its generator)" % (
            name, name, name)]
    with open(sc) as f:
        side = json.load(f)
    gen = side.get("generator")
    if gen not in GENERATORS:
        return ["%s.json: unknown generator %r" % (name, gen)]
    for p in (csv, sc):
        shutil.copy(p, scratch)
    prefix = os.path.join(scratch, name)
    r = subprocess.run([sys.executable, os.path.join(ROOT, gen), "--from-csv"] +
                       GENERATORS[gen](side, prefix), stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True, env=dict(os.environ,
                                                                   PYTHONDONTWRITEBYTECODE="1"))
    if r.returncode != 0:
        return ["%s: %s --from-csv failed: %s" % (name, gen, r.stderr.strip())]
    with open(prefix + ".md", encoding="utf-8") as f:
        want = f.read()
    with open(md, encoding="utf-8") as f:
        have = f.read()
    if want == have:
        return []
    diff = difflib.unified_diff(have.splitlines(), want.splitlines(), "committed " + name +
                                ".md", "generated from " + name + ".csv", lineterm="", n=0)
    return ["%s.md differs from what %s generates from %s.csv:\n%s" % (
        name, gen, name, "\n".join(list(diff)[:40]))]


def main():
    results = sys.argv[1] if len(sys.argv) > 1 else os.path.join(BENCH, "results")
    names = sorted(f[:-3] for f in os.listdir(results)
                   if f.endswith(".md") and os.path.exists(os.path.join(results, f[:-3] + ".csv")))
    if not names:
        sys.exit("check_results.py: no results file with a CSV in %s" % results)
    errors = []
    with tempfile.TemporaryDirectory() as scratch:
        for n in names:
            e = check(results, n, scratch)
            print("%s.md: %s" % (n, "differs" if e else "generated from %s.csv" % n))
            errors += e
    for e in errors:
        sys.stderr.write(e + "\n")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
