#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Register allocation of the S-box circuit in asm/m68k/aes-m68k-ct.S.

Its gates are SLP113 of asm/gen/aesmodel.py (the 113 gates of Boyar and
Peralta's SLP, U_i the inputs at IN + 4 (7 - i), S_i the outputs to
OUT + 4 (7 - i)); it prints the SBOX macro's body on stdout, each gate in
a comment ("/* X = A ^ B */"):
two-address instructions over d0-d7 (an output a later gate reads is
copied before its ShiftRows), values evicted (the one used furthest
ahead, Belady's rule) to a0..a(N-1) while they hold values used sooner, else
to slots at SPILL; an AND with an operand that is only in memory takes it
from there.  It first runs aesmodel's self-check (the gates compute
S(x) ^ 0x63 for all 256 bytes), then runs the body it printed on random
planes (SR_PLANE as ShiftRows) and checks the eight outputs against the
gates, and prints the estimated MC68030
clocks (cached: move and ALU between registers 2, load 6, store 4, and.l
from memory 6) of the body and of the file's macro on stderr.

  asm/m68k/sbox-alloc.py asm/m68k/aes-m68k-ct.S [N]   (N: default 3)
  asm/m68k/sbox-alloc.py --check asm/m68k/aes-m68k-ct.S
                                   the file's macro must be what it prints

The file's macro is this output for N = 3 (a0-a2 are free in every caller
of SBOX); ctest checks it (unit.m68k_ct.generated).
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from aesmodel import SLP113_GATES, self_check  # noqa: E402

NEVER = 10**9
COST = {"rr": 2, "load": 6, "store": 4, "alu": 2, "andmem": 6}
MNEMONIC = {"^": "eor.l", "&": "and.l"}


def read_macro(path):
    """The lines of the SBOX macro's body."""
    text = open(path).read()
    start = text.index(".macro\tSBOX inv=0\n") + len(".macro\tSBOX inv=0\n")
    return text[start:text.index(".endm\n", start)].splitlines()


