#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The one AES model of aesalt's kernel generators (asm/<arch>/ scripts
that write assembly: asm/arm/gen/bsgen.py, asm/arm/gen/vpgen.py,
asm/arm/aes-armv7m-ct-gen.py, asm/arm/aes-armv7m-ct-dec-gen.py,
asm/m68k/sbox-alloc.py).  They import it instead of carrying their own.

- AES itself (FIPS-197): GF(2^8) arithmetic mod x^8 + x^4 + x^3 + x + 1,
  the S-box and its inverse computed from it (5.1.1), ShiftRows,
  MixColumns and their inverses, KeyExpansion (5.2), the cipher and the
  inverse cipher (5.1, 5.3), checked on the known answers of appendix C.
- The bitsliced S-box circuits the kernels use, as data (straight-line
  programs of XOR, AND and NOT):
  SLP113      Boyar and Peralta's 113-gate program (32 AND, 81 XOR,
              S(x) ^ 0x63), the one circuit of every generator: m68k_ct's
              SBOX macro, armv7m_ct's rounds both ways, neon32's bodies;
  bp_top/bp_middle/bp_bottom
              SLP113 in its three layers, as functions of the gate
              builders a generator calls: neon32's inverse S-box composes
              A^-1 into the two linear ones (bsgen.py);
  CT64_SBOX   the circuit of core/aes_ct64.c's sbox() (Boyar and
              Peralta's earlier layers: 27 XORs on top, 63 gates in the
              middle, 38 at the bottom with the 4 complements: 128
              gates), which no
              generator allocates: it is C, kept as it is where the C
              kernel is measured; check_c() compares the C function's
              statements with the lines rendered from here, so the C and
              the model cannot drift apart.
  Each is evaluated on all 256 bytes against SBOX by self_check().

  python3 asm/gen/aesmodel.py --check [core/aes_ct64.c]
"""
import sys

# ---- GF(2^8) and AES (FIPS-197) --------------------------------------------


def gmul(a, b):
    """a * b in GF(2^8) mod x^8 + x^4 + x^3 + x + 1."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = (a << 1) ^ (0x11B if a & 0x80 else 0)
        b >>= 1
    return r


def xtime(a):
    return gmul(a, 2)


def gpow(a, n):
    r = 1
    for _ in range(n):
        r = gmul(r, a)
    return r


def ginv(a):
    """The multiplicative inverse (0 for 0): a^254."""
    return gpow(a, 254)


def affine(b):
    """The S-box's affine map without its constant 0x63 (FIPS-197 5.1.1)."""
    v = b
    for k in range(1, 5):
        v ^= ((b << k) | (b >> (8 - k))) & 0xFF
    return v


SBOX = [affine(ginv(x)) ^ 0x63 for x in range(256)]
INV_SBOX = [SBOX.index(y) for y in range(256)]


# A state is 16 bytes, byte 4c + r at row r, column c (FIPS-197 3.4).
def shift_rows(st, n=1):
    """ShiftRows^n (n may be negative)."""
    return [st[4 * ((c + n * r) % 4) + r] for c in range(4) for r in range(4)]


def inv_shift_rows(st):
    return shift_rows(st, -1)


def mix_columns(st, m=(2, 3, 1, 1)):
    out = []
    for c in range(4):
        col = st[4 * c:4 * c + 4]
        for r in range(4):
            v = 0
            for j in range(4):
                v ^= gmul(col[(r + j) % 4], m[j])
            out.append(v)
    return out


def inv_mix_columns(st):
    return mix_columns(st, (14, 11, 13, 9))


def expand_key(key):
    """KeyExpansion: (Nr, round keys 0..Nr as 16-byte lists)."""
    nk = len(key) // 4
    assert nk in (4, 6, 8)
    nr = nk + 6
    w = [list(key[4 * i:4 * i + 4]) for i in range(nk)]
    rc = 1
    for i in range(nk, 4 * (nr + 1)):
        t = list(w[i - 1])
        if i % nk == 0:
            t = [SBOX[b] for b in t[1:] + t[:1]]
            t[0] ^= rc
            rc = xtime(rc)
        elif nk > 6 and i % nk == 4:
            t = [SBOX[b] for b in t]
        w.append([a ^ b for a, b in zip(w[i - nk], t)])
    return nr, [sum(w[4 * r:4 * r + 4], []) for r in range(nr + 1)]


