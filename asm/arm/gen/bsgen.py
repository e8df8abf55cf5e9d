#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Register allocation for the bitsliced round bodies of asm/arm/aes-neon32.S.

The round bodies (SubBytes, ShiftRows, MixColumns and their inverses on
eight bit planes) are written here as straight-line operations on named
values; this script schedules them and assigns the 16 NEON quad
registers (spilling to the stack frame, at fixed offsets, where more
than 16 values are live) with the generators' one scheduler and
allocator, asm/gen/regsched.py, checks the result on a model of the
instructions against the AES model of asm/gen/aesmodel.py (which also
holds the S-box circuit), and prints the GNU as macros that aes-neon32.S includes
(aes-neon32-body.h), with the ShiftRows index vectors (bs_tables).  Run
it after changing a circuit, the scheduler or the allocator:

    python3 asm/arm/gen/bsgen.py > asm/arm/aes-neon32-body.h

and, since the best schedule seeds depend on both, search them again
(`bsgen.py --search 300` prints each body's best seed below 300; SEEDS
takes them).  Plane i (bit i of every byte of the eight blocks, its bytes
in rows: ROWMAJOR) is in register q(PLANE[i]) on entry and on exit of
every body.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "gen"))
from aesmodel import (BP_Y, INV_SBOX, SBOX, SLP113_GATES, self_check, bp_bottom,  # noqa: E402
                      bp_middle, bp_top, inv_mix_columns, inv_shift_rows, mix_columns,
                      shift_rows)
from regsched import (NEVER, Liveness, Prog as SSA, RegFile, list_schedule,  # noqa: E402
                      pack_slots)

# ---- the circuits as operations on named values ----------------------------


def Prog():
    """A straight-line SSA program of asm/gen/regsched.py (values t.1,
    t.2, ...)."""
    return SSA(name="%s.%d", hint="t")


def sbox_circuit(p, x):
    """Boyar and Peralta's 113-gate S-box program (aesmodel's SLP113, the
    generators' one circuit: 32 AND, 81 XOR; x[0] the most significant
    input bit), in its order: returns S(x) ^ 0x63, most significant bit
    first.  The kernel folds 0x63 into the round keys."""
    env = dict(("U%d" % i, v) for i, v in enumerate(x))
    for d, a, op, b in SLP113_GATES:
        env[d] = (p.xor if op == "^" else p.and_)(env[a], env[b])
    return [env["S%d" % i] for i in range(8)]


def _sums(base, m):
    """{v: c}: each XOR of at most m of the signals base, with the fewest
    signals c that make it."""
    r, front = {0: 0}, [0]
    for k in range(1, m + 1):
        nxt = []
        for v in front:
            for s in base:
                if v ^ s not in r:
                    r[v ^ s] = k
                    nxt.append(v ^ s)
        front = nxt
    return r


_SLP = {}


def slp(nin, targets, seed):
    """A short program of XORs making each target (a bit mask over nin
    inputs) from the inputs: Boyar and Peralta's heuristic (J. Cryptology
    2013 and SEA 2010: the new signal is the XOR of two known signals that
    leaves the least sum of the targets' distances, each distance the
    fewest known signals that XOR to the target, less one; on a tie the
    largest sum of their squares; XORs may cancel, unlike Paar's greedy).
    The seed picks among the remaining ties (None: the first).  Returns
    [(i, j)]: signal nin + k is signal i ^ signal j."""
    key = (nin, tuple(targets), seed)
    if key in _SLP:
        return _SLP[key]
    rng = random.Random(seed) if seed is not None else None
    base = [1 << i for i in range(nin)]
    ts = list(dict.fromkeys(t for t in targets if t & (t - 1)))
    dist = [bin(t).count("1") for t in ts]  # signals, exact for the inputs
    ops = []
    while any(d > 1 for d in dist):
        # a new signal n lowers t's count by one where t ^ n is an XOR of
        # count - 2 known signals (it cannot lower it more)
        sums = _sums(base, max(dist) - 2)
        near = [set(t ^ v for v, c in sums.items() if c <= d - 2) if d > 1 else set()
                for t, d in zip(ts, dist)]
        known = set(base)
        best, ties = None, []
        for i in range(len(base)):
            for j in range(i + 1, len(base)):
                n = base[i] ^ base[j]
                if n in known:
                    continue
                nd = [d - (n in near[k]) for k, d in enumerate(dist)]
                score = (sum(nd), -sum(d * d for d in nd))
                if best is None or score < best:
                    best, ties = score, [(i, j, n, nd)]
                elif score == best:
                    ties.append((i, j, n, nd))
        i, j, n, dist = rng.choice(ties) if rng else ties[0]
        ops.append((i, j))
        base.append(n)
    _SLP[key] = ops
    return ops


