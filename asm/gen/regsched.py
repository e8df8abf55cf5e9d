# SPDX-License-Identifier: Apache-2.0
"""The one instruction scheduler and register allocator of aesalt's kernel
generators (asm/arm/gen/bsgen.py for neon32, asm/arm/aes-armv7m-ct-gen.py
and aes-armv7m-ct-dec-gen.py for armv7m_ct, asm/m68k/sbox-alloc.py for
m68k_ct).  The AES model and the S-box circuits are aesmodel.py; this is
what turns a straight-line program over named values into an order and
registers.

- Prog: a straight-line SSA program, each operation (dst, op, srcs,
  extra), the values named by a format of the generator's choosing.
- list_schedule(): a list scheduler over the program's dependence graph:
  at each step, among the ready operations (every producer scheduled) the
  one with the greatest key, the key the generator's (its ISA's and its
  circuit's policy: values ended, recency, a seeded tie-break, a fixed
  order for part of the program).  The scheduler keeps each value's
  count of unscheduled readers and its producer's step, for the keys.
- Liveness: each value's uses by position in a scheduled program (the
  outputs read at its end), the next use from a position on.
- RegFile: the register file of an ISA (its registers, in the order a
  free one is taken) as the allocator sees it: which value each register
  holds, values evicted by Belady's rule (the one used furthest ahead)
  and stored once (a value with a clean copy in memory is not stored
  again), reloaded on demand, released when dead.  How a store and a load
  are written (a stack slot, a constant rematerialised, a second register
  class) and how a destination is picked (3-operand: any register, a
  dying source's; 2-operand: a source's) are the generator's: the
  operand form is an ISA fact.
- parallel_move(): registers into registers at a block's end, a cycle
  through a free register or three XORs.
- Spill slots: one per value (the generator's dict), pack_slots() (packed
  by lifetime once the code is written, busiest first) or SlotPool (the
  lowest free slot at the store, freed when the value dies).
"""
from bisect import bisect_left

NEVER = 1 << 40  # the next use of a value no later operation reads


class Prog:
    """A straight-line SSA program: ops is a list of (dst, op, srcs,
    extra); each op() names its destination name % (hint, n), n counting
    from 1 (counter: a one-element list, shared by Progs that number
    their values together)."""

    def __init__(self, name="%s%d", hint="v", counter=None):
        self.ops = []
        self.name = name
        self.hint = hint
        self.counter = counter if counter is not None else [0]

    def op(self, op, srcs, extra=None, hint=None):
        self.counter[0] += 1
        d = self.name % (hint or self.hint, self.counter[0])
        self.ops.append((d, op, list(srcs), extra))
        return d

    def xor(self, a, b):
        return self.op("xor", [a, b])

    def and_(self, a, b):
        return self.op("and", [a, b])


def list_schedule(ops, key, candidates=None, allowed=None, outputs=(), after=None):
    """An order of ops ((dst, op, srcs, extra)) as a list of indices: at
    each step, of the candidates (default all, ascending) that allowed(i)
    permits whose producers are all scheduled, the first with the greatest
    key(i, state); after(i, state) follows each step.  state.left[v]:
    readers of v not yet scheduled (each operation once, each output one
    more); state.when[v]: the step (from 1) that made v, 0 for an input;
    state.step: the steps taken; state.done: the indices scheduled."""
    prod = {d: i for i, (d, op, s, e) in enumerate(ops) if d}
    preds = [{prod[z] for z in s if z in prod} for d, op, s, e in ops]
    pending = list(range(len(ops)) if candidates is None else candidates)
    st = _State()
    for d, op, s, e in ops:
        for z in set(s):
            st.left[z] = st.left.get(z, 0) + 1
            if z not in prod:
                st.when[z] = 0
    for o in outputs:
        st.left[o] = st.left.get(o, 0) + 1
    order = []
    while pending:
        best = None
        for i in pending:
            if (allowed and not allowed(i)) or not preds[i] <= st.done:
                continue
            k = key(i, st)
            if best is None or k > best[0]:
                best = (k, i)
        i = best[1]
        pending.remove(i)
        order.append(i)
        st.done.add(i)
        st.step += 1
        if ops[i][0]:
            st.when[ops[i][0]] = st.step
        for z in set(ops[i][2]):
            st.left[z] -= 1
        if after:
            after(i, st)
    return order


class _State:
    def __init__(self):
        self.left, self.when, self.step, self.done = {}, {}, 0, set()

    def ends(self, srcs):
        """How many of srcs the operation reading them reads last."""
        return sum(1 for z in set(srcs) if self.left[z] == 1)