def add(a, b):
    return [x ^ y for x, y in zip(a, b)]


def enc_round(st, k, last=False):
    """SubBytes, ShiftRows, MixColumns (not in the last round), AddRoundKey."""
    st = shift_rows([SBOX[v] for v in st])
    if not last:
        st = mix_columns(st)
    return add(st, k)


def encrypt(key, block):
    nr, rk = expand_key(key)
    st = add(block, rk[0])
    for r in range(1, nr + 1):
        st = enc_round(st, rk[r], r == nr)
    return st


def dec_round(st, k, last=False):
    """InvShiftRows, InvSubBytes, AddRoundKey, InvMixColumns (not in the
    last round): the inverse cipher's round (FIPS-197 5.3)."""
    st = add([INV_SBOX[v] for v in inv_shift_rows(st)], k)
    return st if last else inv_mix_columns(st)


def decrypt(key, block):
    nr, rk = expand_key(key)
    st = add(block, rk[nr])
    for r in range(nr - 1, -1, -1):
        st = dec_round(st, rk[r], r == 0)
    return st


# FIPS-197 appendix C.1, C.2, C.3 (key, ciphertext of FIPS_PT).
FIPS_PT = "00112233445566778899aabbccddeeff"
FIPS_VECTORS = [
    ("000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"),
    ("000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"),
    ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "8ea2b7ca516745bfeafc49904b496089"),
]

# ---- the bitsliced S-box circuits, as data ---------------------------------

# core/aes_ct64.c's sbox(): inputs u0..u7 (u0 the most significant bit:
# q[7 - i]), outputs q[0..7] (bit i); "~" marks an output complemented
# (the XNORs that add 0x63).
CT64_SBOX = """
    t1 = u0 ^ u3; t2 = u0 ^ u5; t3 = u0 ^ u6; t4 = u3 ^ u5
    t5 = u4 ^ u6; t6 = t1 ^ t5; t7 = u1 ^ u2; t8 = u7 ^ t6
    t9 = u7 ^ t7; t10 = t6 ^ t7; t11 = u1 ^ u5; t12 = u2 ^ u5
    t13 = t3 ^ t4; t14 = t6 ^ t11; t15 = t5 ^ t11; t16 = t5 ^ t12
    t17 = t9 ^ t16; t18 = u3 ^ u7; t19 = t7 ^ t18; t20 = t1 ^ t19
    t21 = u6 ^ u7; t22 = t7 ^ t21; t23 = t2 ^ t22; t24 = t2 ^ t10
    t25 = t20 ^ t17; t26 = t3 ^ t16; t27 = t1 ^ t12; m1 = t13 & t6
    m2 = t23 & t8; m3 = t14 ^ m1; m4 = t19 & u7; m5 = m4 ^ m1
    m6 = t3 & t16; m7 = t22 & t9; m8 = t26 ^ m6; m9 = t20 & t17
    m10 = m9 ^ m6; m11 = t1 & t15; m12 = t4 & t27; m13 = m12 ^ m11
    m14 = t2 & t10; m15 = m14 ^ m11; m16 = m3 ^ m2; m17 = m5 ^ t24
    m18 = m8 ^ m7; m19 = m10 ^ m15; m20 = m16 ^ m13; m21 = m17 ^ m15
    m22 = m18 ^ m13; m23 = m19 ^ t25; m24 = m22 ^ m23; m25 = m22 & m20
    m26 = m21 ^ m25; m27 = m20 ^ m21; m28 = m23 ^ m25; m29 = m28 & m27
    m30 = m26 & m24; m31 = m20 & m23; m32 = m27 & m31; m33 = m27 ^ m25
    m34 = m21 & m22; m35 = m24 & m34; m36 = m24 ^ m25; m37 = m21 ^ m29
    m38 = m32 ^ m33; m39 = m23 ^ m30; m40 = m35 ^ m36; m41 = m38 ^ m40
    m42 = m37 ^ m39; m43 = m37 ^ m38; m44 = m39 ^ m40; m45 = m42 ^ m41
    m46 = m44 & t6; m47 = m40 & t8; m48 = m39 & u7; m49 = m43 & t16
    m50 = m38 & t9; m51 = m37 & t17; m52 = m42 & t15; m53 = m45 & t27
    m54 = m41 & t10; m55 = m44 & t13; m56 = m40 & t23; m57 = m39 & t19
    m58 = m43 & t3; m59 = m38 & t22; m60 = m37 & t20; m61 = m42 & t1
    m62 = m45 & t4; m63 = m41 & t2; l0 = m61 ^ m62; l1 = m50 ^ m56
    l2 = m46 ^ m48; l3 = m47 ^ m55; l4 = m54 ^ m58; l5 = m49 ^ m61
    l6 = m62 ^ l5; l7 = m46 ^ l3; l8 = m51 ^ m59; l9 = m52 ^ m53
    l10 = m53 ^ l4; l11 = m60 ^ l2; l12 = m48 ^ m51; l13 = m50 ^ l0
    l14 = m52 ^ m61; l15 = m55 ^ l1; l16 = m56 ^ l0; l17 = m57 ^ l1
    l18 = m58 ^ l8; l19 = m63 ^ l4; l20 = l0 ^ l1; l21 = l1 ^ l7
    l22 = l3 ^ l12; l23 = l18 ^ l2; l24 = l15 ^ l9; l25 = l6 ^ l10
    l26 = l7 ^ l9; l27 = l8 ^ l10; l28 = l11 ^ l14; l29 = l11 ^ l17
    q[7] = l6 ^ l24; q[6] = ~ l16 ^ l26; q[5] = ~ l19 ^ l28; q[4] = l6 ^ l21
    q[3] = l20 ^ l22; q[2] = l25 ^ l29; q[1] = ~ l13 ^ l27; q[0] = ~ l6 ^ l23
"""