def linear(p, inputs, targets, seed):
    """The targets (bit masks over inputs) as p's XORs, by slp()."""
    sig = list(inputs)
    val = [1 << i for i in range(len(inputs))]
    for i, j in slp(len(inputs), targets, seed):
        sig.append(p.xor(sig[i], sig[j]))
        val.append(val[i] ^ val[j])
    return [sig[val.index(t)] for t in targets]


def inv_affine_masks(m):
    """A^-1 on bit masks: bit i of A^-1 v is v[i+2] ^ v[i+5] ^ v[i+7]."""
    return [m[(i + 2) % 8] ^ m[(i + 5) % 8] ^ m[(i + 7) % 8] for i in range(8)]


def inv_top_targets():
    """Boyar and Peralta's top layer after A^-1: the y's (and x7) as bit
    masks over the planes q (bit i) of the inverse S-box's input."""
    y = bp_top(lambda a, b: a ^ b, inv_affine_masks([1 << i for i in range(8)])[::-1])
    return [y[k] for k in BP_Y]


def inv_bottom_targets():
    """A^-1 after their bottom layer: the output planes (bit i) as bit
    masks over z0..z17."""
    return inv_affine_masks(bp_bottom(lambda a, b: a ^ b, [1 << j for j in range(18)])[::-1])


# The seeds of slp() for the inverse S-box's two linear layers (the
# fewest XORs of `bsgen.py --slp N`'s seeds below N; None: no seed).
SLP_SEEDS = {"top": 0, "bottom": None}


def inv_sbox_circuit_merged(p, q):
    """q: planes (bit i) of A(inv(v)) (A the affine map without its
    constant); returns the planes of inv(v) = A^-1 S'(A^-1 q), both
    A^-1 folded into the linear layers of SLP113 (aesmodel's bp_top,
    bp_middle, bp_bottom): its top layer's y's (and x7) composed with
    A^-1, its bottom's outputs composed with A^-1, each layer's XORs by
    slp() (top: 24 XORs instead of 16 + 23, bottom: 31 instead of 28 + 16;
    Paar's greedy, cancellation-free, made 31 and 35)."""
    ys = linear(p, q, inv_top_targets(), SLP_SEEDS["top"])
    z = bp_middle(p.xor, p.and_, dict(zip(BP_Y, ys)))
    return linear(p, z, inv_bottom_targets(), SLP_SEEDS["bottom"])


def sub_bytes(p, q):
    """q: planes 0..7 (bit i); returns SubBytes(q) ^ 0x63."""
    s = sbox_circuit(p, q[::-1])
    return s[::-1]


def inv_sub_bytes(p, q):
    """q: planes of y ^ 0x63 (the key adds 0x63); returns InvSubBytes(y) =
    A^-1 S'(A^-1 (y ^ 0x63)), S' the circuit without complements."""
    return inv_sbox_circuit_merged(p, q)


def shift_rows_planes(p, q, inverse=False):
    return [p.op("isr" if inverse else "sr", [v]) for v in q]