class Allocator:
    def __init__(self, gates, nareg):
        self.gates = gates
        self.uses = {}
        for t, (_, a, _, b) in enumerate(gates):
            self.uses.setdefault(a, []).append(t)
            self.uses.setdefault(b, []).append(t)
        self.dnames = ["%%d%d" % i for i in range(8)]
        self.anames = ["%%a%d" % i for i in range(nareg)]
        self.dreg = [None] * 8
        self.areg = [None] * nareg
        self.mem = {"U%d" % i: "(IN + %d,STB)" % (4 * (7 - i)) for i in range(8)}
        self.slots = list(range(24))
        self.lines = []
        self.clocks = 0

    def next_use(self, v, t):
        return next((u for u in self.uses.get(v, []) if u >= t), NEVER)

    def emit(self, insn, clocks, note):
        self.clocks += clocks
        self.lines.append("\t%s\t/* %s */" % (insn, note))

    def to_memory(self, v, reg):
        if v not in self.mem:
            self.mem[v] = "(SPILL + %d,STB)" % (4 * self.slots.pop(0))
            self.emit("move.l\t%s,%s" % (reg, self.mem[v]), COST["store"], "spill " + v)

    def free_d(self, t, keep):
        """A free data register, evicting if need be (never a value in keep)."""
        if None in self.dreg:
            return self.dreg.index(None)
        i = max((i for i in range(8) if self.dreg[i] not in keep),
                key=lambda i: self.next_use(self.dreg[i], t))
        v, self.dreg[i] = self.dreg[i], None
        if v in self.areg:
            return i
        j = self.areg.index(None) if None in self.areg else None
        if j is None and self.areg:
            k = max(range(len(self.areg)), key=lambda k: self.next_use(self.areg[k], t))
            if self.next_use(self.areg[k], t) > self.next_use(v, t):
                self.to_memory(self.areg[k], self.anames[k])
                self.areg[k], j = None, k
        if j is not None:
            self.areg[j] = v
            self.emit("movea.l\t%s,%s" % (self.dnames[i], self.anames[j]), COST["rr"],
                      "keep " + v)
        else:
            self.to_memory(v, self.dnames[i])
        return i

    def load(self, v, t, keep):
        if v in self.dreg:
            return self.dreg.index(v)
        i = self.free_d(t, keep)
        if v in self.areg:
            self.emit("move.l\t%s,%s" % (self.anames[self.areg.index(v)], self.dnames[i]),
                      COST["rr"], "reload " + v)
        else:
            self.emit("move.l\t%s,%s" % (self.mem[v], self.dnames[i]), COST["load"], "load " + v)
        self.dreg[i] = v
        return i

    def release(self, t, made):
        """Forget the values no gate from t on uses (made, the value of gate
        t - 1, is stored first if it is an output)."""
        for regs in (self.dreg, self.areg):
            for i, v in enumerate(regs):
                if v is not None and v != made and self.next_use(v, t) == NEVER:
                    regs[i] = None
        for v in [v for v in self.mem if self.mem[v].startswith("(SPILL")]:
            if self.next_use(v, t) == NEVER:
                self.slots.append(int(self.mem.pop(v).split("+ ")[1].split(",")[0]) // 4)
                self.slots.sort()

    def gate(self, t):
        x, a, op, b = self.gates[t]
        note = "%s = %s %s %s" % (x, a, op, b)
        d = self.dnames
        for p, q in ((a, b), (b, a)):
            if (op == "&" and p in self.dreg and self.next_use(p, t + 1) == NEVER and
                    q not in self.dreg and q not in self.areg and q in self.mem):
                i = self.dreg.index(p)
                self.emit("and.l\t%s,%s" % (self.mem[q], d[i]), COST["andmem"], note)
                self.dreg[i] = x
                break
        else:
            ia = self.load(a, t, {a, b})
            ib = self.load(b, t, {a, b})
            if self.next_use(a, t + 1) == NEVER:
                self.emit("%s\t%s,%s" % (MNEMONIC[op], d[ib], d[ia]), COST["alu"], note)
                self.dreg[ia] = x
            elif self.next_use(b, t + 1) == NEVER:
                self.emit("%s\t%s,%s" % (MNEMONIC[op], d[ia], d[ib]), COST["alu"], note)
                self.dreg[ib] = x
            else:
                i = self.free_d(t, {a, b})
                self.emit("move.l\t%s,%s" % (d[ia], d[i]), COST["rr"], "copy " + a)
                self.emit("%s\t%s,%s" % (MNEMONIC[op], d[ib], d[i]), COST["alu"], note)
                self.dreg[i] = x
        self.release(t + 1, x)
        if x.startswith("S"):
            i = self.dreg.index(x)
            if self.next_use(x, t + 1) != NEVER:  # an output a later gate reads
                j = self.free_d(t + 1, {x})
                self.emit("move.l\t%s,%s" % (d[i], d[j]), COST["rr"], "copy " + x)
                i = j
            self.lines.append("\tSR_PLANE %s, \\inv\t/* ShiftRows on %s */" % (d[i], x))
            self.emit("move.l\t%s,(OUT + %d,STB)" % (d[i], 4 * (7 - int(x[1:]))), COST["store"], x)
            if self.dreg[i] != x or self.next_use(x, t + 1) == NEVER:
                self.dreg[i] = None

    def run(self):
        for t in range(len(self.gates)):
            self.gate(t)
        return self.lines


def operands(line):
    """(mnemonic, source, destination) of a body line, or None."""
    line = re.sub(r"/\*.*", "", line).strip()
    if not line or line.startswith("SR_PLANE"):
        return None
    mnem, args = line.split(None, 1)
    src, dst = (s.strip() for s in re.split(r",(?![^()]*\))", args))
    return mnem, src, dst


def clocks(lines):
    """The estimate of a body, with the costs of COST."""
    total = 0
    for ops in filter(None, map(operands, lines)):
        mnem, src, dst = ops
        if mnem in ("move.l", "movea.l"):
            total += COST["load"] if "STB" in src else COST["store"] if "STB" in dst else COST["rr"]
        elif "STB" in dst:
            total += 7  # eor.l Dn,(d16,An)
        else:
            total += COST["andmem"] if "STB" in src else COST["alu"]
    return total


def shift_rows(v):
    """SR_PLANE (inv = 0) on a plane: byte 3 - r rotated right by 2r."""
    out = v & 0xff000000
    for r in (1, 2, 3):
        b = (v >> (8 * (3 - r))) & 0xff
        out |= (((b >> (2 * r)) | (b << (8 - 2 * r))) & 0xff) << (8 * (3 - r))
    return out


def check(gates, lines):
    """Runs the body on random planes (SR_PLANE as ShiftRows): its outputs
    must be the gates', after ShiftRows."""
    for _ in range(20):
        val = {"U%d" % i: random.getrandbits(32) for i in range(8)}
        for x, a, op, b in gates:
            val[x] = val[a] ^ val[b] if op == "^" else val[a] & val[b]
        state = {"(IN + %d,STB)" % (4 * (7 - i)): val["U%d" % i] for i in range(8)}
        for line in lines:
            m = re.match(r"\s*SR_PLANE (%\w+),", line)
            if m:
                state[m.group(1)] = shift_rows(state[m.group(1)])
                continue
            ops = operands(line)
            if ops is None:
                continue
            mnem, src, dst = ops
            v = state[src]
            state[dst] = (v if mnem in ("move.l", "movea.l") else
                          state[dst] ^ v if mnem == "eor.l" else state[dst] & v)
        for k in range(8):
            if state["(OUT + %d,STB)" % (4 * (7 - k))] != shift_rows(val["S%d" % k]):
                raise SystemExit("sbox-alloc: the body computes S%d wrongly" % k)


def main():
    args = sys.argv[1:]
    checking = args[:1] == ["--check"]
    if checking:
        args = args[1:]
    if len(args) not in (1, 2):
        raise SystemExit("usage: sbox-alloc.py [--check] aes-m68k-ct.S [N]")
    old = read_macro(args[0])
    gates = SLP113_GATES
    self_check()  # the gates compute S(x) ^ 0x63 for all 256 bytes, among the rest
    lines = Allocator(gates, int(args[1]) if len(args) == 2 else 3).run()
    check(gates, lines)
    if checking:
        if lines != old:
            raise SystemExit("sbox-alloc: the SBOX macro of %s is not what sbox-alloc.py prints"
                             % args[0])
        print("sbox-alloc: the SBOX macro of %s is what it prints" % args[0])
        return
    print("\n".join(lines))
    n = sum(1 for ops in map(operands, lines) if ops)
    print("sbox-alloc: %d instructions, about %d clocks (the file's macro: %d)" %
          (n, clocks(lines), clocks(old)), file=sys.stderr)


if __name__ == "__main__":
    main()
