#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Generates asm/arm/aes-armv7m-ct-dec.S (the armv7m_ct decryption rounds):
#   python3 asm/arm/aes-armv7m-ct-dec-gen.py asm/arm/aes-armv7m-ct-dec.S
# Same bitsliced layout as aes-armv7m-ct.S (word b = bit b of the 32
# bytes of two blocks, bit 8r + 2c + k = row r, column c, block k).  A
# decryption round (InvShiftRows, InvSubBytes, AddRoundKey, InvMixColumns)
# is written once as a straight-line SSA program; the program is checked
# against the byte-wise AES model of asm/gen/aesmodel.py (its inverse
# cipher's round), register-allocated over r0-r12 and
# lr (the value used furthest ahead spills to a stack slot), and the
# allocated Thumb-2 is interpreted and compared with the SSA program on
# random inputs before the file is written.  The encryption generator is
# not imported (running it writes its own file); what they share is
# asm/gen/aesmodel.py (AES, the circuit), asm/gen/regsched.py (the SSA
# program, the register allocator and its spilling, the parallel move)
# and gen/ct32model.py (the packing, the SSA evaluator, the Thumb-2
# interpreter).
#
# InvSubBytes: InvS(y) = A^-1(S'(A^-1(y) ^ 0x05)), S' = S ^ 0x63 being
# Boyar and Peralta's 113 gates (aesmodel's SLP113, as in the encryption
# rounds and m68k_ct: 11 gates fewer than core/aes_ct64.c's circuit
# without its NOTs, and fewer spills) and A^-1
# the linear part of the inverse affine map (FIPS-197 5.3.2: bit i of
# A^-1(y) = y(i+2) ^ y(i+5) ^ y(i+7), indices mod 8), so the constant is
# two MVNs.  InvMixColumns = MixColumns after a ^= 4 (a ^ rot2 a), rot2
# (two rows) being a rotation of each word by 16.
import os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'gen'))
sys.path.insert(0, os.path.join(HERE, 'gen'))
from aesmodel import SLP113_GATES, dec_round, self_check  # noqa: E402
from ct32model import IDENT, REGS, allocate as ct32_allocate, pack, run, sim, unpack  # noqa: E402
from regsched import Prog as SSA  # noqa: E402

self_check()  # FIPS-197 and the circuits on all 256 bytes


class Prog(SSA):
    """A decryption round as a straight-line SSA program (asm/gen/regsched.py's
    Prog: (dst, op, srcs, extra), values v1, v2, ...)."""

    def eor(self, a, b, sh=None):
        return self.op('eor', [a, b], sh)

    def inv_linear(self, q):
        # bit i of A^-1(y) = y(i+2) ^ y(i+5) ^ y(i+7)
        return [self.eor(self.eor(q[(i + 2) % 8], q[(i + 5) % 8]), q[(i + 7) % 8]) for i in range(8)]

    def sbox_nonot(self, q):
        # U0 the most significant input bit, S0 the most significant output
        env = {'U%d' % i: q[7 - i] for i in range(8)}
        for d, a, o, b in SLP113_GATES:
            env[d] = self.op({'^': 'eor', '&': 'and'}[o], [env[a], env[b]])
        return [env['S%d' % (7 - i)] for i in range(8)]

    def inv_sbox(self, q):
        q = self.inv_linear(q)
        q = [self.op('mvn', [x]) if i in (0, 2) else x for i, x in enumerate(q)]
        return self.inv_linear(self.sbox_nonot(q))

    def inv_shiftrows(self, q):
        # row r (byte r of a word) rotated left by 2r bits within its byte
        out = []
        for x in q:
            y = self.op('andi', [x], 0xff)
            for mask, sh in ((0x3f00, ('lsl', 2)), (0xc000, ('lsr', 6)), (0xf00000, ('lsr', 4)),
                             (0xf0000, ('lsl', 4)), (0xfc000000, ('lsr', 2)),
                             (0x03000000, ('lsl', 6))):
                t = self.op('andi', [x], mask)
                y = self.op('orr', [y, t], sh)
            out.append(y)
        return out

    def xtime(self, a):
        # bit planes of 2a: b0 = a7, b1 = a0 ^ a7, b3 = a2 ^ a7, b4 = a3 ^ a7
        return [a[7], self.eor(a[0], a[7]), a[1], self.eor(a[2], a[7]), self.eor(a[3], a[7]),
                a[4], a[5], a[6]]

    def mixcols(self, a):
        # rotr 8 brings row r + 1 to row r: MixColumns
        # o = 2 (a ^ rot1 a) ^ rot1 a ^ rot2 a ^ rot3 a
        t = [self.eor(x, x, ('ror', 8)) for x in a]  # a ^ rot1 a
        t2 = self.xtime(t)
        o = []
        for i in range(8):
            v = self.eor(t2[i], a[i], ('ror', 8))
            o.append(self.eor(v, t[i], ('ror', 16)))
        return o

    def inv_mixcols(self, a):
        t = [self.eor(x, x, ('ror', 16)) for x in a]
        t4 = self.xtime(self.xtime(t))
        return self.mixcols([self.eor(a[i], t4[i]) for i in range(8)])

    def ark(self, q):
        kp = self.op('ldkp', [])
        return [self.eor(q[i], self.op('key', [kp], i)) for i in range(8)]


def round_prog(last):
    p = Prog()
    q = p.ark(p.inv_sbox(p.inv_shiftrows(['in%d' % i for i in range(8)])))
    if not last:
        q = p.inv_mixcols(q)
    return p.ops, q