def xtime(q):
    """2 * x on planes (returns the names making each output plane)."""
    return [[q[7]], [q[0], q[7]], [q[1]], [q[2], q[7]], [q[3], q[7]],
            [q[4]], [q[5]], [q[6]]]


def mix_columns_planes(p, q):
    """out = 2(a ^ r) ^ r ^ rot2(a ^ r), r[row] = a[row + 1]."""
    t = [None] * 8
    x = [None] * 8
    out = [None] * 8
    for i in [7, 0, 1, 2, 3, 4, 5, 6]:
        r = p.op("rot1", [q[i]])
        t[i] = p.xor(q[i], r)
        x[i] = p.xor(r, p.op("rot2", [t[i]]))
        # (2t)_i: t7 for plane 0, t(i-1) ^ t7 for 1, 3, 4, t(i-1) otherwise
        if i == 0:
            out[0] = p.xor(x[0], t[7])
        elif i != 7:
            v = p.xor(x[i], t[i - 1])
            out[i] = p.xor(v, t[7]) if i in (1, 3, 4) else v
    out[7] = p.xor(x[7], t[6])
    return out


def inv_mix_columns_planes(p, q):
    """InvMixColumns = MixColumns(a ^ 4(a ^ rot2(a))) (the factorisation
    bsaes uses too): the first step's planes, each a mask over a and
    rot2(a), by slp() (20 XORs; as a ^ 4u with u = a ^ rot2(a), 21)."""
    def times4(v):
        return [v[6], v[6] ^ v[7], v[0] ^ v[7], v[1] ^ v[6], v[2] ^ v[6] ^ v[7],
                v[3] ^ v[7], v[4], v[5]]
    a = [1 << i for i in range(8)]
    u = [1 << i | 1 << (8 + i) for i in range(8)]
    pre = [x ^ y for x, y in zip(a, times4(u))]
    return mix_columns_planes(p, linear(p, list(q) + [p.op("rot2", [v]) for v in q], pre, None))


def schedule(p, outputs, seed=None):
    """Reorders p.ops by asm/gen/regsched.py's list scheduler: among the
    operations whose sources are computed, take the one that ends the most
    live values (sources at their last use) and, on a tie, the one whose
    sources were computed most recently, then the latest in program order.
    Keeps the register pressure of the circuits' long linear layers down.
    With a seed the tie-break is perturbed (SEEDS: the best of a search,
    see --search)."""
    rng = random.Random(seed) if seed is not None else None
    w = rng.random() * 3 if rng else 0
    noise = dict((i, rng.random()) for i in range(len(p.ops))) if rng else {}

    def key(i, st):
        srcs = p.ops[i][2]
        recent = max([st.when[s] for s in srcs] or [0])
        if rng:
            recent = (recent * (1 if rng.random() < 0.9 else 0)
                      + w * noise[i] * st.step / 10)
        return (st.ends(srcs) - 1, recent, i)

    p.ops = [p.ops[i] for i in list_schedule(p.ops, key, outputs=outputs)]


# ---- register allocation ---------------------------------------------------

NREG = 16
# Plane i lives in q(PLANE[i]) between bodies: the bitslice transpose of
# aes-neon32.S leaves bit i of the blocks' bytes in q(7 - i).
PLANE = [7 - i for i in range(8)]
IDX_SR = "idx_sr"  # the ShiftRows index vector, loaded when needed


CLEAN_BONUS = 20


