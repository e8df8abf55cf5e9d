#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The targets' instruction-count goals, judged from a results CSV.

Each goal compares the instructions per message of two implementations,
cell by cell (mode, key size) at one message size, against a bound on their
ratio.  A goal is "met" when every cell it covers is within the bound,
"missed" otherwise (the cells outside are marked OUTSIDE), and "not measured" when
the CSV has no cell with both implementations.  A goal with no second
implementation bounds the first one's count per byte.  report.py puts the lines in
bench/results/<target>.md; run by hand on a CSV to judge it again:

  verdicts.py TARGET bench/results/TARGET.csv
"""
import csv
import sys

SIZE = 16384


class Goal:
    """NUM / DEN per message (instructions, or memory accesses with
    metric="mem"), >= AT_LEAST or <= AT_MOST, per cell; with DEN None, NUM's
    own count per byte against the bound."""

    def __init__(self, text, num, den, at_least=None, at_most=None, modes=None,
                 keys=(128, 256), sizes=(SIZE,), metric="insns"):
        self.text, self.num, self.den = text, num, den
        self.at_least, self.at_most = at_least, at_most
        self.modes, self.keys, self.sizes, self.metric = modes, keys, sizes, metric

    def bound(self):
        what = "%s / %s" % (self.num, self.den) if self.den else "%s %s/B" % (self.num,
                                                                             self.metric)
        if self.at_least is not None:
            return "%s >= %g" % (what, self.at_least)
        return "%s <= %g" % (what, self.at_most)

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
        Goal("armv8ce at or under the issue's instructions per byte (AES-128, 16 KiB): "
             "ECB 1.35", "armv8ce", None, at_most=1.35, modes=("ecb",), keys=(128,)),
        Goal("CBC-decrypt 1.45", "armv8ce", None, at_most=1.45, modes=("cbc-dec",), keys=(128,)),
        Goal("CBC-encrypt 1.45", "armv8ce", None, at_most=1.45, modes=("cbc-enc",), keys=(128,)),
        Goal("CTR 1.65", "armv8ce", None, at_most=1.65, modes=("ctr",), keys=(128,)),
        Goal("XTS 1.8", "armv8ce", None, at_most=1.8, modes=("xts",), keys=(128,)),
        Goal("GCM 2.2", "armv8ce", None, at_most=2.2, modes=("gcm-enc",), keys=(128,)),
        Goal("AEGIS-128L 1.2", "armv8ce", None, at_most=1.2, modes=("aegis128l",), keys=(128,)),
        Goal("AEGIS-256 1.7", "armv8ce", None, at_most=1.7, modes=("aegis256",), keys=(256,)),
    ],
    "m68k": [
        Goal("CBC-encrypt, ECB and CTR of m68020 execute at least 2x fewer instructions "
             "than Mbed TLS's C (AES-128, 16 KiB and 64 B; why ECB and 64-byte CBC-enc fall "
             "short: m68k-kernels.md, the ECB floor and the per-call breakdown)",
             "mbedtls", "m68020", at_least=2.0, modes=("ecb", "cbc-enc", "ctr"), keys=(128,),
             sizes=(SIZE, 64)),
        Goal("... and fewer memory accesses", "mbedtls", "m68020", at_least=1.0,
             modes=("ecb", "cbc-enc", "ctr"), keys=(128,), sizes=(SIZE, 64), metric="mem"),
        Goal("GCM of m68020 executes at least 2.5x fewer instructions than Mbed TLS's C GCM "
             "(AES-128, 16 KiB and 64 B)", "mbedtls", "m68020", at_least=2.5,
             modes=("gcm-enc",), keys=(128,), sizes=(SIZE, 64)),
        Goal("the constant-time m68k_ct within 3x of m68020's instructions (AES-128, 16 KiB; "
             "the estimated clocks are in the section below; why: m68k-kernels.md)", "m68k_ct",
             "m68020",
             at_most=3.0, keys=(128,)),
        Goal("the same in estimated MC68030 clocks, cached (an estimate: "
             "bench/qemu-plugin/cycles.py)", "m68k_ct", "m68020", at_most=3.0, keys=(128,),
             metric="est_cached_clocks"),
        Goal("the same in estimated MC68030 clocks, memory with 2 wait states (an estimate)",
             "m68k_ct", "m68020", at_most=3.0, keys=(128,), metric="est_memory_clocks"),
    ],
}


def read_csv(path):
    """{metric: {(impl, mode, keybits, size): count per message}}"""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    out = {m: {(r["impl"], r["mode"], int(r["keybits"]), int(r["size"])):
               int(r[m + "_per_msg"]) for r in rows} for m in ("insns", "mem")}
    # The estimated clocks (m68k), per byte in the CSV: per message here.
    for m in ("est_cached_clocks", "est_memory_clocks"):
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
                d = counts.get((goal.den, mode, kb, size)) if goal.den else size
                if n is None or d is None:
                    continue
                ratio = n / d
                where = mode + "-%d" % kb + ("" if goal.sizes == (SIZE,) else " %d B" % size)
                if goal.den:
                    txt = "%s %.2f (%s %.2f, %s %.2f %s/B)" % (
                        where, ratio, goal.num, n / size, goal.den, d / size, goal.metric)
                else:
                    txt = "%s %.3f %s/B" % (where, ratio, goal.metric)
                if not goal.ok(ratio):
                    txt += " OUTSIDE"
                    missed += 1
                cells.append(txt)
    if not cells:
        return "**not measured**: %s (no cell has both %s and %s)." % (
            goal.text, goal.num, goal.den or "a size")
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
