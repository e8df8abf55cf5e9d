#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The table of bench/hatari/run.sh: Hatari's CycleCounter at each hb_mark.

MARKS is the debugger's output at the breakpoint on hb_mark_hit, two
"= ... $HEX (hex)" lines per mark: the tag (d0), then CycleCounter.  Tags as
hb_main.c writes them.  Prints, per cache setting, the clocks per iteration
of each calibration loop beside the MC68030 User's Manual's cache-case
clocks (the same rows cycles.py prices, bench/qemu-plugin/m68030-timing.txt)
and, given the insn_count plugin's log of est_loops.c (PLUGIN-LOG), beside
cycles.py's cached / memory estimate of the same loops; then the clocks per
byte of each kernel call.  Exits non-zero if a mark is missing or a
difference is not positive.

  report.py [--emu NAME] MARKS [PLUGIN-LOG]     (NAME: the column heads'
                                               emulator, default Hatari)
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "qemu-plugin"))
import cycles  # noqa: E402

N1, N2 = 1000, 3000
S1, S2 = 4096, 16384
CACHES = ("caches off", "instruction cache", "both caches")
# name, body, the manual's cache-case clocks per iteration: 8 x the body's
# instruction + DBcc loop (6); each sum as cycles.py adds the rows.
LOOPS = (
    ("dbra", "dbra only", 6),
    ("add", "8 x add.l d1,d2", 8 * 2 + 6),
    ("lsr", "8 x lsr.l #8,d2", 8 * 4 + 6),
    ("swap", "8 x swap d2", 8 * 4 + 6),
    ("bfextu", "8 x bfextu d1{8:8},d2", 8 * 10 + 6),
    # fea (An) 3 + MOVE EA,Dn 2 - min(head 0, tail 1)
    ("move_ind", "8 x move.l (a0),d2", 8 * 5 + 6),
    # fea (d8,An,Xn) 6 + MOVE EA,Dn 2 - min(0, 2)
    ("move_idx", "8 x move.l (0,a1,d1.l*4),d2", 8 * 8 + 6),
    ("move_st", "8 x move.l d2,(a0)", 8 * 3 + 6),
    # fea (An)+ 3 + 2 - 0, lea: cea (d16,An) 2 + LEA 2 - min(2, 0)
    ("move_inc", "8 x move.l (a0)+,d1, lea -32(a0),a0", 8 * 5 + 4 + 6),
)
KERNELS = ("m68020 ECB", "m68020 CTR", "m68k_ct ECB", "m68k_ct CTR")


def estimates(log):
    """cycles.py's (cached, memory) clocks per iteration of each loop, from
    the plugin log of est_loops.c: regions 2i (N1) and 2i + 1 (N2)."""
    table = cycles.Table(os.path.join(os.path.dirname(cycles.__file__), "m68030-timing.txt"))
    regions = cycles.read_log(log)
    mem = {int(f[2]): int(f[6]) for f in (l.split() for l in open(log))
           if len(f) > 6 and f[:2] == ["insn_count:", "region"]}
    out = []
    for i in range(len(LOOPS)):
        d = cycles.difference(regions[2 * i + 1], regions[2 * i])
        c, m = cycles.clocks(table, d, mem[2 * i + 1] - mem[2 * i])
        out.append((c / (N2 - N1), m / (N2 - N1)))
    return out


def main(argv):
    emu = "Hatari"
    if len(argv) > 2 and argv[1] == "--emu":
        emu, argv = argv[2], argv[2:]
    vals = [int(m.group(1), 16) for m in
            (re.search(r"\$([0-9a-f]+) \(hex\)", l) for l in open(argv[1])) if m]
    if len(vals) % 2:
        sys.exit("report.py: an odd number of values")
    begin, span = {}, {}
    for tag, clk in zip(vals[0::2], vals[1::2]):
        if tag & 0x8000:
            key = tag & ~0x8000
            if key not in begin:
                sys.exit("report.py: end mark %#x without its begin" % tag)
            span[key] = (clk - begin.pop(key)) & 0xFFFFFFFF
        else:
            begin[tag] = clk

    def per(c, test, a, b, scale):
        t = c << 24 | test << 16
        try:
            d = span[t | b] - span[t | a]
        except KeyError:
            sys.exit("report.py: missing marks for %#x" % t)
        if d <= 0:
            sys.exit("report.py: %#x: the longer run is not longer" % t)
        return d / ((b - a) * scale)

    est = estimates(argv[2]) if len(argv) > 2 else None
    head = "| loop | manual cache case |" + (" cycles.py cached / memory |" if est else "")
    print(head + " " + " | ".join("Hatari, " + c for c in CACHES) + " |")
    print("|---|---:|" + ("---:|" if est else "") + "---:|" * len(CACHES))
    for i, (_, body, cc) in enumerate(LOOPS):
        cells = ["%.2f" % per(c, i, N1, N2, 1) for c in range(len(CACHES))]
        e = " %.2f / %.2f |" % est[i] if est else ""
        print("| %s | %d |%s %s |" % (body, cc, e, " | ".join(cells)))
    print()
    print("| AES-128 kernel (%s clocks/B, %d-%d B) | " % (emu, S2, S1) + " | ".join(CACHES) + " |")
    print("|---|" + "---:|" * len(CACHES))
    for i, name in enumerate(KERNELS):
        cells = ["%.2f" % per(c, 0x40 + i, S1 // 16, S2 // 16, 16) for c in range(len(CACHES))]
        print("| %s | %s |" % (name, " | ".join(cells)))


if __name__ == "__main__":
    main(sys.argv)
