#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Estimated Cortex-M4 cycles from the insn_count plugin's instruction mix.

An ESTIMATE, not a measurement: QEMU does not model time.  The plugin, run
under qemu-system-arm with mix=on,pair=on, prints per region the executed
instructions by class, each class prefixed by the mnemonic of the
instruction before it in its translation block ("^" at a block's start).
This prices each class with the timings of the Cortex-M4 Technical
Reference Manual (ARM DDI 0439B, r0p1, section 3.3.1, Table 3-1 "Cortex-M4
instruction set summary", and 3.3.2 "Load/store timings"), for zero-wait-
state memory:

  data processing, shifts, bit fields, extends, REV, IT, MOV  1
  MUL 1; MLA, MLS 2; UMULL, SMULL, UMLAL, SMLAL 1; SDIV/UDIV 2..12 (12)
  LDR, LDRB, LDRH, STR, STRB, STRH (single)                  2, but 1 when
      the instruction before it in the block is a single load, or it is a
      store after a single load (3.3.2: "neighboring load and store single
      instructions can pipeline their address and data phases"); the
      address dependence that would stop the pipelining is not checked
  LDR from a literal (pc-relative)                           2
  LDRD, STRD                                                 3 (1 + N)
  LDM, STM, PUSH (N registers)                               1 + N
  POP or LDM with pc                                         1 + N + P
  B, BL, BX, BLX, CBZ, CBNZ, conditional branches            1 + P, taken
  P, the pipeline refill, is taken as 2 (the TRM: 1 to 3).  Every branch
  is counted as taken (the mix does not say which were not: a loop's
  back branch is taken but its last, each not-taken one is overcharged by
  P), so the branch share is an upper bound.

Usage: cm4cycles.py CELLS LOG
  CELLS  the stdout of aesalt-insn-bench or bench/cortex-m4/keyexp_main.c
         (cell IMPL MODE KEYBITS SIZE REPS DIGEST; newlib's printf lacks
         %zu, so the bare-metal bench prints "zu" SIZE DIGEST, its
         two-message region's DIGEST "-"): the regions are paired in
         order, one message then two, and checked to be so)
  LOG    the plugin's log (-d plugin -D LOG)
Prints, per message: IMPL MODE KEYBITS SIZE insns/B mem/B est-cycles/B.
cm4cycles.py --self-test: checks the prices against the TRM's for a set of
instructions and the pairing checks (CTest unit.cm4cycles).
"""
import os
import re
import sys

P = 2  # pipeline refill (TRM: 1 to 3)
COND = ("eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge",
        "lt", "gt", "le", "al")
LOADS = ("ldr", "ldrb", "ldrh", "ldrsb", "ldrsh")
STORES = ("str", "strb", "strh")


def base(mn):
    """The mnemonic without .w/.n, condition code and the s flag."""
    mn = mn.split(".")[0]
    known = ("ldr", "ldrb", "ldrh", "ldrsb", "ldrsh", "ldrd", "str", "strb", "strh", "strd",
             "ldm", "ldmia", "ldmdb", "stm", "stmia", "stmdb", "push", "pop", "b", "bl", "bx",
             "blx", "cbz", "cbnz", "mul", "mla", "mls", "umull", "smull", "umlal", "smlal",
             "sdiv", "udiv", "it", "ite", "itt", "itte", "ittt", "itet", "iteee")
    if mn in known:
        return mn
    for c in COND:
        if mn.endswith(c) and mn[:-2] in known:
            return mn[:-2]
    if mn.startswith("it"):
        return "it"
    return mn


def nregs(ops):
    m = re.search(r"\{([^}]*)\}", ops)
    if not m:
        return 1
    n = 0
    for part in m.group(1).split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-")
            n += 2 if a == b else 2  # rN-rN after the plugin's N: assume 2
        elif part:
            n += 1
    return n


def cost(prev, text):
    mn, _, ops = text.partition(" ")
    b = base(mn)
    pb = base(prev) if prev != "^" else "^"
    if b in LOADS:
        if "[pc" in ops:
            return 2
        return 1 if pb in LOADS else 2
    if b in STORES:
        return 1 if pb in LOADS else 2
    if b in ("ldrd", "strd"):
        return 3
    if b in ("push", "stm", "stmia", "stmdb", "ldm", "ldmia", "ldmdb", "pop"):
        n = nregs(ops)
        return 1 + n + (P if "pc" in ops else 0)
    if b in ("b", "bl", "bx", "blx", "cbz", "cbnz") or (
            len(b) == 3 and b[0] == "b" and b[1:] in COND):
        return 1 + P
    if b in ("mla", "mls"):
        return 2
    if b in ("sdiv", "udiv"):
        return 12
    return 1


def regions(log):
    out = []
    for line in open(log):
        f = line.split()
        if len(f) >= 7 and f[1] == "region":
            out.append({"insns": int(f[4]), "mem": int(f[6]), "cyc": 0})
        elif len(f) >= 5 and f[1] == "mix":
            r = int(f[2])
            text = line.split(None, 4)[4].rstrip("\n")
            prev, _, cls = text.partition(" | ")
            out[r]["cyc"] += int(f[3]) * cost(prev, cls)
    return out


def messages(cells_path, log_path):
    """One dict per message (impl, mode, keybits, size, digest, and insns,
    mem, cyc per message: two messages' region less one message's), from
    the bench's stdout and the plugin's log; ValueError when they do not
    pair."""
    cells = [l.split() for l in open(cells_path) if l.startswith("cell ")]
    regs = regions(log_path)
    if len(regs) != len(cells):
        raise ValueError("%d cells but %d regions" % (len(cells), len(regs)))
    out = []
    for i in range(0, len(cells), 2):
        c, c2, one, two = cells[i], cells[i + 1], regs[i], regs[i + 1]
        if c[4] == "zu":
            # newlib's printf: "zu", then SIZE, then the digest, or "-" for
            # the two-message region (REPS is not printed)
            size, digest, second = c[5], c[6], c2[6] == "-" and c2[5] == c[5]
        else:
            size, digest, second = c[4], c[6], c[5] == "1" and c2[5] == "2" and c2[4] == c[4]
        if c2[1:4] != c[1:4] or not second:
            raise ValueError("cells %d and %d are not one message then two" % (i, i + 1))
        m = {"impl": c[1], "mode": c[2], "keybits": int(c[3]), "size": int(size),
             "digest": digest}
        m.update({k: two[k] - one[k] for k in one})
        out.append(m)
    return out


# (previous mnemonic, instruction as the plugin prints it, TRM cycles)
SELF_TEST = [
    ("^", "ldr rN, [rN, #N]", 2),          # a single load: 2
    ("ldr", "ldr rN, [rN, #N]", 1),        # pipelined after a load
    ("ldrb.w", "ldr.w rN, [rN, rN, lsl #N]", 1),
    ("add", "ldrb rN, [rN, #N]", 2),
    ("ldr", "str rN, [rN, #N]", 1),        # a store after a load
    ("eors", "str rN, [rN, #N]", 2),
    ("ldr", "ldr rN, [pc, #N]", 2),        # literal: not pipelined here
    ("^", "ldrd rN, rN, [rN, #N]", 3),
    ("^", "push {rN, rN, lr}", 4),         # 1 + N
    ("add", "pop {rN, rN, pc}", 6),        # 1 + N + P
    ("ldr", "ldm.w rN, {rN, rN, rN, rN}", 5),
    ("subs", "bne #N", 3),                 # 1 + P, counted taken
    ("^", "bne.w #N", 3),
    ("^", "cbz rN, #N", 3),
    ("^", "bl #N", 3),
    ("^", "bx lr", 3),
    ("^", "mla rN, rN, rN, rN", 2),
    ("^", "umull rN, rN, rN, rN", 1),
    ("^", "udiv rN, rN, rN", 12),
    ("^", "eor.w rN, rN, rN, ror #N", 1),
    ("^", "it ne", 1),
    ("^", "uxtb rN, rN", 1),
]


def self_test():
    """The prices of SELF_TEST, and messages() refusing regions that are not
    one message then two; exit status 1 on a failure."""
    import tempfile
    bad = 0
    for prev, text, want in SELF_TEST:
        got = cost(prev, text)
        if got != want:
            print("cm4cycles self-test: FAIL %s | %s: %d cycles, expected %d" % (
                prev, text, got, want))
            bad += 1
    with tempfile.TemporaryDirectory() as d:
        cells, log = os.path.join(d, "cells"), os.path.join(d, "log")
        with open(log, "w") as f:
            f.write("insn_count: region 0 insns 10 mem 4\n"
                    "insn_count: mix 0 10 ^ | add rN, rN\n"
                    "insn_count: region 1 insns 30 mem 9\n"
                    "insn_count: mix 1 20 ^ | add rN, rN\n"
                    "insn_count: mix 1 10 ^ | ldr rN, [rN]\n")
        for lines, ok in ((["cell k ctr 128 zu 16 0123", "cell k ctr 128 zu 16 -"], True),
                          (["cell k ctr 128 16 1 0123", "cell k ctr 128 16 2 -"], True),
                          (["cell k ctr 128 zu 16 -", "cell k ctr 128 zu 16 0123"], False),
                          (["cell k ctr 128 16 2 -", "cell k ctr 128 16 1 -"], False),
                          (["cell k ctr 128 16 1 x", "cell k gcm 128 16 2 -"], False)):
            with open(cells, "w") as f:
                f.write("\n".join(lines) + "\n")
            try:
                m = messages(cells, log)
                got = m[0]["insns"] == 20 and m[0]["mem"] == 5 and m[0]["cyc"] == 30
            except ValueError:
                got = False
            if got != ok:
                print("cm4cycles self-test: FAIL pairing %s: %s" % (lines, got))
                bad += 1
    print("cm4cycles self-test: %d prices, 5 pairings, %s" % (len(SELF_TEST),
                                                          "%d failed" % bad if bad else "ok"))
    return 1 if bad else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        rows = messages(sys.argv[1], sys.argv[2])
    except ValueError as e:
        sys.exit("cm4cycles: %s" % e)
    print("%-10s %-10s %4s %6s %8s %8s %8s" % ("impl", "mode", "key", "size", "insn/B",
                                               "mem/B", "estc/B"))
    for m in rows:
        n = m["size"]
        print("%-10s %-10s %4s %6d %8.2f %8.2f %8.2f" % (m["impl"], m["mode"], m["keybits"], n,
                                                       m["insns"] / n, m["mem"] / n,
                                                       m["cyc"] / n))


if __name__ == "__main__":
    main()