def allocate(p, inputs, outputs, nslots):
    """Returns a list of instructions (tuples) with the spill slots
    assigned.  inputs: value names of planes 0..7 (in q(PLANE[i])).  The
    registers are asm/gen/regsched.py's RegFile (Belady's spilling, each
    value stored once), the ShiftRows index vector loaded again rather
    than stored; NEON is 3-operand: a source dead after an operation
    gives it its register (not the permutations: VTBL's destination must
    not be its source)."""
    reads = [list(srcs) + ([IDX_SR + kind] if kind in ("sr", "isr") else [])
             for d, kind, srcs, e in p.ops]
    live = Liveness(reads, outputs, stagger=True)
    end = len(p.ops)
    code = []
    vslot = {}  # value -> virtual slot (pack_slots below gives frame slots)

    def spill(v, r):
        if not v.startswith(IDX_SR):  # a constant: reloaded from its table
            vslot[v] = len(vslot)
            code.append(("spill", r, vslot[v]))

    def reload(v, r):
        if v.startswith(IDX_SR):
            code.append(("ldidx", r, v[len(IDX_SR):]))
        else:
            code.append(("reload", r, vslot[v]))

    rf = RegFile(range(NREG), live, spill, reload)
    for i, v in enumerate(inputs):
        rf.bind(v, PLANE[i])
    want = {v: PLANE[i] for i, v in enumerate(outputs)}
    made = dict((d, pos) for pos, (d, kind, srcs, e) in enumerate(p.ops))
    wanted_at = dict((w, made.get(v, -1)) for v, w in want.items())

    def rank(v):
        # a free register: one no output wants (q8..q15) first, then a
        # plane register whose output comes after v's last use, then any
        last = live.last(v, end)
        return lambda r: (r in PLANE and wanted_at[r] <= last, r in PLANE, r)

    for pos, (d, kind, srcs, e) in enumerate(p.ops):
        keep = set(reads[pos])
        rs = [rf.fetch(v, pos, keep, rank(v)) for v in reads[pos]]
        rd = None
        w = want.get(d)
        if kind in ("xor", "and", "rot1", "rot2"):
            dying = [s for s in srcs if live.next_use(s, pos + 1) is None and s in rf.reg]
            # an output goes to its plane register where that is free or a
            # dying source's (no VSWP at the end)
            for s in dying:
                if rf.reg[s] == w:
                    dying = [s]
            if w is not None and rf.held[w] is None:
                dying = []
            if dying:
                rd = rf.unbind(dying[0])
        if rd is None:
            # sr and isr are two instructions each (a VTBL a half): the
            # destination must not be a source (take never returns a
            # held register)
            rd = w if w is not None and rf.held[w] is None else rf.take(pos, keep, rank(d))
        code.append((kind, rd, rs))
        rf.bind(d, rd)
        rf.release([v for v in rf.held.values() if v is not None], pos + 1)

    # move the outputs to q(PLANE[i])
    for v in outputs:
        rf.fetch(v, end, set(outputs), rank(None))
    # drop everything else
    rf.release([v for v in rf.held.values() if v is not None and v not in want], NEVER)
    for v in outputs:
        while rf.reg[v] != want[v]:
            a, b = rf.reg[v], want[v]
            code.append(("swp", a, b))
            x = rf.held[b]
            rf.unbind(v)
            if x is not None:
                rf.unbind(x)
                rf.bind(x, a)
            rf.bind(v, b)
    return assign_slots(code, nslots)


def assign_slots(code, nslots):
    """Gives each spilled value (a virtual slot of allocate) a frame slot
    (regsched.pack_slots): the values with the most spills and reloads
    first, each into the first slot free over its whole life, so that the
    busiest get the slots with a pointer (one instruction instead of
    two)."""
    life = {}
    for i, ins in enumerate(code):
        if ins[0] in ("spill", "reload"):
            a, b, n = life.get(ins[2], (i, i, 0))
            life[ins[2]] = (min(a, i), max(b, i), n + 1)
    real = pack_slots(life, nslots)
    if real is None:
        raise SystemExit("bsgen: more than %d spill slots" % nslots)
    return [(k, d, real[x]) if k in ("spill", "reload") else (k, d, x)
            for k, d, x in ((c[0], c[1], c[2] if len(c) > 2 else None) for c in code)]


# ---- a model of the instructions -------------------------------------------

