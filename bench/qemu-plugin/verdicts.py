#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The targets' goals (bench/results/goals.json), judged from a results CSV.

Each goal compares the instructions per message of two implementations,
cell by cell (mode, key size) at one message size, against a bound on their
ratio.  A goal is "met" when every cell it covers is within the bound,
"missed" otherwise (the cells outside are marked OUTSIDE), and "not measured" when
the CSV has no cell with both implementations.  A goal with no second
implementation bounds the first one's count per byte.  A goal with
"den_mode" compares each of its modes against that one mode of DEN (e.g.
AEGIS-128L against the same kernel's GCM: num = den = the kernel).  report.py puts the lines in
bench/results/<target>.md; run by hand on a CSV to judge it again:

  verdicts.py TARGET bench/results/TARGET.csv
"""
import csv
import json
import os
import sys

SIZE = 16384


class Goal:
    """NUM / DEN per message (instructions, or memory accesses with
    metric="mem"), >= AT_LEAST or <= AT_MOST, per cell; with DEN None, NUM's
    own count per byte against the bound."""

    def __init__(self, text, num, den, at_least=None, at_most=None, modes=None,
                 keys=(128, 256), sizes=(SIZE,), metric="insns", why=None, den_mode=None):
        self.text, self.num, self.den, self.why = text, num, den, why
        self.den_mode = den_mode
        self.at_least, self.at_most = at_least, at_most
        self.modes, self.keys, self.sizes, self.metric = modes, keys, sizes, metric

    def bound(self):
        den = self.den + (" " + self.den_mode if self.den_mode else "") if self.den else None
        what = "%s / %s" % (self.num, den) if self.den else "%s %s/B" % (self.num,
                                                                             self.metric)
        if self.at_least is not None:
            return "%s >= %g" % (what, self.at_least)
        return "%s <= %g" % (what, self.at_most)

    def ok(self, ratio):
        if self.at_least is not None:
            return ratio >= self.at_least
        return ratio <= self.at_most


GOALS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results",
                          "goals.json")


def load_goals(path=GOALS_FILE):
    """{target: [Goal]} from bench/results/goals.json (the issues' numbers)."""
    with open(path) as f:
        doc = json.load(f)
    goals = {}
    for target, items in doc.items():
        if target.startswith("_"):
            continue
        goals[target] = [Goal(g["text"], g["num"], g.get("den"), at_least=g.get("at_least"),
                              at_most=g.get("at_most"),
                              modes=tuple(g["modes"]) if "modes" in g else None,
                              keys=tuple(g.get("keys", (128, 256))),
                              sizes=tuple(g.get("sizes", (SIZE,))),
                              metric=g.get("metric", "insns"), why=g.get("why"),
                              den_mode=g.get("den_mode"))
                          for g in items]
    return goals


def read_csv(path):
    """{metric: {(impl, mode, keybits, size): count per message}}"""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    out = {m: {(r["impl"], r["mode"], int(r["keybits"]), int(r["size"])):
               int(r[m + "_per_msg"]) for r in rows} for m in ("insns", "mem")}
    # The estimated clocks (m68k) and Cortex-M4 cycles (cm4report.py), per
    # byte in the CSV: per message here.
    for m in ("est_cached_clocks", "est_memory_clocks", "est_cm4_cycles"):
        out[m] = {(r["impl"], r["mode"], int(r["keybits"]), int(r["size"])):
                  float(r[m + "_per_byte"]) * int(r["size"])
                  for r in rows if r.get(m + "_per_byte")}
    return out


def judge(goal, counts):
    counts = counts[goal.metric]
    cells, missed = [], 0
    modes = []
    for impl, mode, _, size in counts:
        if impl == goal.num and size in goal.sizes and mode not in modes:
            modes.append(mode)
    for mode in modes:
        if goal.modes is not None and mode not in goal.modes:
            continue
        for kb in goal.keys:
            for size in goal.sizes:
                n = counts.get((goal.num, mode, kb, size))
                d = (counts.get((goal.den, goal.den_mode or mode, kb, size))
                     if goal.den else size)
                if n is None or d is None:
                    continue
                ratio = n / d
                where = mode + "-%d" % kb + ("" if goal.sizes == (SIZE,) else " %d B" % size)
                if goal.den:
                    den = goal.den + (" " + goal.den_mode if goal.den_mode else "")
                    fmt = "%s %.4f (%s %.3f, %s %.3f %s/B)" if goal.den_mode else \
                        "%s %.2f (%s %.2f, %s %.2f %s/B)"
                    txt = fmt % (where, ratio, goal.num, n / size, den, d / size, goal.metric)
                else:
                    txt = "%s %.3f %s/B" % (where, ratio, goal.metric)
                if not goal.ok(ratio):
                    txt += " OUTSIDE"
                    missed += 1
                cells.append(txt)
    if not cells:
        return "**not measured**: %s (no cell has both %s and %s)." % (
            goal.text, goal.num, goal.den or "a size")
    why = ""
    if missed:
        verdict = "**missed** (%s: %d of %d cells outside)" % (goal.bound(), missed, len(cells))
        # The goal's explanation of a miss (goals.json "why"), when it has one.
        why = "  Why: %s" % goal.why if goal.why else ""
    else:
        verdict = "**met** (%s in all %d cells)" % (goal.bound(), len(cells))
    return "%s: %s.  %s.%s" % (verdict, goal.text, "; ".join(cells), why)


def verdict_lines(target, csv_path):
    goals = load_goals().get(target, [])
    if not goals:
        return []
    insns = read_csv(csv_path)
    return [judge(g, insns) for g in goals]


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: verdicts.py TARGET RESULTS.csv")
    for line in verdict_lines(sys.argv[1], sys.argv[2]):
        print(line)
