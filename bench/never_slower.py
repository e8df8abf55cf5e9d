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

The constant-time kernel's ratios are printed too; they may exceed 1.  The
promise holds on a model when every cell passes; a cell not measured is not
a pass.

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

prints, per target and model, the failing and unmeasured cells and one
verdict line, writes the whole table to FILE.md, and exits 1 when a cell
FAILs (not for cells not measured).
"""
import argparse
import csv
import glob
import json
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


def pick(kernels, orders, allowed=None):
    """The kernel of KERNELS with the lowest ORDER (among ALLOWED)."""
    known = [k for k in kernels if k in orders and (allowed is None or k in allowed)]
    return min(known, key=lambda k: orders[k]) if known else None


def judge_model(target, model, costs, cfg, orders):
    """(lines of the md table, failing cells, unmeasured cells, default, ct)."""
    default = pick(model["kernels"], orders)
    ct = pick(model["kernels"], orders, set(cfg["constant_time"]))
    rows, fails, missing = [], [], []
    ct_ratios = []
    judge_model.drivers = {}  # stack -> [row, cells measured, failing, worst ratio]
    # (stack, stock rows, the row judged, its constant-time row, modes)
    stacks = [(stack, stock_rows, default, ct, cfg["modes"])
              for stack, stock_rows in model["stock"].items()]
    stacks += [(stack, d["stock"], d["row"], None, d.get("modes", cfg["modes"]))
               for stack, d in model.get("drivers", {}).items()]
    for stack, stock_rows, row, ct_row, modes in stacks:
        drv = judge_model.drivers.setdefault(stack, [row, 0, 0, 0.0]) if ct_row is None else None
        for stock in stock_rows:
            for mode in modes:
                for kb in cfg["keys"]:
                    for size in cfg["sizes"]:
                        s = costs.get((stock, mode, kb, size))
                        d = costs.get((row, mode, kb, size)) if row else None
                        c = costs.get((ct_row, mode, kb, size)) if ct_row else None
                        where = "%s %s-%d %d B vs %s (%s)" % (target, mode, kb, size, stock, stack)
                        if s is None or d is None:
                            missing.append(where)
                            verdict = "not measured"
                        elif d / s > 1.0:
                            fails.append("%s: %s %.3f / %.3f per byte = %.3fx" %
                                         (where, row, d / size, s / size, d / s))
                            verdict = "**FAIL**"
                        else:
                            verdict = "pass"
                        if drv is not None and s is not None and d is not None:
                            drv[1] += 1
                            drv[2] += d / s > 1.0
                            drv[3] = max(drv[3], d / s)
                        if s is not None and c is not None:
                            ct_ratios.append(c / s)
                        rows.append("| %s | %s-%d | %d | %s | %s | %s | %s | %s |" % (
                            stack, mode, kb, size, stock,
                            "%.3f" % (s / size) if s is not None else "-",
                            "%.3f (%.2fx)" % (d / size, d / s) if s and d is not None else "-",
                            "%.3f (%.2fx)" % (c / size, c / s) if s and c is not None else "-",
                            verdict))
    judge_model.ct_worst = max(ct_ratios) if ct_ratios else None
    return rows, fails, missing, default, ct


def adapter_summary(drivers):
    """The verdict line's part on the stacks measured through an adapter:
    DRIVERS is judge_model.drivers (stack -> [row, cells, failing, worst])."""
    measured = [(stack, v) for stack, v in drivers.items() if v[1]]
    if not measured:
        return "; no stack measured through its adapter here: only the proxy (aesalt's API) judges"
    out = ""
    for stack, (row, n_d, f_d, w_d) in measured:
        out += "; %s through %s: %s, at most %.2fx its stock rows" % (
            stack, row, "FAILS in %d of %d cells" % (f_d, n_d) if f_d
            else "holds in all %d cells" % n_d, w_d)
    return out


def self_test():
    """Checks the judge on made-up costs; returns the number of failures."""
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
    check(judge_model.drivers == {"D": ["drv", 2, 1, 21.0 / 20.0]},
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
    check(judge_model.drivers == {"M": ["m-aesalt", 4, 1, 1.1], "W": ["w-aesalt", 2, 0, 2.9 / 3]},
          "per-adapter counts: %s" % judge_model.drivers)
    check(adapter_summary(judge_model.drivers).startswith("; M through m-aesalt: FAILS in 1 of 4")
          and "W through w-aesalt: holds in all 2 cells" in adapter_summary(judge_model.drivers),
          "the verdict line names each adapter: %s" % adapter_summary(judge_model.drivers))
    check("proxy" in adapter_summary({}) and "proxy" in adapter_summary({"Z": ["z", 0, 0, 0.0]}),
          "a model without adapter rows says the proxy judges it: %s" % adapter_summary({}))
    orders["fast"] = 40  # the ORDER decides: now ctk is the default
    _, fails, _, default, _ = judge_model("t", model, costs, cfg, orders)
    check(default == "ctk" and len(fails) == 4, "ORDER 40: %s, %d fails" % (default, len(fails)))
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
    print("never_slower.py self-test: %s" % ("FAILED" if bad else "passed"))
    return bad


def main():
    if sys.argv[1:] == ["--self-test"]:
        return 1 if self_test() else 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("targets", nargs="*")
    ap.add_argument("--results", default=os.path.join(HERE, "results"))
    ap.add_argument("--config", default=CONFIG)
    ap.add_argument("--root", default=ROOT, help="source tree whose ORDER numbers apply")
    ap.add_argument("--out", help="write the markdown table here")
    a = ap.parse_args()
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
          "row. The default must not exceed 1.00x; the constant-time kernel may.", "",
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
        for model in tc["models"]:
            rows, fails, missing, default, ct = judge_model(t, model, costs, cfg, orders)
            any_fail = any_fail or bool(fails)
            n = len(rows)
            state = ("FAILS in %d of %d measured cells" % (len(fails), n - len(missing)) if fails
                     else "holds in all %d measured cells" % (n - len(missing)))
            worst = judge_model.ct_worst
            # the proxy's own count: the cells of the kernel's rows
            p_n = n - len(missing) - sum(v[1] for v in judge_model.drivers.values())
            p_f = len(fails) - sum(v[2] for v in judge_model.drivers.values())
            line = ("%s, %s: default %s (constant time: %s): the promise %s (the kernel through "
                    "aesalt's API: %s); %d cells not measured") % (
                t, model["cpu"], default, "yes" if default == ct else "no, the switch gives %s" % ct,
                state, "FAILS in %d of %d" % (p_f, p_n) if p_f else "holds in all %d" % p_n,
                len(missing))
            if default != ct and worst is not None:
                line += "; under the switch %s is at most %.2fx the stock rows" % (ct, worst)
            line += adapter_summary(judge_model.drivers)
            print(line)
            for c in fails:
                print("  FAIL " + c)
            summary.append(line)
            md += ["### %s" % model["cpu"], "",
                   "Default kernel: `%s`; under `AESALT_CONSTANT_TIME`: `%s`. %s" % (
                       default, ct, model.get("why", "")), "",
                   "**Verdict: the promise %s**; %d cells not measured." % (state, len(missing)), ""]
            if fails:
                md += ["Failing cells:", ""] + ["- " + c for c in fails] + [""]
            md += ["| stack | mode | size (B) | stock row | stock | default %s | constant-time %s | verdict |" % (
                default, ct), "|---|---|---:|---|---:|---:|---:|---|"] + rows + [""]
    md[8:8] = ["## Summary", ""] + ["- " + s for s in summary] + [""]
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(md) + "\n")
    return 1 if any_fail else 0


if __name__ == "__main__":
    sys.exit(main())