class Liveness:
    """reads[pos]: the values operation pos reads; output i is read at
    len(reads) (+ i when stagger: the outputs' own order)."""

    def __init__(self, reads, outputs, stagger=False):
        self.uses = {}
        for pos, srcs in enumerate(reads):
            for z in srcs:
                self.uses.setdefault(z, []).append(pos)
        self.end = len(reads)
        for i, o in enumerate(outputs):
            self.uses.setdefault(o, []).append(self.end + (i if stagger else 0))

    def next_use(self, v, pos):
        """The first use of v at pos or later, None if none."""
        u = self.uses.get(v, [])
        k = bisect_left(u, pos)
        return u[k] if k < len(u) else None

    def dist(self, v, pos):
        u = self.next_use(v, pos)
        return NEVER if u is None else u

    def last(self, v, default):
        return self.uses[v][-1] if v in self.uses else default


class RegFile:
    """Registers (in the order a free one is taken) holding values under a
    Liveness; spill(v, r) and reload(v, r) write the generator's code."""

    def __init__(self, regs, live, spill, reload, clean=None):
        self.regs = list(regs)
        self.held = {r: None for r in self.regs}
        self.reg = {}
        self.live = live
        self.spill = spill
        self.reload = reload
        self.clean = set()  # values stored once by spill
        # clean(v): v needs no store when evicted (default: in self.clean)
        self.is_clean = clean or self.clean.__contains__
        self.pos = 0  # the position of the eviction spill() is called for

    def bind(self, v, r):
        self.reg[v] = r
        self.held[r] = v

    def unbind(self, v):
        r = self.reg.pop(v)
        self.held[r] = None
        return r

    def free(self, rank=None):
        f = [r for r in self.regs if self.held[r] is None]
        return sorted(f, key=rank) if rank else f

    def victim(self, pos, protect, regs=None):
        """Belady: of the registers (default all) not holding a value of
        protect, the first holding the value used furthest ahead."""
        best, bd = None, -1
        for r in (self.regs if regs is None else regs):
            v = self.held[r]
            if v in protect:
                continue
            d = self.live.dist(v, pos)
            if d > bd:
                best, bd = r, d
        return best

    def evict(self, r, pos):
        """Frees r, storing its value first if it is read again and has
        no copy in memory."""
        v = self.held[r]
        if self.live.next_use(v, pos) is not None and not self.is_clean(v):
            self.pos = pos
            self.spill(v, r)
            self.clean.add(v)
        self.unbind(v)
        return r

    def take(self, pos, protect, rank=None):
        """A free register (the first by rank), else one evicted."""
        f = self.free(rank)
        if f:
            return f[0]
        return self.evict(self.victim(pos, protect), pos)

    def fetch(self, v, pos, protect, rank=None):
        """v's register, reloaded into a taken one if v is not in one."""
        if v not in self.reg:
            r = self.take(pos, protect, rank)
            self.reload(v, r)
            self.bind(v, r)
        return self.reg[v]

    def release(self, values, pos):
        """Unbinds those of values (held) that nothing reads from pos on."""
        for v in values:
            if v in self.reg and self.live.next_use(v, pos) is None:
                self.unbind(v)


def parallel_move(src, dst, regs, mov, xor):
    """Code moving register src[i] into dst[i] for all i at once (mov(a, b):
    b = a; xor(a, b): a ^= b): moves into registers no other move still
    reads first; a cycle through a register that is neither read nor
    written by the moves, else by a three-XOR swap."""
    code = []
    moves = {a: b for a, b in zip(src, dst) if a != b}
    fixed = {a for a, b in zip(src, dst) if a == b}
    while moves:
        for a, b in list(moves.items()):
            if b not in moves:
                code.append(mov(a, b))
                del moves[a]
                fixed.add(b)
                break
        else:
            a, b = next(iter(moves.items()))
            free = [r for r in regs if r not in set(moves) | set(moves.values()) | fixed]
            if free:
                code.append(mov(a, free[0]))
                del moves[a]
                moves[free[0]] = b
            else:
                code.extend([xor(a, b), xor(b, a), xor(a, b)])
                del moves[a]
                fixed.add(b)
                if b in moves:  # b's old value is now in a
                    moves[a] = moves.pop(b)
                    if moves[a] == a:  # the end of the cycle: in place
                        del moves[a]
                        fixed.add(a)
    return code


def pack_slots(lives, nslots):
    """{value: slot}: lives[v] = (first, last, count) of the positions of
    v's stores and loads; the values with the most first (then the
    earliest), each into the first of nslots slots free over its whole
    life (the busiest get the cheapest slots).  None if they do not fit."""
    taken = [[] for _ in range(nslots)]
    real = {}
    for v in sorted(lives, key=lambda v: (-lives[v][2], lives[v][0])):
        a, b, _ = lives[v]
        for s in range(nslots):
            if all(b < a2 or b2 < a for a2, b2 in taken[s]):
                taken[s].append((a, b))
                real[v] = s
                break
        else:
            return None
    return real


