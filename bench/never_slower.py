#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The never-slower promise as a verdict, computed from bench/results/*.csv.

For each target and CPU model of bench/never_slower.json, the default kernel
is the one of the model's kernels with the lowest ORDER of
aesalt_add_kernel() (read from CMakeLists.txt and asm/*/kernels.cmake, so
that the verdict follows the build), and the constant-time kernel the one
the switch (AESALT_CONSTANT_TIME) leaves: the lowest ORDER among the
model's constant-time kernels.  Every cell (mode, key size, message size of
the JSON) compares the kernel's cost per message with each stock row's, in
the target's unit (instructions under qemu-user, estimated clocks on m68k,
estimated cycles on the Cortex-M4, median cycles on the host):

  pass          default / stock <= 1
  FAIL          default / stock > 1 (the promise is broken in that cell)
  not measured  the CSV has no such cell for one of the two

That rule is exact where the unit is: instructions and estimated clocks or
cycles repeat to the last digit, so any excess is real.  In a real-time
unit (the host's median cycles, REAL_TIME below) each row's cost is the
median of its runs of the matrix (each run a process of its own, keeping
its fewest ticks per message), and rows running the very same code differ
from one run to the next; the CSV gives each row's fastest and slowest run
(min_cpb, max_cpb).  There a cell FAILs only when the default's (or the
adapter's) median is above stock's slowest run: its typical run took
longer than every run of stock.  A median above stock's median but not
above stock's slowest run is

  within noise  not a fail and not a pass: listed with its ratio and both
                rows' ranges, and counted in the verdict line

and a cell whose stock row has no range (an older CSV) falls back to the
exact rule, as does a row of one run (its range is its median).

The argument is a rank one, which needs no model of the noise: were both
rows' runs independent draws of one and the same noise, the default's
median (the k-th slowest of its n_d runs, k = (n_d + 1) / 2) would lie
above all n_s runs of stock only if the k slowest of all n_d + n_s runs
were the default's: probability C(n_d + n_s - k, n_d - k) / C(n_d + n_s,
n_d) (noise_chance(); the host section of the verdict prints it for its
runs: 120/3432 at 7 runs each), where the exact rule fails such a cell
with probability one half, which is why the host's near-stock cells
flipped from one run of the matrix to the next.  The mirror rule (the
default's fastest run above stock's median) has the same chance and is
less moved by one slow run of stock, but on the committed host data it
fails cells where the stock and the device builds of wolfSSL run the same
source (CFB, OFB: no callback) by a tick or two per message: two builds of
the same source differ reproducibly by their code and data layout, which
is not aesalt's speed either.  The rule's price: one slow run of stock
widens the band, so a real slowdown smaller than stock's own spread reads
within noise; it is listed with both ranges, and marked when even the
row's fastest run is above stock's median.  More runs (AESALT_HOST_RUNS)
make a chance fail rarer still, and widen the band.

Where an adapter does not route a mode at all (never_slower.json's
"not_routed" of a driver: wolfSSL has no crypto callback for CFB or OFB,
so its own C runs them in the stock and the device build alike), a
real-time cell of that mode that does not pass is

  not routed    not a fail: listed with its ratio and both ranges, and
                counted in the verdict line

because real time cannot tell two builds' layout from their code there,
and the code is the stack's own in both: the exact-unit targets judge the
same cells by the exact rule (and find them level), so no slowdown of the
adapter hides behind the label.

The constant-time kernel's ratios are printed too; they may exceed 1.  The
promise holds on a model when no cell FAILs; a cell not measured is not a
pass, and a cell within noise or not routed is listed as such.

The default kernel's rows are aesalt's own API: a proxy for the stacks.  A
stack measured whole through one of aesalt's adapters, a row of its own
(a model's "drivers": Mbed TLS with the shim, row mbedtls-aesalt; wolfSSL
with the crypto-callback device, wolfssl-aesalt; the PSA API of
TF-PSA-Crypto with aesalt's PSA driver attached, tfpsa-aesalt; each serving
with the default kernel and called exactly as its stock row) is judged the
same way with that row in place of the kernel's, against its stock rows
(mbedtls or mbedtls-aesce/-aesni, wolfssl or wolfssl-aesni, tfpsa), over
the adapter's modes (PSA has no XTS); it has no constant-time column (not
measured under the switch).  Each verdict line says which stacks were
measured through their adapter on that model, or that only the proxy
judges it.

  never_slower.py [--results DIR] [--out FILE.md] [TARGET...]
  never_slower.py --self-test

prints, per target and model, the failing, within-noise and unmeasured
cells and one verdict line, writes the whole table to FILE.md, and exits 1
when a cell FAILs (not for cells not measured or within noise).
"""
import argparse
import csv
import glob
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CONFIG = os.path.join(HERE, "never_slower.json")

UNITS = {
    "insns": "instructions per byte (qemu-user, exact)",
    "est_cm4_cycles": "estimated Cortex-M4 cycles per byte",
    "est_cached_clocks": "estimated MC68030 clocks per byte (cached)",
    "median_cycles": "median cycles per byte (real time, TSC)",
}
# Units measured in real time: a row's cost is the median of its runs, and a
# cell is judged against the range of stock's runs (read_ranges()).
REAL_TIME = {"median_cycles"}


def kernel_orders(root=ROOT):
    """{kernel: ORDER} from every aesalt_add_kernel() call of the build."""
    orders = {}
    files = [os.path.join(root, "CMakeLists.txt")] + sorted(
        glob.glob(os.path.join(root, "asm", "*", "kernels.cmake")))
    pat = re.compile(r"aesalt_add_kernel\(\s*(\w+)\s+ORDER\s+(\d+)")
    for path in files:
        with open(path) as f:
            for m in pat.finditer(f.read()):
                orders[m.group(1)] = int(m.group(2))
    return orders


def read_costs(path, unit):
    """{(impl, mode, keybits, size): cost per message} of one results CSV."""
    costs = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            size = int(r["size"])
            if unit == "insns":
                v = float(r["insns_per_msg"])
            elif unit == "median_cycles":
                v = float(r["median_cpb"]) * size
            elif r.get(unit + "_per_msg"):
                v = float(r[unit + "_per_msg"])
            elif r.get(unit + "_per_byte"):
                v = float(r[unit + "_per_byte"]) * size
            else:
                continue
            costs[(r["impl"], r["mode"], int(r["keybits"]), size)] = v
    return costs


def read_ranges(path):
    """{(impl, mode, keybits, size): (fastest, slowest run, runs)} per
    message of a real-time CSV (min_cpb, max_cpb, runs); a row without them
    (an older CSV) is left out, and is judged by the exact rule."""
    ranges = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if not r.get("min_cpb") or not r.get("max_cpb"):
                continue
            size = int(r["size"])
            ranges[(r["impl"], r["mode"], int(r["keybits"]), size)] = (
                float(r["min_cpb"]) * size, float(r["max_cpb"]) * size,
                int(r["runs"]) if r.get("runs") else 0)
    return ranges


def noise_chance(n_d, n_s):
    """The chance that a row of N_D runs fails against a stock row of N_S
    runs by the real-time rule when both are one and the same noise: the
    median, the k-th slowest of N_D (k = (N_D + 1) // 2; for an even N_D the
    upper middle run, which bounds the mean of the two middle ones), above
    every stock run, i.e. the k slowest of all runs the row's."""
    k = (n_d + 1) // 2
    return math.comb(n_d + n_s - k, n_d - k) / math.comb(n_d + n_s, n_d)


def judge_cell(d, s, s_range):
    """'pass', 'noise' or 'FAIL' for the cost D against stock's S; S_RANGE
    is stock's (fastest, slowest run, runs) in a real-time unit, None in an
    exact unit or where the CSV has no range: then any excess FAILs."""
    if d <= s:
        return "pass"
    if s_range is not None and d <= s_range[1]:
        return "noise"
    return "FAIL"


def pick(kernels, orders, allowed=None):
    """The kernel of KERNELS with the lowest ORDER (among ALLOWED)."""
    known = [k for k in kernels if k in orders and (allowed is None or k in allowed)]
    return min(known, key=lambda k: orders[k]) if known else None


def fmt_range(r, size):
    """' (fastest-slowest)' per byte of a (fastest, slowest, runs) range, or ''."""
    return " (%.3f-%.3f)" % (r[0] / size, r[1] / size) if r else ""


def judge_model(target, model, costs, cfg, orders, ranges=None):
    """(lines of the md table, failing cells, unmeasured cells, default, ct).
    RANGES: read_ranges() of a real-time CSV (None: an exact unit); the cells
    within the noise of stock's runs are left in judge_model.noise."""
    ranges = ranges or {}
    default = pick(model["kernels"], orders)
    ct = pick(model["kernels"], orders, set(cfg["constant_time"]))
    rows, fails, missing, noise, unrouted = [], [], [], [], []
    ct_ratios = []
    chance = []
    # stack -> [row, cells measured, failing, within noise, worst ratio,
    # not routed]
    judge_model.drivers = {}
    # (stack, stock rows, the row judged, its constant-time row, modes, the
    # modes the adapter does not route: only in a real-time unit)
    stacks = [(stack, stock_rows, default, ct, cfg["modes"], ())
              for stack, stock_rows in model["stock"].items()]
    stacks += [(stack, d["stock"], d["row"], None, d.get("modes", cfg["modes"]),
                d.get("not_routed", ()) if ranges else ())
               for stack, d in model.get("drivers", {}).items()]
    for stack, stock_rows, row, ct_row, modes, not_routed in stacks:
        drv = (judge_model.drivers.setdefault(stack, [row, 0, 0, 0, 0.0, 0])
               if ct_row is None else None)
        for stock in stock_rows:
            for mode in modes:
                for kb in cfg["keys"]:
                    for size in cfg["sizes"]:
                        s = costs.get((stock, mode, kb, size))
                        d = costs.get((row, mode, kb, size)) if row else None
                        c = costs.get((ct_row, mode, kb, size)) if ct_row else None
                        s_range = ranges.get((stock, mode, kb, size))
                        d_range = ranges.get((row, mode, kb, size))
                        where = "%s %s-%d %d B vs %s (%s)" % (target, mode, kb, size, stock, stack)
                        judged = None
                        if s is None or d is None:
                            missing.append(where)
                            verdict = "not measured"
                        else:
                            judged = judge_cell(d, s, s_range)
                            if judged != "pass" and mode in not_routed:
                                judged = "unrouted"
                            if s_range and d_range and s_range[2] and d_range[2]:
                                chance.append(noise_chance(d_range[2], s_range[2]))
                            what = "%s: %s %.3f%s / %.3f%s per byte = %.3fx" % (
                                where, row, d / size, fmt_range(d_range, size), s / size,
                                fmt_range(s_range, size), d / s)
                            if judged == "FAIL":
                                fails.append(what + (", above stock's slowest run" if s_range
                                                     else ""))
                                verdict = "**FAIL**"
                            elif judged == "noise":
                                # every run of the row slower than stock's
                                # median: the mark of a real slowdown that
                                # one slow run of stock hides (docstring)
                                noise.append(what + (
                                    "; even its fastest run is above stock's median"
                                    if d_range and d_range[0] > s else ""))
                                verdict = "within noise"
                            elif judged == "unrouted":
                                unrouted.append(what)
                                verdict = "not routed"
                            else:
                                verdict = "pass"
                        if drv is not None and judged is not None:
                            drv[1] += 1
                            drv[2] += judged == "FAIL"
                            drv[3] += judged == "noise"
                            drv[4] = max(drv[4], d / s)
                            drv[5] += judged == "unrouted"
                        if s is not None and c is not None:
                            ct_ratios.append(c / s)
                        rows.append("| %s | %s-%d | %d | %s | %s | %s | %s | %s |" % (
                            stack, mode, kb, size, stock,
                            "%.3f" % (s / size) if s is not None else "-",
                            "%.3f (%.2fx)" % (d / size, d / s) if s and d is not None else "-",
                            "%.3f (%.2fx)" % (c / size, c / s) if s and c is not None else "-",
                            verdict))
    judge_model.ct_worst = max(ct_ratios) if ct_ratios else None
    judge_model.noise = noise
    judge_model.unrouted = unrouted
    judge_model.chance = max(chance) if chance else None
    return rows, fails, missing, default, ct


def state_of(fails, noise, n, what=" cells", unrouted=0):
    """'FAILS in F of N cells' or 'holds in all N cells', and the cells
    within the noise of stock's runs: 'holds in N-M of N cells and is
    within the noise of stock's runs in M (listed)', and those of modes
    the adapter does not route: '...; not routed in U (listed)'."""
    tail = "; not routed through the adapter in %d (listed)" % unrouted if unrouted else ""
    if fails:
        return "FAILS in %d of %d%s" % (fails, n, what) + (
            ", within the noise of stock's runs in %d more (listed)" % noise
            if noise else "") + tail
    if noise:
        return "holds in %d of %d%s and is within the noise of stock's runs in %d (listed)" % (
            n - noise - unrouted, n, what, noise) + tail
    if unrouted:
        return "holds in %d of %d%s" % (n - unrouted, n, what) + tail
    return "holds in all %d%s" % (n, what)


def adapter_summary(drivers):
    """The verdict line's part on the stacks measured through an adapter:
    DRIVERS is judge_model.drivers (stack -> [row, cells, failing, within
    noise, worst])."""
    measured = [(stack, v) for stack, v in drivers.items() if v[1]]
    if not measured:
        return "; no stack measured through its adapter here: only the proxy (aesalt's API) judges"
    out = ""
    for stack, (row, n_d, f_d, m_d, w_d, u_d) in measured:
        out += "; %s through %s: %s, at most %.2fx its stock rows" % (
            stack, row, state_of(f_d, m_d, n_d, unrouted=u_d), w_d)
    return out


def self_test():
    """Checks the judge on made-up costs; returns the number of failures."""
    import contextlib
    import io
    import tempfile
    bad = 0

    def check(cond, what):
        nonlocal bad
        if not cond:
            bad += 1
            print("never_slower.py self-test FAILED: " + what)

    cfg = {"modes": ["ecb", "cbc-enc"], "sizes": [16, 64], "keys": [128],
           "constant_time": ["ctk"]}
    orders = {"fast": 10, "ctk": 20, "slow": 30}
    model = {"cpu": "test", "kernels": ["slow", "ctk", "fast"], "stock": {"S": ["stock"]}}
    costs = {}
    for mode in cfg["modes"]:
        for size in cfg["sizes"]:
            costs[("stock", mode, 128, size)] = 10.0 * size
            costs[("fast", mode, 128, size)] = 10.0 * size  # equal: a pass
            costs[("ctk", mode, 128, size)] = 30.0 * size
    costs[("fast", "cbc-enc", 128, 64)] = 10.5 * 64  # one cell 5% slower
    del costs[("fast", "ecb", 128, 16)]  # one cell not measured
    rows, fails, missing, default, ct = judge_model("t", model, costs, cfg, orders)
    check(default == "fast", "default is the lowest ORDER (%s)" % default)
    check(ct == "ctk", "the switch keeps the constant-time kernel (%s)" % ct)
    check(len(rows) == 4, "one row per cell (%d)" % len(rows))
    check(len(fails) == 1 and "cbc-enc-128 64 B" in fails[0] and "1.050x" in fails[0],
          "the slower cell fails, the equal ones pass: %s" % fails)
    check(len(missing) == 1 and "ecb-128 16 B" in missing[0], "the missing cell: %s" % missing)
    # A driver stack: its own row against its stock row, over its modes.
    dmodel = dict(model, drivers={"D": {"row": "drv", "stock": ["dstock"], "modes": ["ecb"]}})
    for size in cfg["sizes"]:
        costs[("dstock", "ecb", 128, size)] = 20.0 * size
        costs[("drv", "ecb", 128, size)] = 19.0 * size
    costs[("drv", "ecb", 128, 64)] = 21.0 * 64  # the driver 5% slower at 64 B
    rows, fails, missing, _, _ = judge_model("t", dmodel, costs, cfg, orders)
    check(len(rows) == 6, "the driver's cells, its modes only (%d rows)" % len(rows))
    check(len(fails) == 2 and "ecb-128 64 B vs dstock (D): drv" in fails[1],
          "the driver row is judged against its stock row: %s" % fails)
    check(rows[-2].endswith("| - | pass |"), "no constant-time column for a driver: %s"
          % rows[-2])
    check(judge_model.drivers == {"D": ["drv", 2, 1, 0, 21.0 / 20.0, 0]},
          "the driver's own count: %s" % judge_model.drivers)
    # Two adapters, each against its own stock row (one of them the stack's
    # assembly): a cell slower than the other stack's stock row but not its
    # own passes; counts stay per stack.
    tmodel = dict(model, drivers={
        "M": {"row": "m-aesalt", "stock": ["m-asm"], "modes": ["ecb", "cbc-enc"]},
        "W": {"row": "w-aesalt", "stock": ["w"], "modes": ["ecb"]}})
    for mode in ("ecb", "cbc-enc"):
        for size in cfg["sizes"]:
            costs[("m-asm", mode, 128, size)] = 5.0 * size
            costs[("m-aesalt", mode, 128, size)] = 4.0 * size
            costs[("w", mode, 128, size)] = 3.0 * size
            costs[("w-aesalt", mode, 128, size)] = 2.9 * size
    costs[("m-aesalt", "cbc-enc", 128, 16)] = 5.5 * 16  # the shim 10% slower
    rows, fails, missing, _, _ = judge_model("t", tmodel, costs, cfg, orders)
    dfails = [f for f in fails if "(M)" in f or "(W)" in f]
    check(len(dfails) == 1 and "cbc-enc-128 16 B vs m-asm (M): m-aesalt" in dfails[0]
          and "1.100x" in dfails[0], "each adapter against its own stock row: %s" % dfails)
    check(judge_model.drivers == {"M": ["m-aesalt", 4, 1, 0, 1.1, 0],
                                  "W": ["w-aesalt", 2, 0, 0, 2.9 / 3, 0]},
          "per-adapter counts: %s" % judge_model.drivers)
    check(adapter_summary(judge_model.drivers).startswith("; M through m-aesalt: FAILS in 1 of 4")
          and "W through w-aesalt: holds in all 2 cells" in adapter_summary(judge_model.drivers),
          "the verdict line names each adapter: %s" % adapter_summary(judge_model.drivers))
    check("proxy" in adapter_summary({}) and "proxy" in adapter_summary({"Z": ["z", 0, 0, 0, 0.0, 0]}),
          "a model without adapter rows says the proxy judges it: %s" % adapter_summary({}))
    orders["fast"] = 40  # the ORDER decides: now ctk is the default
    _, fails, _, default, _ = judge_model("t", model, costs, cfg, orders)
    check(default == "ctk" and len(fails) == 4, "ORDER 40: %s, %d fails" % (default, len(fails)))
    # Real time: stock's runs ranged from 0.99x to 1.01x its median (the
    # range in RANGES); a cell 5% slower is above the slowest stock run and
    # FAILs, one 0.5% slower lies inside stock's range and is within noise.
    # Without a range (an exact unit, or an older CSV) 0.1% slower FAILs.
    rcfg = dict(cfg, modes=["ctr"], sizes=[16])
    rmodel = {"cpu": "test", "kernels": ["fast"], "stock": {},
              "drivers": {"R": {"row": "r", "stock": ["rs"], "modes": ["ctr"]}}}
    rng = {("rs", "ctr", 128, 16): (0.99 * 160, 1.01 * 160, 7),
           ("r", "ctr", 128, 16): (0.98 * 160, 1.2 * 160, 7)}

    def rjudge(ratio, ranges):
        rc = {("rs", "ctr", 128, 16): 160.0, ("r", "ctr", 128, 16): ratio * 160.0}
        rows, fails, _, _, _ = judge_model("t", rmodel, rc, rcfg, orders, ranges)
        return rows[0].rsplit("|", 2)[1].strip(), fails, judge_model.noise
    verdict, fails, noise = rjudge(1.05, rng)
    check(verdict == "**FAIL**" and len(fails) == 1 and "1.050x" in fails[0]
          and "(9.900-10.100)" in fails[0] and "above stock's slowest run" in fails[0]
          and not noise, "real time: 1.05x over a stock range up to 1.01x FAILs: %s %s %s"
          % (verdict, fails, noise))
    verdict, fails, noise = rjudge(1.005, rng)
    check(verdict == "within noise" and not fails and len(noise) == 1 and "1.005x" in noise[0]
          and "10.050 (9.800-12.000) / 10.000 (9.900-10.100)" in noise[0],
          "real time: 1.005x inside stock's range is within noise, both ranges listed: %s %s %s"
          % (verdict, fails, noise))
    check(judge_model.drivers == {"R": ["r", 1, 0, 1, 1.005, 0]},
          "the adapter counts its cell within noise: %s" % judge_model.drivers)
    check("fastest run" not in noise[0], "no mark on a row whose fastest run is below "
          "stock's median: %s" % noise)
    fast = dict(rng)
    fast[("r", "ctr", 128, 16)] = (1.004 * 160, 1.006 * 160, 7)
    verdict, fails, noise = rjudge(1.005, fast)
    check(verdict == "within noise" and len(noise) == 1
          and noise[0].endswith("; even its fastest run is above stock's median"),
          "a row whose fastest run is above stock's median is marked: %s" % noise)
    verdict, fails, noise = rjudge(1.01, rng)
    check(verdict == "within noise", "real time: level with stock's slowest run is within "
          "noise: %s" % verdict)
    verdict, fails, noise = rjudge(1.0, rng)
    check(verdict == "pass" and not fails and not noise, "real time: level with stock's "
          "median passes: %s" % verdict)
    verdict, fails, noise = rjudge(1.001, None)
    check(verdict == "**FAIL**" and len(fails) == 1 and "1.001x" in fails[0]
          and "slowest" not in fails[0], "an exact unit: 1.001x FAILs: %s %s" % (verdict, fails))
    verdict, fails, noise = rjudge(1.001, {("r", "ctr", 128, 16): rng[("r", "ctr", 128, 16)]})
    check(verdict == "**FAIL**" and len(fails) == 1, "real time, stock without a range: the "
          "exact rule, 1.001x FAILs: %s %s" % (verdict, fails))
    # A mode the adapter does not route (never_slower.json's not_routed):
    # in real time a cell above stock's slowest run is "not routed", not a
    # FAIL, listed and counted; in an exact unit the same cell FAILs, and
    # a routed mode in real time still FAILs.
    rmodel["drivers"]["R"]["not_routed"] = ["ctr"]
    verdict, fails, _ = rjudge(1.05, rng)
    check(verdict == "not routed" and not fails and len(judge_model.unrouted) == 1
          and "1.050x" in judge_model.unrouted[0]
          and judge_model.drivers == {"R": ["r", 1, 0, 0, 1.05, 1]},
          "real time, a mode not routed: 1.05x is listed as not routed: %s %s %s"
          % (verdict, judge_model.unrouted, judge_model.drivers))
    check("not routed through the adapter in 1 (listed)" in adapter_summary(judge_model.drivers)
          and "holds in 0 of 1 cells" in adapter_summary(judge_model.drivers),
          "the verdict line counts the cells not routed: %s" % adapter_summary(judge_model.drivers))
    verdict, fails, _ = rjudge(1.0, rng)
    check(verdict == "pass" and not judge_model.unrouted, "real time, a mode not routed at "
          "stock's median passes: %s" % verdict)
    verdict, fails, _ = rjudge(1.001, None)
    check(verdict == "**FAIL**" and len(fails) == 1 and not judge_model.unrouted,
          "an exact unit judges a mode not routed by the exact rule: %s %s" % (verdict, fails))
    rmodel["drivers"]["R"]["not_routed"] = ["ecb"]
    verdict, fails, _ = rjudge(1.05, rng)
    check(verdict == "**FAIL**" and len(fails) == 1 and not judge_model.unrouted,
          "real time, a routed mode still FAILs: %s %s" % (verdict, fails))
    del rmodel["drivers"]["R"]["not_routed"]
    check(state_of(0, 0, 88, unrouted=2) == "holds in 86 of 88 cells; not routed through the "
          "adapter in 2 (listed)" and state_of(1, 1, 88, unrouted=2).startswith("FAILS in 1 of 88")
          and state_of(0, 1, 88, unrouted=2).startswith("holds in 85 of 88 cells and is within"),
          "the verdict line counts not routed cells apart: %s" % state_of(0, 0, 88, unrouted=2))
    check(state_of(0, 3, 432, " measured cells") == "holds in 429 of 432 measured cells and is "
          "within the noise of stock's runs in 3 (listed)"
          and state_of(2, 1, 88) == "FAILS in 2 of 88 cells, within the noise of stock's runs "
          "in 1 more (listed)" and state_of(0, 0, 80) == "holds in all 80 cells",
          "the verdict line counts the cells within noise: %s" % state_of(0, 3, 432))
    check(abs(noise_chance(7, 7) - 120 / 3432) < 1e-12 and noise_chance(1, 1) == 0.5
          and abs(noise_chance(2, 3) - 0.4) < 1e-12,
          "the chance of a fail between rows of one noise: %s" % noise_chance(7, 7))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "x.csv")
        with open(path, "w") as f:
            f.write("impl,mode,keybits,size,insns_per_msg,est_cm4_cycles_per_byte\n"
                    "k,ecb,128,64,640,2.5\n")
        check(read_costs(path, "insns") == {("k", "ecb", 128, 64): 640.0}, "insns column")
        check(read_costs(path, "est_cm4_cycles") == {("k", "ecb", 128, 64): 160.0},
              "a per-byte column becomes per message")
        with open(os.path.join(d, "CMakeLists.txt"), "w") as f:
            f.write("aesalt_add_kernel(a ORDER 7 SOURCES x)\n")
        os.makedirs(os.path.join(d, "asm", "q"))
        with open(os.path.join(d, "asm", "q", "kernels.cmake"), "w") as f:
            f.write("  aesalt_add_kernel(b ORDER 3 SOURCES\n  y)\n")
        check(kernel_orders(d) == {"a": 7, "b": 3}, "ORDER numbers: %s" % kernel_orders(d))
        # A real-time CSV end to end: a row with its range, one without
        # (older data: the exact rule), and the exit status: 1 for a FAIL,
        # 0 for a cell within noise.
        res = os.path.join(d, "results")
        os.makedirs(res)
        conf = os.path.join(d, "ns.json")
        with open(conf, "w") as f:
            json.dump({"modes": ["ctr"], "sizes": [16], "keys": [128], "constant_time": ["a"],
                       "targets": {"h": {"unit": "median_cycles", "models": [
                           {"cpu": "c", "kernels": ["a"], "stock": {"S": ["s"]}}]}}}, f)
        head = ("impl,mode,keybits,size,median_cpb,min_cpb,max_cpb,median_mib_s,"
                "ratio_openssl_median,ratio_openssl_min,ratio_openssl_max,runs\n")
        hpath = os.path.join(res, "h.csv")
        out = os.path.join(d, "ns.md")
        argv = ["--results", res, "--config", conf, "--root", d, "--out", out]
        with open(hpath, "w") as f:
            f.write(head + "a,ctr,128,16,4.375,4.125,4.625,1,,,,7\n"
                    "s,ctr,128,16,4.250,4.250,4.750,1,,,,7\n")
        check(read_costs(hpath, "median_cycles")[("a", "ctr", 128, 16)] == 70.0
              and read_ranges(hpath)[("s", "ctr", 128, 16)] == (68.0, 76.0, 7),
              "the median and the range per message: %s" % read_ranges(hpath))
        with contextlib.redirect_stdout(io.StringIO()):
            rc = main(argv)
        with open(out) as f:
            md = f.read()
        check(rc == 0 and "| within noise |" in md and "within the noise of stock's runs in 1"
              in md and "chance of at most 0.035 " in md,
              "a cell within noise does not fail the verdict's exit status (%d)" % rc)
        with open(hpath, "w") as f:
            f.write(head + "a,ctr,128,16,4.375,4.125,4.625,1,,,,7\n"
                    "s,ctr,128,16,4.250,,,1,,,,\n")
        with contextlib.redirect_stdout(io.StringIO()):
            rc = main(argv)
        with open(out) as f:
            md = f.read()
        check(rc == 1 and "| **FAIL** |" in md and "chance" not in md,
              "a stock row without its range: the exact rule, exit 1 (%d)" % rc)
    print("never_slower.py self-test: %s" % ("FAILED" if bad else "passed"))
    return bad


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--self-test"]:
        return 1 if self_test() else 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("targets", nargs="*")
    ap.add_argument("--results", default=os.path.join(HERE, "results"))
    ap.add_argument("--config", default=CONFIG)
    ap.add_argument("--root", default=ROOT, help="source tree whose ORDER numbers apply")
    ap.add_argument("--out", help="write the markdown table here")
    a = ap.parse_args(argv)
    with open(a.config) as f:
        cfg = json.load(f)
    orders = kernel_orders(a.root)
    targets = a.targets or list(cfg["targets"])
    md = ["# The never-slower verdict", "",
          "Generated by `bench/never_slower.py` from the `bench/results/<target>.csv` files "
          "and the ORDER numbers of `aesalt_add_kernel()`; the configuration (CPU models, "
          "their kernels, the stacks' stock rows) is `bench/never_slower.json`. "
          "Do not edit by hand.", "",
          "Each cell: the stock row's cost per byte, the default kernel's and the "
          "constant-time kernel's (`AESALT_CONSTANT_TIME`) with their ratio to the stock "
          "row. The default must not exceed 1.00x (in a real-time unit: must not be "
          "above the slowest run of the stock row, see that target's section); the "
          "constant-time kernel may.", "",
          "The rows of each stack's stock name (`Mbed TLS`, `wolfSSL`) are a proxy: "
          "aesalt's own API (aesalt-insn-bench) beside the stack's own API. "
          "The stacks measured whole through aesalt's adapters follow them, "
          "with the adapter's row in the default column and the very calls of the "
          "stock row: `Mbed TLS (through the shim)` is Mbed TLS with mbedtls_alt/ "
          "(row `mbedtls-aesalt`), `wolfSSL (through the device)` wolfSSL with the "
          "crypto-callback device of wolfssl_port/ (`wolfssl-aesalt`), "
          "`PSA (TF-PSA-Crypto 1.0)` the PSA API with aesalt's PSA driver attached "
          "(`tfpsa-aesalt`); each serves with the default kernel and is judged "
          "against the stock row of its stack on that model (its C, or the "
          "assembly its stock build runs there: `mbedtls-aesce` on aarch64, "
          "`mbedtls-aesni` and `wolfssl-aesni` on the host). Each summary line says "
          "which stacks were measured through their adapter on that model; a model "
          "without such rows (measured under another CPU model, or not run) is "
          "judged by the proxy only.", ""]
    summary = []
    any_fail = False
    for t in targets:
        tc = cfg["targets"].get(t)
        if tc is None:
            sys.exit("never_slower.py: no target %s in %s" % (t, a.config))
        path = os.path.join(a.results, t + ".csv")
        md += ["## %s" % t, "", "Unit: %s, from [%s.csv](%s.csv)." % (UNITS[tc["unit"]], t, t), ""]
        if not os.path.exists(path):
            line = "%s: not measured (no %s)" % (t, path)
            print(line)
            summary.append(line)
            md += [line, ""]
            continue
        costs = read_costs(path, tc["unit"])
        ranges = None
        if tc["unit"] in REAL_TIME:
            ranges = read_ranges(path)
            md += ["Real time: each row's cost is the median of its runs of the matrix, and "
                   "rows running the very same code differ from one run to the next. A cell "
                   "**FAIL**s when the median is above stock's slowest run (its typical run "
                   "took longer than every run of stock); above stock's median but not above "
                   "its slowest run it is *within noise*: not a fail, listed with both rows' "
                   "ranges (fastest-slowest run, per byte). A stock row without a range is "
                   "judged by the exact rule. The argument is in `bench/never_slower.py`.", ""]
        for model in tc["models"]:
            rows, fails, missing, default, ct = judge_model(t, model, costs, cfg, orders, ranges)
            noise, unrouted = judge_model.noise, judge_model.unrouted
            any_fail = any_fail or bool(fails)
            n = len(rows)
            state = state_of(len(fails), len(noise), n - len(missing), " measured cells",
                             len(unrouted))
            worst = judge_model.ct_worst
            # the proxy's own count: the cells of the kernel's rows
            p_n = n - len(missing) - sum(v[1] for v in judge_model.drivers.values())
            p_f = len(fails) - sum(v[2] for v in judge_model.drivers.values())
            p_m = len(noise) - sum(v[3] for v in judge_model.drivers.values())
            line = ("%s, %s: default %s (constant time: %s): the promise %s (the kernel through "
                    "aesalt's API: %s); %d cells not measured") % (
                t, model["cpu"], default, "yes" if default == ct else "no, the switch gives %s" % ct,
                state, state_of(p_f, p_m, p_n, ""), len(missing))
            if default != ct and worst is not None:
                line += "; under the switch %s is at most %.2fx the stock rows" % (ct, worst)
            line += adapter_summary(judge_model.drivers)
            print(line)
            for c in fails:
                print("  FAIL " + c)
            for c in noise:
                print("  within noise " + c)
            for c in unrouted:
                print("  not routed " + c)
            summary.append(line)
            md += ["### %s" % model["cpu"], "",
                   "Default kernel: `%s`; under `AESALT_CONSTANT_TIME`: `%s`. %s" % (
                       default, ct, model.get("why", "")), "",
                   "**Verdict: the promise %s**; %d cells not measured." % (state, len(missing)), ""]
            if judge_model.chance is not None:
                md += ["Were a row and its stock row one and the same noise (independent runs), "
                       "a cell would fail by the real-time rule with a chance of at most %.3g "
                       "at these runs (`noise_chance()`; the exact rule: one half)."
                       % judge_model.chance, ""]
            if fails:
                md += ["Failing cells:", ""] + ["- " + c for c in fails] + [""]
            if noise:
                md += ["Within the noise of stock's runs (not failing): median (fastest-slowest "
                       "run) per byte against stock's, marked where even the row's fastest run "
                       "is above stock's median (a slowdown one slow run of stock may hide):",
                       ""] + ["- " + c for c in noise] + [""]
            if unrouted:
                md += ["Not routed through the adapter (not failing): modes the adapter does "
                       "not serve, where the stack's own code runs in the stock and the adapter "
                       "build alike, so that real time measures the two builds' layout; the "
                       "exact-unit targets judge these cells by the exact rule:",
                       ""] + ["- " + c for c in unrouted] + [""]
            md += ["| stack | mode | size (B) | stock row | stock | default %s | constant-time %s | verdict |" % (
                default, ct), "|---|---|---:|---|---:|---:|---:|---|"] + rows + [""]
    md[8:8] = ["## Summary", ""] + ["- " + s for s in summary] + [""]
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(md) + "\n")
    return 1 if any_fail else 0


if __name__ == "__main__":
    sys.exit(main())
