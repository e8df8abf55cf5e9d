#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The targets' instruction-count goals, judged from a results CSV.

Each goal compares the instructions per message of two implementations,
cell by cell (mode, key size) at one message size, against a bound on their
ratio.  A goal is "met" when every cell it covers is within the bound,
"missed" otherwise (the cells outside are marked OUTSIDE), and "not measured" when
the CSV has no cell with both implementations.  report.py puts the lines in
bench/results/<target>.md; run by hand on a CSV to judge it again:

  verdicts.py TARGET bench/results/TARGET.csv
"""
import csv
import sys

SIZE = 16384


class Goal:
    """NUM / DEN insns per message, >= AT_LEAST or <= AT_MOST, per cell."""

    def __init__(self, text, num, den, at_least=None, at_most=None, modes=None,
                 keys=(128, 256)):
        self.text, self.num, self.den = text, num, den
        self.at_least, self.at_most = at_least, at_most
        self.modes, self.keys = modes, keys

    def bound(self):
        if self.at_least is not None:
            return "%s / %s >= %g" % (self.num, self.den, self.at_least)
        return "%s / %s <= %g" % (self.num, self.den, self.at_most)

    def ok(self, ratio):
        if self.at_least is not None:
            return ratio >= self.at_least
        return ratio <= self.at_most


GOALS = {
    "aarch64": [
        Goal("CTR and GCM of armv8ce execute at least 3x fewer instructions than Mbed "
             "TLS's aesce.c (AES-128, 16 KiB)",
             "mbedtls-aesce", "armv8ce", at_least=3.0, modes=("ctr", "gcm-enc"), keys=(128,)),
        Goal("no mode of armv8ce executes more than 5% more instructions than OpenSSL "
             "(every mode both have, AES-128 and AES-256, 16 KiB)",
             "armv8ce", "openssl", at_most=1.05),
        Goal("the neon kernel executes no more instructions per byte than OpenSSL's "
             "vector-permute code (every mode both have, AES-128 and AES-256, 16 KiB)",
             "neon", "openssl-noce", at_most=1.0),
    ],
}


def read_csv(path):
    """{(impl, mode, keybits, size): insns per message}"""
    with open(path, newline="") as f:
        return {(r["impl"], r["mode"], int(r["keybits"]), int(r["size"])):
                int(r["insns_per_msg"]) for r in csv.DictReader(f)}


def judge(goal, insns):
    cells, missed = [], 0
    modes = []
    for impl, mode, _, size in insns:
        if impl == goal.num and size == SIZE and mode not in modes:
            modes.append(mode)
    for mode in modes:
        if goal.modes is not None and mode not in goal.modes:
            continue
        for kb in goal.keys:
            n = insns.get((goal.num, mode, kb, SIZE))
            d = insns.get((goal.den, mode, kb, SIZE))
            if n is None or d is None:
                continue
            ratio = n / d
            txt = "%s-%d %.2f (%s %.2f, %s %.2f insns/B)" % (
                mode, kb, ratio, goal.num, n / SIZE, goal.den, d / SIZE)
            if not goal.ok(ratio):
                txt += " OUTSIDE"
                missed += 1
            cells.append(txt)
    if not cells:
        return "**not measured**: %s (no cell has both %s and %s)." % (
            goal.text, goal.num, goal.den)
    if missed:
        verdict = "**missed** (%s: %d of %d cells outside)" % (goal.bound(), missed, len(cells))
    else:
        verdict = "**met** (%s in all %d cells)" % (goal.bound(), len(cells))
    return "%s: %s.  %s." % (verdict, goal.text, "; ".join(cells))


def verdict_lines(target, csv_path):
    goals = GOALS.get(target, [])
    if not goals:
        return []
    insns = read_csv(csv_path)
    return [judge(g, insns) for g in goals]


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: verdicts.py TARGET RESULTS.csv")
    for line in verdict_lines(sys.argv[1], sys.argv[2]):
        print(line)