M128 = (1 << 128) - 1
# Inside the rounds the planes hold rows: byte 4r + c of a plane is state
# byte 4c + r (ROWMAJOR maps a state byte to its plane byte; its own
# inverse), so that a row rotation of MixColumns is one VEXT of the plane.
# The transpose of aes-neon32.S leaves state byte k in plane byte k: the
# first round's ShiftRows index also moves the bytes to rows and the last
# round's back (FIRST_* and LAST_*, printed for aes-neon32.S's tables).
ROWMAJOR = [4 * (k % 4) + k // 4 for k in range(16)]
_SR_CM = [4 * ((c + r) % 4) + r for c in range(4) for r in range(4)]
_ISR_CM = [4 * ((c - r) % 4) + r for c in range(4) for r in range(4)]
SR_IDX = [ROWMAJOR[_SR_CM[ROWMAJOR[j]]] for j in range(16)]
ISR_IDX = [ROWMAJOR[_ISR_CM[ROWMAJOR[j]]] for j in range(16)]
FIRST_SR_IDX = [_SR_CM[ROWMAJOR[j]] for j in range(16)]
LAST_SR_IDX = [ROWMAJOR[_SR_CM[j]] for j in range(16)]
FIRST_ISR_IDX = [_ISR_CM[ROWMAJOR[j]] for j in range(16)]
LAST_ISR_IDX = [ROWMAJOR[_ISR_CM[j]] for j in range(16)]


def tobytes(x):
    return [(x >> (8 * k)) & 0xFF for k in range(16)]


def frombytes(b):
    return sum(v << (8 * k) for k, v in enumerate(b))


def run(code, regs):
    regs = list(regs)
    mem = {}
    for ins in code:
        k, d = ins[0], ins[1]
        if k == "xor":
            regs[d] = regs[ins[2][0]] ^ regs[ins[2][1]]
        elif k == "and":
            regs[d] = regs[ins[2][0]] & regs[ins[2][1]]
        elif k in ("rot1", "rot2"):
            # VEXT: byte j of the plane (row j / 4) takes byte j + 4 (or 8)
            a = tobytes(regs[ins[2][0]])
            n = 4 if k == "rot1" else 8
            regs[d] = frombytes([a[(j + n) % 16] for j in range(16)])
        elif k in ("sr", "isr"):
            assert d not in ins[2], "two-instruction op onto its source"
            a = tobytes(regs[ins[2][0]])
            ix = tobytes(regs[ins[2][1]])
            regs[d] = frombytes([a[i] for i in ix])
        elif k == "ldidx":
            regs[d] = frombytes(SR_IDX if ins[2] == "sr" else ISR_IDX)
        elif k == "spill":
            mem[ins[2]] = regs[d]
        elif k == "reload":
            regs[d] = mem[ins[2]]
        elif k == "swp":
            regs[d], regs[ins[2]] = regs[ins[2]], regs[d]
        else:
            raise ValueError(k)
    return regs


def to_planes(blocks):
    regs = [random.getrandbits(128) for _ in range(NREG)]
    for i in range(8):
        v = 0
        for k in range(16):
            byte = 0
            for b in range(8):
                byte |= ((blocks[b][k] >> i) & 1) << b
            v |= byte << (8 * ROWMAJOR[k])
        regs[PLANE[i]] = v
    return regs


def from_planes(regs):
    blocks = [[0] * 16 for _ in range(8)]
    for i in range(8):
        by = tobytes(regs[PLANE[i]])
        for k in range(16):
            for b in range(8):
                blocks[b][k] |= ((by[ROWMAJOR[k]] >> b) & 1) << i
    return blocks


def check(code, ref, pre=lambda b: b):
    for _ in range(20):
        blocks = [[random.getrandbits(8) for _ in range(16)] for _ in range(8)]
        got = from_planes(run(code, to_planes([pre(b) for b in blocks])))
        want = [ref(b) for b in blocks]
        if got != want:
            raise SystemExit("model mismatch")


# ---- output ----------------------------------------------------------------

NSLOTS = 24
# Slots 0..NPTR-1 have a core register pointing at them (BS_PTR0.. in
# aes-neon32.S): one VST1/VLD1 instead of two VSTR/VLDR.
NPTR = 10


def fmt(code):
    lines = []
    for ins in code:
        k, d = ins[0], ins[1]
        if k in ("xor", "and"):
            a, b = ins[2]
            lines.append("%s\tq%d, q%d, q%d" % ("veor" if k == "xor" else "vand", d, a, b))
        elif k in ("rot1", "rot2"):
            a = ins[2][0]
            lines.append("vext.8\tq%d, q%d, q%d, #%d" % (d, a, a, 4 if k == "rot1" else 8))
        elif k in ("sr", "isr"):
            a, ix = ins[2]
            for h in (0, 1):
                lines.append("vtbl.8\td%d, {d%d, d%d}, d%d" % (2 * d + h, 2 * a, 2 * a + 1, 2 * ix + h))
        elif k == "ldidx":
            lines.append("vld1.8\t{d%d, d%d}, [\\idx%s :128]" % (2 * d, 2 * d + 1, ins[2]))
        elif k in ("spill", "reload"):
            sl = ins[2]
            if sl < NPTR:  # one instruction through the slot's pointer
                lines.append("%s\t{d%d, d%d}, [BS_PTR%d :128]" % (
                    "vst1.64" if k == "spill" else "vld1.64", 2 * d, 2 * d + 1, sl))
            else:
                for h in (0, 1):
                    lines.append("%s\td%d, [sp, #BS_SPILL + %d]" % (
                        "vstr" if k == "spill" else "vldr", 2 * d + h, 16 * sl + 8 * h))
        elif k == "swp":
            lines.append("vswp\tq%d, q%d" % (d, ins[2]))
    return lines


def allocated(build, seed):
    p = Prog()
    q = ["in%d" % i for i in range(8)]
    out = build(p, q)
    schedule(p, out, seed)
    return allocate(p, q, out, NSLOTS)


# The schedule seed of each body, the best found by `bsgen.py --search N`
# (since the encryption took SLP113: bs_enc_body seeds below 3000 tried,
# bs_enc_last below 1500; the decryption bodies, since their circuit took
# both A^-1 into its linear layers: bs_dec_body below 2500, bs_dec_last
# below 1500, and bs_dec_body below 1200 again with SLP113's middle layer;
# absent: the plain tie-break).
SEEDS = {"bs_enc_body": 1, "bs_enc_last": 122, "bs_dec_body": 1748,
         "bs_dec_last": 438}


def body(name, build, ref, pre=lambda b: b):
    code = allocated(build, SEEDS.get(name))
    check(code, ref, pre)
    lines = fmt(code)
    args = " ".join(sorted({"idx" + c[2] for c in code if c[0] == "ldidx"}))
    nsp = sum(1 if c[2] < NPTR else 2 for c in code if c[0] in ("spill", "reload"))
    print("/* %s: %d instructions (%d spills and reloads) */" % (name, len(lines), nsp))
    print(".macro %s %s" % (name, ", ".join(args.split())))
    for l in lines:
        print("\t" + l)
    print(".endm\n")


def enc_body(p, q):
    return mix_columns_planes(p, shift_rows_planes(p, sub_bytes(p, q)))


def enc_last(p, q):
    return shift_rows_planes(p, sub_bytes(p, q))


def dec_body(p, q):
    return inv_sub_bytes(p, shift_rows_planes(p, inv_mix_columns_planes(p, q), True))


def dec_last(p, q):
    return inv_sub_bytes(p, shift_rows_planes(p, q, True))


BODIES = [("bs_enc_body", enc_body), ("bs_enc_last", enc_last),
          ("bs_dec_body", dec_body), ("bs_dec_last", dec_last)]


def c63(b):
    return [v ^ 0x63 for v in b]


def search(n):
    """Prints, for each body, the schedule seed below n giving the fewest
    instructions (for SEEDS)."""
    for name, build in BODIES:
        best = (len(fmt(allocated(build, None))), None)
        for seed in range(n):
            best = min(best, (len(fmt(allocated(build, seed))), seed),
                       key=lambda b: b[0])
        print("%s: %d instructions, seed %s" % (name, best[0], best[1]), flush=True)


def main():
    self_check()  # asm/gen/aesmodel.py: FIPS-197 and the circuits on all 256 bytes
    if len(sys.argv) == 3 and sys.argv[1] == "--search":
        search(int(sys.argv[2]))
        return
    if len(sys.argv) == 3 and sys.argv[1] == "--slp":
        for name, nin, targets in (("top", 8, inv_top_targets()),
                                   ("bottom", 18, inv_bottom_targets())):
            seeds = [None] + list(range(int(sys.argv[2])))
            best = min(((len(slp(nin, targets, s)), s) for s in seeds), key=lambda b: b[0])
            print("%s: %d XORs, seed %s" % (name, best[0], best[1]), flush=True)
        return
    # --check FILE: regenerate and compare with FILE (the CTest
    # unit.neon32.bodies.generated): fails on a model mismatch or a stale FILE.
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        import io
        buf = io.StringIO()
        real, sys.stdout = sys.stdout, buf
        try:
            generate()
        finally:
            sys.stdout = real
        with open(sys.argv[2]) as f:
            if f.read() != buf.getvalue():
                raise SystemExit("%s is stale: rerun asm/arm/gen/bsgen.py" % sys.argv[2])
        print("bsgen: the bodies match the model and %s" % sys.argv[2])
        return
    generate()


def tables():
    """Checks the index vectors on the plain model (state bytes in a plane,
    column-major as the transpose leaves them, or rows) and prints them as
    the macro bs_tables."""
    def rows(st):
        r = [0] * 16
        for k in range(16):
            r[ROWMAJOR[k]] = st[k]
        return r

    st = [random.getrandbits(8) for _ in range(16)]
    for f, i_rm, i_first, i_last in ((shift_rows, SR_IDX, FIRST_SR_IDX, LAST_SR_IDX),
                                     (inv_shift_rows, ISR_IDX, FIRST_ISR_IDX, LAST_ISR_IDX)):
        want = f(st)
        if ([rows(st)[i] for i in i_rm] != rows(want)
                or [st[i] for i in i_first] != rows(want)
                or [rows(st)[i] for i in i_last] != want):
            raise SystemExit("model mismatch (index vectors)")
    print("/* The VTBL index vectors: ShiftRows and its inverse on row planes, in")
    print(" * the first round (from the transpose's column-major planes to rows),")
    print(" * in the last (back), and the row/column transpose of a round key. */")
    print(".macro bs_tables")
    for name, ix in (("sr", SR_IDX), ("sr_first", FIRST_SR_IDX), ("sr_last", LAST_SR_IDX),
                     ("isr", ISR_IDX), ("isr_first", FIRST_ISR_IDX),
                     ("isr_last", LAST_ISR_IDX), ("rows", ROWMAJOR)):
        print(".L%s_idx:" % name)
        print("\t.byte\t%s" % ", ".join(str(v) for v in ix))
    print(".endm\n")


def generate():
    random.seed(1)
    print("/* SPDX-License-Identifier: Apache-2.0 */")
    print("/* Generated by asm/arm/gen/bsgen.py (register allocation of the")
    print(" * bitsliced round bodies; see there): do not edit. */\n")
    body("bs_enc_body", enc_body,
         lambda b: c63(mix_columns(shift_rows([SBOX[v] for v in b]))))
    body("bs_enc_last", enc_last, lambda b: c63(shift_rows([SBOX[v] for v in b])))
    body("bs_dec_body", dec_body,
         lambda b: [INV_SBOX[v] for v in inv_shift_rows(inv_mix_columns(b))], c63)
    body("bs_dec_last", dec_last,
         lambda b: [INV_SBOX[v] for v in inv_shift_rows(b)], c63)
    tables()


if __name__ == "__main__":
    main()