model = dec_round  # the round the program must compute (asm/gen/aesmodel.py)


def check_model(rnd):
    for last in (False, True):
        ops, outs = round_prog(last)
        for _ in range(20):
            blocks = [[rnd.getrandbits(8) for _ in range(16)] for _ in range(2)]
            keyb = [rnd.getrandbits(8) for _ in range(16)]
            kq = pack([keyb, keyb])
            got = unpack(sim(ops, outs, pack(blocks), kq))
            exp = [model(b, keyb, last) for b in blocks]
            assert got == exp, ('SSA program differs from the AES model', last)


# ---- register allocation ------------------------------------------------

SLOT0 = 12  # [sp, #0] key pointer, #4 round count, #8 q pointer


def allocate(ops, outs, slots):
    """r0-r12 and lr for ops (in<i> in r<i>, output i left in r<i>), in
    program order (gen/ct32model.py's allocator; slots shared by the
    rounds)."""
    return ct32_allocate(ops, outs, SLOT0, force=IDENT, slots=slots)[0]


def check_alloc(rnd, bodies):
    for (ops, outs), code in bodies:
        for _ in range(20):
            q = [rnd.getrandbits(32) for _ in range(8)]
            key = [rnd.getrandbits(32) for _ in range(8)]
            regs = {r: rnd.getrandbits(32) for r in REGS}
            regs.update({'r%d' % i: q[i] for i in range(8)})
            mem = {('sp', 0): 4096}
            mem.update({('K', 4096 + 4 * i): key[i] for i in range(8)})
            run(code, regs, mem)
            assert [regs['r%d' % i] for i in range(8)] == sim(ops, outs, q, key), \
                'allocated code differs from the SSA program'


HDR = '''/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GENERATED by asm/arm/aes-armv7m-ct-dec-gen.py (do not edit; rerun it).
 *
 * The "armv7m_ct" decryption core: constant-time bitsliced inverse AES
 * rounds on two blocks in eight 32-bit words (Thumb-2, ARMv7-M, ARMv7E-M,
 * ARMv8-M mainline), the layout of aes-armv7m-ct.S.  A round is
 * InvShiftRows (masks and shifts of each row byte), InvSubBytes (the
 * inverse affine map's linear part, two NOTs, Boyar and Peralta's
 * 113-gate S-box circuit (asm/gen/aesmodel.py's SLP113, S(x) ^ 0x63), the
 * linear part again),
 * AddRoundKey, InvMixColumns (MixColumns after a ^= 4 (a ^ rot2 a)).  The
 * generator allocates r0-r12 and lr and spills to stack slots; the
 * straight-line code has no data-dependent branch or address (the only
 * branch counts the public round number, the only addresses are
 * sp-relative slots and the round keys, last to first).
 *
 * aesalt_aes_dec2_armv7m_ct(uint32_t q[8], const uint32_t *sk, unsigned rounds):
 *   q = inverse AES rounds of q under sk (8 * (rounds + 1) bitsliced
 *   words, in encryption order: sk + 8 * rounds is applied first).
 */
\t.syntax\tunified
\t.thumb
\t.text
'''


def main():
    rnd = random.Random(1)
    check_model(rnd)
    slots = {}
    mid, last = round_prog(False), round_prog(True)
    cm, cl = allocate(*mid, slots), allocate(*last, slots)
    check_alloc(rnd, ((mid, cm), (last, cl)))
    frame = SLOT0 + 4 * len(slots)
    frame += (8 - (36 + frame) % 8) % 8
    name = 'aesalt_aes_dec2_armv7m_ct'
    s = HDR + '''
\t.global {n}
\t.hidden {n}
\t.type {n}, %function
\t.thumb_func
\t.p2align 2
{n}:
\tpush {{r4-r11, lr}}
\tsub sp, sp, #{f}
\tstr r0, [sp, #8]
\tsubs r2, r2, #1
\tstr r2, [sp, #4]
\tadd lr, r1, r2, lsl #5
\tadd lr, lr, #32
\tldm r0, {{r0-r7}}
\tldm lr, {{r8-r11}}
\teor r0, r0, r8
\teor r1, r1, r9
\teor r2, r2, r10
\teor r3, r3, r11
\tldr r8, [lr, #16]
\tldr r9, [lr, #20]
\tldr r10, [lr, #24]
\tldr r11, [lr, #28]
\teor r4, r4, r8
\teor r5, r5, r9
\teor r6, r6, r10
\teor r7, r7, r11
\tsub lr, lr, #32
\tstr lr, [sp, #0]
1:
'''.format(n=name, f=frame)
    s += ''.join('\t%s\n' % l for l in cm)
    s += '''\tldr r8, [sp, #0]
\tsub r8, r8, #32
\tstr r8, [sp, #0]
\tldr r8, [sp, #4]
\tsubs r8, r8, #1
\tstr r8, [sp, #4]
\tbne 1b
'''
    s += ''.join('\t%s\n' % l for l in cl)
    s += '''\tldr r8, [sp, #8]
\tstm r8, {{r0-r7}}
\tadd sp, sp, #{f}
\tpop {{r4-r11, pc}}
\t.size {n}, . - {n}

\t.section .note.GNU-stack, "", %progbits
'''.format(n=name, f=frame)
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, 'aes-armv7m-ct-dec.S')
    open(out, 'w').write(s)


if __name__ == '__main__':
    main()