def _gates(text):
    out = []
    for stmt in text.replace("\n", ";").split(";"):
        if stmt.strip():
            dst, rhs = [s.strip() for s in stmt.split("=")]
            words = rhs.split()
            neg = words[0] == "~"
            a, op, b = words[1:] if neg else words
            out.append((dst, a, op, b, neg))
    return out


CT64_GATES = _gates(CT64_SBOX)  # (dst, a, op, b, complemented)

# The generators' S-box: the 113 gates of Boyar and Peralta's SLP (U0 the
# most significant input bit, S0 the most significant output bit),
# computing S(x) ^ 0x63.
SLP113 = """
    t0 = U1 ^ U2; y1 = t0 ^ U7; y5 = y1 ^ U6; y13 = U0 ^ U6
    y9 = U0 ^ U3; y4 = y1 ^ U3; y14 = U3 ^ U5; t5 = y4 & U7
    y12 = y13 ^ y14; t1 = U4 ^ y12; y20 = t1 ^ U1; y15 = t1 ^ U5
    y8 = U0 ^ U5; t2 = y12 & y15; t6 = t5 ^ t2; y2 = y1 ^ U0
    y3 = y5 ^ y8; y6 = y15 ^ U7; t3 = y3 & y6; t4 = t3 ^ t2
    t17 = t4 ^ y20; y11 = y20 ^ y9; y7 = U7 ^ y11; t10 = y2 & y7
    y10 = y15 ^ t0; y16 = t0 ^ y11; y18 = U0 ^ y16; t8 = y5 & y1
    y17 = y10 ^ y11; y19 = y10 ^ y8; t7 = y13 & y16; t9 = t8 ^ t7
    t11 = t10 ^ t7; t13 = y14 & y17; y21 = y13 ^ y16; t15 = y8 & y10
    t12 = y9 & y11; t14 = t13 ^ t12; t16 = t15 ^ t12; t20 = t11 ^ t16
    t18 = t6 ^ t16; t22 = t18 ^ y19; t24 = t20 ^ y18; t21 = t17 ^ t14
    t19 = t9 ^ t14; t23 = t19 ^ y21; t26 = t21 & t23; t25 = t21 ^ t22
    t30 = t23 ^ t24; t31 = t22 ^ t26; t32 = t31 & t30; t27 = t24 ^ t26
    t33 = t32 ^ t24; t34 = t23 ^ t33; z11 = t33 & y4; z2 = t33 & U7
    t35 = t27 ^ t33; t36 = t24 & t35; t37 = t36 ^ t34; t38 = t27 ^ t36
    t28 = t25 & t27; t29 = t28 ^ t22; z5 = t29 & y7; z10 = t37 & y3
    z14 = t29 & y2; t39 = t29 & t38; t40 = t25 ^ t39; z13 = t40 & y5
    z1 = t37 & y6; z4 = t40 & y1; t42 = t29 ^ t33; t44 = t33 ^ t37
    t41 = t40 ^ t37; t43 = t29 ^ t40; z8 = t41 & y10; z6 = t42 & y11
    z15 = t42 & y9; t45 = t42 ^ t41; z17 = t41 & y8; z7 = t45 & y17
    z16 = t45 & y14; z9 = t44 & y12; z0 = t44 & y15; tc5 = z1 ^ z0
    tc4 = z0 ^ z2; z12 = t43 & y13; z3 = t43 & y16; tc1 = z15 ^ z16
    tc2 = z10 ^ tc1; tc13 = z13 ^ tc1; tc21 = tc2 ^ z11; tc3 = z9 ^ tc2
    tc12 = z3 ^ z5; tc6 = z3 ^ z4; tc8 = z7 ^ tc6; tc11 = tc6 ^ tc5
    tc14 = tc4 ^ tc12; S3 = tc3 ^ tc11; tc16 = z6 ^ tc8; tc18 = tc13 ^ tc14
    S0 = tc3 ^ tc16; tc20 = z15 ^ tc16; tc7 = z12 ^ tc4; tc9 = z8 ^ tc7
    tc10 = tc8 ^ tc9; S4 = tc14 ^ S3; S1 = S3 ^ tc16; tc17 = z14 ^ tc10
    tc26 = tc17 ^ tc20; S5 = tc21 ^ tc17; S2 = tc26 ^ z17; S6 = tc10 ^ tc18
    S7 = z12 ^ tc18
"""
SLP113_GATES = [(d, a, op, b) for d, a, op, b, _ in _gates(SLP113)]


