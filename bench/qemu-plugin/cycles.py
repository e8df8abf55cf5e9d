#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Estimated MC68030 clocks from the insn_count plugin's instruction mix.

An ESTIMATE, not a measurement: QEMU does not model time.  The plugin,
run with the options of plugin_args() (mix=on, dcache=, icache=), prints
per region the executed instructions by class (QEMU's m68k disassembly with
the numbers written as N) and the misses of simulated 68030 caches.  This
module prices each class with the MC68030 User's Manual's instruction-cache
-case clocks (m68030-timing.txt: the table, its source and its assumptions)
and gives two figures per region or message:

  cached  every instruction and operand in the caches: the sum of the
          classes' cache-case clocks (each operand read and write at the
          manual's 2-clock bus cycle, taken to cost what a data-cache hit
          costs);
  memory  the simulated caches' misses and the writes also pay the memory's
          wait states, and each instruction long word missing the
          instruction cache a whole fetch (the table's "wait-states" line).

The real 68030 should lie between the two, nearer the first for code that
fits the 256-byte caches.

  cycles.py --plugin-args TABLE
      the plugin arguments the estimate needs (for ci/bench)
  cycles.py [--top N] TABLE CELLS LOG
      the estimate of each message of an aesalt-insn-bench run (its stdout
      CELLS and the plugin's log LOG, as report.py pairs them), with the N
      classes that cost the most clocks per message
report.py --cycles TABLE puts the estimate into bench/results/<target>.md.
"""
import argparse
import re
import sys

# Condition codes of Bcc, DBcc and Scc, as the MIT syntax spells them.
CONDITIONS = ("t", "f", "hi", "ls", "cc", "cs", "ne", "eq", "vc", "vs", "pl", "mi",
              "ge", "lt", "gt", "le", "hs", "lo")
# Mnemonics that take a size letter (b, w, l) at the end in the MIT syntax.
SIZED = ("move", "movea", "movem", "add", "adda", "addi", "addq", "addx", "sub",
         "suba", "subi", "subq", "subx", "and", "andi", "or", "ori", "eor", "eori", "cmp",
         "cmpa", "cmpi", "tst", "clr", "neg", "negx", "not", "ext", "extb", "lsl", "lsr",
         "asl", "asr", "rol", "ror", "roxl", "roxr", "muls", "mulu", "divs", "divu",
         "divsl", "divul", "cas", "link", "bra", "bsr") + tuple("b" + c for c in CONDITIONS)
REGISTER = r"%(?:[ad][0-7N]|fp|sp)"
REGISTER_LIST = re.compile(r"^%s(?:[-/]%s)*$" % (REGISTER, REGISTER))


class Table:
    """m68030-timing.txt: (table, form) -> (head, tail, cc), and parameters."""

    def __init__(self, path):
        self.rows, self.caches, self.wait_states = {}, {}, None
        for n, line in enumerate(open(path), 1):
            line = line.strip()  # forms contain "#": only whole-line comments
            if not line or line.startswith("#"):
                continue
            f = line.split()
            if f[0] == "cache" and len(f) == 3:
                self.caches[f[1]] = int(f[2])
            elif f[0] == "wait-states" and len(f) == 2:
                self.wait_states = int(f[1])
            elif len(f) >= 5:
                self.rows[(f[0], " ".join(f[1:-3]))] = tuple(int(x) for x in f[-3:])
            else:
                raise ValueError("%s:%d: malformed line %r" % (path, n, line))
        if self.wait_states is None or set(self.caches) != {"dcache", "icache"}:
            raise ValueError("%s: needs wait-states and the dcache and icache sizes" % path)

    def row(self, table, form):
        try:
            return self.rows[(table, form)]
        except KeyError:
            raise ValueError("no %s row for %s in the timing table" % (table, form)) from None


def plugin_args(table):
    """The insn_count arguments whose output clocks() needs."""
    return "mix=on,dcache=%d,icache=%d" % (table.caches["dcache"], table.caches["icache"])


def split_operands(text):
    """'a,b@(c,d),e' -> ['a', 'b@(c,d)', 'e'] (commas inside parentheses stay)."""
    ops, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            ops.append(cur)
            cur = ""
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        cur += ch
    return ops + [cur]


def mode(op):
    """The addressing mode of an MIT-syntax operand, as the table names it."""
    if op in ("", "N"):
        return "(xxx).L"  # the disassembler leaves absolute addresses out
    if re.fullmatch(r"%d[0-7N]", op):
        return "Dn"
    if re.fullmatch(REGISTER, op):
        return "An"
    if op.startswith("#"):
        return "#"
    if ")@(" in op:
        return "([d16,An])"
    if op.endswith("@+"):
        return "(An)+"
    if op.endswith("@-"):
        return "-(An)"
    if op.endswith("@"):
        return "(An)"
    m = re.fullmatch(r"(%\w+)?@\((.*)\)", op)
    if m is None:
        raise ValueError("unknown operand %r" % op)
    if "," not in m.group(2):
        return "(d16,An)"
    return "(d8,An,Xn)" if m.group(1) else "(d32,B)"


def register_count(reglist):
    """Registers in an m68k register list such as %d2-%d7/%a2-%fp."""
    def index(r):
        return {"%fp": 14, "%sp": 15}.get(r) or (int(r[2]) + (8 if r[1] == "a" else 0))

    n = 0
    for part in reglist.split("/"):
        ends = part.split("-")
        n += 1 if len(ends) == 1 else index(ends[1]) - index(ends[0]) + 1
    return n


def split_mnemonic(mnem):
    """'addql' -> ('addq', 'l'); 'bfextu' -> ('bfextu', None)."""
    if mnem[-1] in "bwls" and mnem[:-1] in SIZED:
        return mnem[:-1], mnem[-1]
    return mnem, None


def imm_size(size):
    return ".L" if size == "l" else ".W"


def parts(text):
    """The timing-table parts of one instruction class, in execution order:
    [(table, form, registers)], registers: MOVEM's count (its "perreg" row
    applies that many times), else 0."""
    f = text.split(" ", 1)
    base, size = split_mnemonic(f[0])
    ops = split_operands(f[1]) if len(f) > 1 else []
    # A one-operand instruction on an absolute address has its operand left
    # out by the disassembler and arrives without one ("tstb"): mode("").
    if not ops and (base in ("tst", "neg", "negx", "not", "clr") or
                    (base[0] == "s" and base[1:] in CONDITIONS)):
        ops = [""]
    modes = [mode(o) if not REGISTER_LIST.match(o) or base != "movem" else "RL" for o in ops]

    def reg(i):
        return modes[i] in ("Dn", "An")

    def fea(i):
        return [] if reg(i) else [("fea", modes[i] if modes[i] != "#" else
                                   "#" + {"b": ".B", "w": ".W"}.get(size, ".L"), 0)]

    if base in ("move", "movea"):
        dst = modes[1]
        if dst in ("Dn", "An"):
            return [("op", "MOVE Rn,Dn", 0)] if reg(0) else fea(0) + [("op", "MOVE EA,Dn", 0)]
        if dst in ("(An)", "(An)+", "-(An)"):
            return ([("op", "MOVE Rn,%s" % dst, 0)] if reg(0) else
                    fea(0) + [("op", "MOVE SOURCE,%s" % dst, 0)])
        return fea(0) + [("op", "MOVE EA,%s" % dst, 0)]
    if base == "moveq":
        return [("op", "MOVEQ #,Dn", 0)]
    if base == "movem":
        to_mem = modes[0] == "RL"
        ea, rl = (modes[1], ops[0]) if to_mem else (modes[0], ops[1])
        form = "MOVEM RL,EA" if to_mem else "MOVEM EA,RL"
        return [("ciea", "#.W," + ea, 0), ("op", form, register_count(rl))]
    if base in ("add", "sub", "and", "or", "cmp"):
        name = base.upper()
        if modes[1] == "Dn":
            rr = "Rn,Dn" if base in ("add", "sub", "cmp") else "Dn,Dn"
            return [("op", "%s %s" % (name, rr), 0)] if reg(0) else fea(0) + [
                ("op", name + " EA,Dn", 0)]
        return fea(1) + [("op", name + " Dn,EA", 0)]
    if base in ("adda", "suba"):
        name = "%s.%s" % (base.upper(), size.upper())
        return [("op", name + " Rn,An", 0)] if reg(0) else fea(0) + [("op", name + " EA,An", 0)]
    if base == "cmpa":
        return [("op", "CMPA Rn,An", 0)] if reg(0) else fea(0) + [("op", "CMPA EA,An", 0)]
    if base == "eor":
        return [("op", "EOR Dn,Dn", 0)] if modes[1] == "Dn" else fea(1) + [("op", "EOR Dn,EA", 0)]
    if base in ("addi", "subi", "andi", "ori", "eori", "cmpi"):
        dst = "Dn" if modes[1] == "Dn" else "Mem"
        return [("fiea", "#%s,%s" % (imm_size(size), modes[1]), 0),
                ("op", "%s #,%s" % (base.upper(), dst), 0)]
    if base in ("addq", "subq"):
        return ([("op", base.upper() + " #,Rn", 0)] if reg(1) else
                fea(1) + [("op", base.upper() + " #,Mem", 0)])
    if base in ("addx", "subx"):
        return [("op", base.upper() + " Dn,Dn", 0)]
    if base in ("muls", "mulu", "divs", "divu", "divsl", "divul"):
        name = base[:4].upper()
        if size == "l":  # the second word is fetched as an immediate
            return [("ciea", "#.W," + modes[0], 0), ("op", name + ".L EA,Dn", 0)]
        return fea(0) + [("op", name + ".W EA,Dn", 0)]
    if base in ("tst", "neg", "negx", "not"):
        name = base.upper()
        return [("op", name + " Dn", 0)] if reg(0) else fea(0) + [("op", name + " Mem", 0)]
    if base == "clr":
        return [("op", "CLR Dn", 0)] if reg(0) else [("cea", modes[0], 0), ("op", "CLR Mem", 0)]
    if base in ("ext", "extb"):
        return [("op", "EXT Dn", 0)]
    if base == "swap":
        return [("op", "SWAP Dn", 0)]
    if base == "exg":
        return [("op", "EXG Ry,Rx", 0)]
    if base in ("roxl", "roxr") and len(ops) == 2:
        return [("op", "ROXd Dn", 0)]
    if base in ("lsl", "lsr", "asl", "asr", "rol", "ror") and len(ops) == 2:
        name = {"lsl": "LSd", "lsr": "LSd", "rol": "ROd", "ror": "ROd"}.get(base, base.upper())
        return [("op", "%s %s,Dy" % (name, "#" if modes[0] == "#" else "Dx"), 0)]
    if base in ("btst", "bchg", "bclr", "bset"):
        name, src = base.upper(), "#" if modes[0] == "#" else "Dn"
        if reg(1):
            return [("op", "%s %s,Dn" % (name, src), 0)]
        ea = [("fiea", "#.W," + modes[1], 0)] if src == "#" else fea(1)
        return ea + [("op", "%s %s,Mem" % (name, src), 0)]
    if base.startswith("bf"):
        ea = modes[1] if base == "bfins" else modes[0]
        if ea == "Dn":
            return [("op", base.upper() + " Dn", 0)]
        return [("ciea", "#.W," + ea, 0), ("op", base.upper() + " Mem", 0)]
    if base == "bsr":
        return [("op", "BSR", 0)]
    if base == "bra" or (base[0] == "b" and base[1:] in CONDITIONS):
        return [("op", "Bcc taken", 0)]
    if base.startswith("db") and base[2:] in CONDITIONS + ("ra",):
        return [("op", "DBcc loop", 0)]
    if base[0] == "s" and base[1:] in CONDITIONS and len(ops) == 1:
        return [("op", "Scc Dn", 0)] if reg(0) else [("cea", modes[0], 0), ("op", "Scc Mem", 0)]
    if base in ("jmp", "jsr"):
        return [("jea", modes[0] if ops else "(xxx).L", 0), ("op", base.upper(), 0)]
    if base in ("lea", "pea"):
        return [("cea", modes[0] if ops else "(xxx).L", 0), ("op", base.upper(), 0)]
    if base == "cas":
        return [("ciea", "#.W," + modes[2], 0), ("op", "CAS", 0)]
    if base in ("rts", "unlk", "nop"):
        return [("op", base.upper(), 0)]
    if base == "link" and size == "w":
        return [("op", "LINK.W", 0)]
    raise ValueError("no timing rule for %r" % text)


def class_clocks(table, text):
    """Cache-case clocks of one execution of an instruction class: its parts
    composed by equation 11-2 (an operation overlaps the address part
    before it by min(its head, that part's tail))."""
    total, tail = 0, 0
    for tab, form, nregs in parts(text):
        head, t, cc = table.row(tab, form)
        total += cc - (min(head, tail) if tab == "op" else 0)
        if nregs:
            total += nregs * table.row("perreg", form)[2]
        tail = t
    return total


def read_log(path):
    """{region: {"mix": {class: n}, "dcache": (reads, misses),
    "icache": (fetches, misses)}} from a plugin log."""
    regions = {}
    for line in open(path):
        f = line.split(" ", 4)
        if len(f) < 5 or f[0] != "insn_count:":
            continue
        if f[1] == "mix":
            r = regions.setdefault(int(f[2]), {"mix": {}})
            r["mix"][f[4].rstrip("\n")] = int(f[3])
        elif f[1] in ("dcache", "icache"):
            g = line.split()
            regions.setdefault(int(g[2]), {"mix": {}})[f[1]] = (int(g[4]), int(g[6]))
    return regions


def difference(two, one):
    """The extras of the second of two regions minus those of the first."""
    mix = dict(two["mix"])
    for k, n in one["mix"].items():
        mix[k] = mix.get(k, 0) - n
    out = {"mix": {k: n for k, n in mix.items() if n != 0}}
    for c in ("dcache", "icache"):
        if c in two and c in one:
            out[c] = tuple(a - b for a, b in zip(two[c], one[c]))
    return out


def clocks(table, extras, mem):
    """(cached, memory) clocks of a region or a message: its extras (a
    read_log() entry or a difference()) and its memory accesses."""
    if "dcache" not in extras or "icache" not in extras:
        raise ValueError("the plugin log has no cache lines: run it with %s" %
                         plugin_args(table))
    cached = sum(n * class_clocks(table, k) for k, n in extras["mix"].items())
    reads, dmiss = extras["dcache"]
    imiss = extras["icache"][1]
    w = table.wait_states
    return cached, cached + w * (dmiss + (mem - reads)) + (2 + w) * imiss


def main():
    ap = argparse.ArgumentParser(description="MC68030 clock estimate of insn_count runs")
    ap.add_argument("--plugin-args", action="store_true",
                    help="print the plugin arguments the estimate needs and stop")
    ap.add_argument("--top", type=int, default=0,
                    help="per cell, the N classes that cost the most clocks")
    ap.add_argument("table", help="m68030-timing.txt")
    ap.add_argument("run", nargs="*", metavar="CELLS LOG",
                    help="an aesalt-insn-bench stdout and its plugin log")
    args = ap.parse_args()
    table = Table(args.table)
    if args.plugin_args:
        print(plugin_args(table))
        return 0
    if len(args.run) != 2:
        ap.error("CELLS and LOG needed")
    sys.dont_write_bytecode = True  # no __pycache__ in the source tree
    import report  # report.py imports this module: not at the top

    regions = read_log(args.run[1])
    one = {}
    for i, (impl, mode, kb, size, reps, _, _, mem) in enumerate(report.read_run(*args.run)):
        key = (impl, mode, kb, size)
        if reps == 1:
            one[key] = (i, mem)
            continue
        d = difference(regions[i], regions[one[key][0]])
        cached, memory = clocks(table, d, mem - one[key][1])
        print("%-10s %-9s %3d %5d  cached %7.1f  memory %7.1f clocks/B  dmiss %.2f/B  "
              "imiss %.2f/B" % (impl, mode, kb, size, cached / size, memory / size,
                                d["dcache"][1] / size, d["icache"][1] / size))
        costs = sorted(((n * class_clocks(table, k), n, k) for k, n in d["mix"].items()),
                       reverse=True)[:args.top]
        for total, n, k in costs:
            print("    %8.2f clocks/B %7.2f insns/B  %2d each  %s" % (
                total / size, n / size, class_clocks(table, k), k))
    return 0


if __name__ == "__main__":
    sys.exit(main())