class SlotPool:
    """Spill slots 0..n-1: take() the lowest free, give(s) back."""

    def __init__(self, n):
        self.free = list(range(n))

    def take(self):
        return self.free.pop(0)

    def give(self, s):
        self.free.append(s)
        self.free.sort()


# ---- self-test (ctest unit.regsched) ---------------------------------------


def _check(rnd):
    """Random programs scheduled, allocated over few registers (a 3-operand
    machine spilling to memory) and run; random parallel moves run;
    random lifetimes packed.  Raises SystemExit on a wrong answer."""
    def fail(why):
        raise SystemExit("regsched: " + why)
    for trial in range(200):
        nin, nops, nreg = 4, rnd.randrange(5, 60), rnd.randrange(3, 8)
        p = Prog()
        vals = ["in%d" % i for i in range(nin)]
        for _ in range(nops):
            vals.append(p.op(rnd.choice(("xor", "and")), rnd.sample(vals, 2)))
        outs = rnd.sample(vals[nin:], min(3, nops))
        order = list_schedule(p.ops, lambda i, st: (st.ends(p.ops[i][2]), rnd.random()),
                              outputs=outs)
        ops = [p.ops[i] for i in order]
        made = set()
        for d, op, srcs, e in ops:
            if any(s not in made and not s.startswith("in") for s in srcs):
                fail("a schedule reads a value before it is made")
            made.add(d)
        if sorted(order) != list(range(nops)):
            fail("a schedule loses or repeats an operation")
        mem, code = {}, []
        rf = RegFile(range(nreg), Liveness([s for d, op, s, e in ops], outs),
                     lambda v, r: code.append(("st", r, v)),
                     lambda v, r: code.append(("ld", r, v)))
        for i in range(nin):
            mem["in%d" % i] = None
            rf.clean.add("in%d" % i)
        for pos, (d, op, srcs, e) in enumerate(ops):
            rs = [rf.fetch(z, pos, set(srcs)) for z in srcs]
            rf.release(set(srcs), pos + 1)
            rd = rf.take(pos + 1, set())
            rf.bind(d, rd)
            code.append((op, rd, rs))
        res = [rf.fetch(o, len(ops), set(outs)) for o in outs]
        x = {"in%d" % i: rnd.getrandbits(16) for i in range(nin)}
        want = dict(x)
        for d, op, srcs, e in ops:
            want[d] = OPS2[op](want[srcs[0]], want[srcs[1]])
        regs = [rnd.getrandbits(16) for _ in range(nreg)]
        mem = dict(x)
        for ins in code:
            if ins[0] == "st":
                mem[ins[2]] = regs[ins[1]]
            elif ins[0] == "ld":
                if ins[2] not in mem:
                    fail("a value is reloaded that was never stored (trial %d)" % trial)
                regs[ins[1]] = mem[ins[2]]
            else:
                regs[ins[1]] = OPS2[ins[0]](regs[ins[2][0]], regs[ins[2][1]])
        if [regs[r] for r in res] != [want[o] for o in outs]:
            fail("allocated code computes a different value (trial %d)" % trial)
    for trial in range(300):
        n, extra = rnd.randrange(1, 8), rnd.randrange(0, 2)
        regs = list(range(n + extra))
        src = rnd.sample(range(n), n)
        dst = rnd.sample(range(n), n)
        st = {r: rnd.getrandbits(16) for r in regs}
        before = dict(st)

        def mov(a, b):
            return ("mov", a, b)

        def xor(a, b):
            return ("xor", a, b)

        for k, a, b in parallel_move(src, dst, regs, mov, xor):
            if k == "mov":
                st[b] = st[a]
            else:
                st[a] ^= st[b]
        if any(st[b] != before[a] for a, b in zip(src, dst)):
            fail("a parallel move loses a value")
    for trial in range(100):
        lives = {}
        for v in range(rnd.randrange(1, 20)):
            a = rnd.randrange(100)
            lives[v] = (a, a + rnd.randrange(30), rnd.randrange(1, 5))
        got = pack_slots(lives, 6)
        if got is None:
            continue
        for v in lives:
            for w in lives:
                if v != w and got[v] == got[w] and not (
                        lives[v][1] < lives[w][0] or lives[w][1] < lives[v][0]):
                    fail("two values live at once share a slot")


OPS2 = {"xor": lambda a, b: a ^ b, "and": lambda a, b: a & b}

if __name__ == "__main__":
    import random
    import sys
    if sys.argv[1:] != ["--check"]:
        raise SystemExit("usage: regsched.py --check")
    _check(random.Random(1))
    print("regsched: schedules, allocations, parallel moves and slots check")