# SLP113 in its three layers (neon32's bsgen.py composes A^-1 into the
# linear ones): the top (the y's and t0, t1: XORs of the inputs), the
# middle (t2..t45 and the products z0..z17, in the order of their
# numbers) and the bottom (the tc's and the outputs S0..S7).
def _layer(g):
    d = g[0]
    if d[0] == "y" or d in ("t0", "t1"):
        return 0
    return 2 if d.startswith(("tc", "S")) else 1


def _run(layer, X, A, env, order=None):
    gates = [g for g in SLP113_GATES if _layer(g) == layer]
    for d, a, op, b in (sorted(gates, key=order) if order else gates):
        env[d] = (X if op == "^" else A)(env[a], env[b])
    return env


def bp_top(X, x):
    """The top layer: the y's (and x7, which the middle uses as it is)
    from x (x[0] the most significant input bit), by the XOR builder X."""
    env = _run(0, X, None, {"U%d" % i: v for i, v in enumerate(x)})
    return dict([(k, env[k]) for k in BP_Y[:-1]] + [("x7", x[7])])


BP_Y = ["y%d" % i for i in range(1, 22)] + ["x7"]


def bp_middle(X, A, y):
    """The middle (the multiplications and the inversion in GF(16)): the
    products z0..z17 from the y's, by the builders X (XOR) and A (AND)."""
    env = dict((k if k != "x7" else "U7", y[k]) for k in BP_Y)
    env = _run(1, X, A, env, order=lambda g: (g[0][0] == "z", int(g[0][1:])))
    return [env["z%d" % i] for i in range(18)]


def bp_bottom(X, z):
    """The bottom: S(x) ^ 0x63, most significant bit first, from z0..z17."""
    env = _run(2, X, None, {"z%d" % i: v for i, v in enumerate(z)})
    return [env["S%d" % i] for i in range(8)]


# ---- evaluation and checks -------------------------------------------------

OPS = {"^": lambda a, b: a ^ b, "&": lambda a, b: a & b, "|": lambda a, b: a | b}


def eval_ct64(x):
    """CT64_GATES on byte x: S(x)."""
    v = {"u%d" % i: x >> (7 - i) & 1 for i in range(8)}
    for d, a, op, b, neg in CT64_GATES:
        v[d] = OPS[op](v[a], v[b]) ^ neg
    return sum(v["q[%d]" % i] << i for i in range(8))


def eval_slp113(x):
    """SLP113_GATES on byte x: S(x) ^ 0x63."""
    v = {"U%d" % i: x >> (7 - i) & 1 for i in range(8)}
    for d, a, op, b in SLP113_GATES:
        v[d] = OPS[op](v[a], v[b])
    return sum(v["S%d" % i] << (7 - i) for i in range(8))


def eval_bp(x):
    """bp_top, bp_middle, bp_bottom on byte x: S(x) ^ 0x63."""
    X, A = OPS["^"], OPS["&"]
    s = bp_bottom(X, bp_middle(X, A, bp_top(X, [x >> (7 - i) & 1 for i in range(8)])))
    return sum(b << (7 - i) for i, b in enumerate(s))


def self_check():
    """Raises SystemExit with the reason if any part of the model is wrong."""
    def fail(why):
        raise SystemExit("aesmodel: " + why)
    if SBOX[0x00] != 0x63 or SBOX[0x53] != 0xED:  # FIPS-197 5.1.1, figure 7
        fail("the S-box is not FIPS-197's")
    pt = list(bytes.fromhex(FIPS_PT))
    for k, c in FIPS_VECTORS:
        key = list(bytes.fromhex(k))
        if bytes(encrypt(key, pt)).hex() != c:
            fail("AES-%d encryption misses FIPS-197 appendix C" % (32 * len(key)))
        if decrypt(key, list(bytes.fromhex(c))) != pt:
            fail("AES-%d decryption misses FIPS-197 appendix C" % (32 * len(key)))
    for x in range(256):
        if eval_ct64(x) != SBOX[x]:
            fail("CT64_SBOX gives %#04x for S(%#04x)" % (eval_ct64(x), x))
        if eval_slp113(x) != SBOX[x] ^ 0x63:
            fail("SLP113 gives %#04x for S(%#04x) ^ 0x63" % (eval_slp113(x), x))
        if eval_bp(x) != SBOX[x] ^ 0x63:
            fail("bp_* give %#04x for S(%#04x) ^ 0x63" % (eval_bp(x), x))
    # the layers hold every gate of SLP113 once
    if [len([g for g in SLP113_GATES if _layer(g) == k]) for k in (0, 1, 2)] != [23, 62, 28]:
        fail("SLP113's layers are not 23 + 62 + 28 gates")


def ct64_c_lines():
    """CT64_SBOX as the statements of core/aes_ct64.c's sbox()."""
    return ["%s = %s%s %s %s%s;" % (d, "~(" if neg else "", a, op, b, ")" if neg else "")
            for d, a, op, b, neg in CT64_GATES]


def check_c(path):
    """The statements of path's sbox() that assign a gate (all but the
    declarations) must be ct64_c_lines(), in order."""
    text = open(path).read()
    head = "static void sbox(uint64_t q[8])\n{\n"
    if text.count(head) != 1:
        raise SystemExit("aesmodel: %s has no single sbox()" % path)
    body = text[text.index(head) + len(head):]
    body = body[:body.index("\n}\n")]
    stmts = [s.strip() for s in body.splitlines()
             if s.strip().endswith(";") and not s.strip().startswith(("uint64_t", "const"))]
    want = ct64_c_lines()
    if stmts != want:
        bad = next((i for i, (a, b) in enumerate(zip(stmts, want)) if a != b), min(len(stmts), len(want)))
        raise SystemExit("aesmodel: %s's sbox() differs from CT64_SBOX at gate %d: %r, model %r"
                         % (path, bad, stmts[bad] if bad < len(stmts) else None,
                            want[bad] if bad < len(want) else None))


def main(argv):
    if argv[1:2] != ["--check"] or len(argv) > 3:
        raise SystemExit("usage: aesmodel.py --check [core/aes_ct64.c]")
    self_check()
    if len(argv) == 3:
        check_c(argv[2])
    print("aesmodel: FIPS-197 and the circuits check" + (", %s agrees" % argv[2] if len(argv) == 3 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
