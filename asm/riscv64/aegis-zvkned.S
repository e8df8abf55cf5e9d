/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128L state updates with the RISC-V vector cryptography extension
 * (the "zvkned" kernel's aegis128l slots, core/kernel.h): the eight state
 * words are one register group and one vaesem.vv runs all eight AESRounds
 * of an Update, the state itself being the per-element-group round key.
 *
 * Depends on: RV64I, RVV 1.0 (V) with VLEN >= 128, Zvkned (vaesem.vv, a
 * macro of vcrypto-macros.h).
 *
 * Layout: at SEW 32 with vl = 32, word Si is element group i (elements
 * 4i..4i+3, the bytes of vle8.v's image of the canonical state), LMUL =
 * 1024 / VLEN at VLEN 128..512 and 1 above, chosen from vlenb at entry and
 * set with vsetvl; groups v8, v16, v24 (aligned for any LMUL), v0 a mask.
 *
 * One Update(M0, M1), with S the state group and R another:
 *   R = S rotated up one word (vslidedown by 7 words for R0 = S7, then
 *       vslideup by one word for R1..R7 = S0..S6),
 *   S ^= M under the mask (M0 in word 0, M1 in word 4: S0 ^ M0, S4 ^ M1),
 *   vaesem.vv R, S: Ri = AESRound(S(i-1)) ^ Si (^ M): the new state.
 * R and S swap roles at every block (ping-pong, no copy).
 *
 * Message words go straight to words 0 and 4 with a masked indexed load
 * (vluxei8.v, mask v0 = elements 0-3 and 16-19, index bytes 0,4,8,12 and
 * 16,20,24,28 in v2, +32 in v4 for the second block of an unrolled pair),
 * the output leaves with the matching vsuxei8.v: 8 element accesses per
 * 32-byte block.  The elements are 32-bit, so in and out must be 4-byte
 * aligned for that; otherwise each block is copied through a 4-aligned
 * stack buffer with vle8.v/vse8.v.
 *
 * Keystream z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7) is built
 * in words 0 and 4 of a third group (other words: don't care) with five
 * slides and three logic instructions (zcalc), from the new state right
 * after each Update, so it is ready for the next block.
 *
 * Per 32-byte block: enc/dec 16 instructions (load, XOR, store, 2 slides,
 * masked XOR, vaesem, zcalc 8) plus the loop's share; absorb 5.
 *
 * Constant time: no branch or address depends on state or data (branches
 * on the block count, VLEN and the pointers' alignment; indices are
 * constants); vaesem.vv, the slides, logic and indexed accesses are on
 * Zvkt's data-independent list.
 */

#include "abi-macros.h"
#include "vcrypto-macros.h"

#define ST a0
#define OUT a1
#define IN a2
#define N a3
#define VT a4 /* vtype: e32, LMUL for vl = 32, ta, mu */
#define AVL a5 /* 32 */
#define UNAL a6 /* nonzero: go through the stack buffer */
#define RATE a7 /* bytes per block */
#define T t0
#define T2 t1

	.option	arch, +v
	.section .rodata
	.p2align 4
/* Byte offsets of the message words in elements 0-3 (M0) and 16-19 (M1). */
.Laegis_idx:
	.byte	0, 4, 8, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	.byte	16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	.text

/* For state words n (5, 6, 8), rate r (16, 32), keystream mask m: sets
 * VT, AVL = 4n, RATE = r, the vector unit to them, v0 (mask), v2/v4
 * (indices, v4 = v2 + r), loads the state into v8, reserves 32 bytes of
 * stack. */
.macro setup n, r, m
	addi	sp, sp, -32
	csrr	T, vlenb
	li	VT, 3 /* LMUL 8 at VLEN 128 */
	li	T2, 16
1:	bleu	T, T2, 2f
	beqz	VT, 2f
	srli	T, T, 1
	addi	VT, VT, -1
	j	1b
2:	ori	VT, VT, 0x50
	li	RATE, \r
	li	AVL, 32
	vsetvli	zero, AVL, e8, m2, ta, ma
	la	T, .Laegis_idx
	vle8.v	v2, (T)
	vadd.vx	v4, v2, RATE
	li	T, 16 * \n
	vsetvli	zero, T, e8, m8, ta, ma
	vle8.v	v8, (ST)
	li	T, \m
	li	AVL, 4 * \n
	vsetvl	zero, AVL, VT
	vmv.s.x	v0, T
.endm

/* Stores the state group s (n words) and returns. */
.macro finish n, s
	li	T, 16 * \n
	vsetvli	zero, T, e8, m8, ta, ma
	vse8.v	\s, (ST)
	addi	sp, sp, 32
	ret
.endm

/* RATE bytes from src to dst through v6 (e8), back to the AEGIS vtype. */
.macro copyblk dst, src
	vsetvli	zero, RATE, e8, m2, ta, ma
	vle8.v	v6, (\src)
	vse8.v	v6, (\dst)
	vsetvl	zero, AVL, VT
.endm

/* The keystream of state x in w (y: scratch): AEGIS-128L z0 = S1 ^ S6 ^
 * (S2 & S3) in word 0, z1 = S2 ^ S5 ^ (S6 & S7) in word 4; AEGIS-128
 * z = S1 ^ S4 ^ (S2 & S3), AEGIS-256 z = S1 ^ S4 ^ S5 ^ (S2 & S3) in word
 * 0.  The other words of w are don't-care. */
.macro zcalc v, x, y, w
	vslidedown.vi \y, \x, 8
	vslidedown.vi \w, \x, 12
	vand.vv	\y, \y, \w
	vslidedown.vi \w, \x, 4
	vxor.vv	\y, \y, \w
	.ifc	\v, 128l
	vslidedown.vi \w, \x, 24
	vslideup.vi \w, \x, 8
	.else
	vslidedown.vi \w, \x, 16
	.endif
	.ifc	\v, 256
	vxor.vv	\y, \y, \w
	vslidedown.vi \w, \x, 20
	.endif
	vxor.vv	\w, \w, \y
.endm

/* One block of variant v (n words): state s, keystream z (enc/dec),
 * scratch t; the new state is left in z, its keystream in s.  Message at
 * rp + idx, output at wp + idx. */
.macro step v, n, op, s, z, t, idx, rp, wp
	vluxei8.v \t, (\rp), \idx, v0.t
	.ifc	\op, enc
	vxor.vv	\z, \z, \t
	vsuxei8.v \z, (\wp), \idx, v0.t
	.endif
	.ifc	\op, dec
	vxor.vv	\t, \t, \z
	vsuxei8.v \t, (\wp), \idx, v0.t
	.endif
	vslidedown.vi \z, \s, 4 * (\n - 1)
	vslideup.vi \z, \s, 4
	vxor.vv	\s, \s, \t, v0.t
	vaesem.vv \z, \s
	.ifnc	\op, abs
	zcalc	\v, \z, \t, \s
	.endif
.endm

/* The body of one slot: ST, OUT, IN, N as in enc/dec (absorb: OUT unused).
 * Aligned: pairs of blocks from IN/OUT, then an odd last block.
 * Unaligned: one block at a time through the buffer at sp. */
.macro body v, n, r, m, op
	beqz	N, 99f
	setup	\n, \r, \m
	.ifnc	\op, abs
	zcalc	\v, v8, v24, v16
	or	UNAL, IN, OUT
	.else
	mv	UNAL, IN
	.endif
	andi	UNAL, UNAL, 3
	bnez	UNAL, 50f
	srli	T2, N, 1
	beqz	T2, 20f
10:	step	\v, \n, \op, v8, v16, v24, v2, IN, OUT
	step	\v, \n, \op, v16, v8, v24, v4, IN, OUT
	addi	IN, IN, 2 * \r
	.ifnc	\op, abs
	addi	OUT, OUT, 2 * \r
	.endif
	addi	T2, T2, -1
	bnez	T2, 10b
20:	andi	N, N, 1
	beqz	N, 80f
	step	\v, \n, \op, v8, v16, v24, v2, IN, OUT
	j	81f
50:	copyblk	sp, IN
	step	\v, \n, \op, v8, v16, v24, v2, sp, sp
	.ifnc	\op, abs
	copyblk	OUT, sp
	add	OUT, OUT, RATE
	.endif
	add	IN, IN, RATE
	addi	N, N, -1
	beqz	N, 81f
	copyblk	sp, IN
	step	\v, \n, \op, v16, v8, v24, v2, sp, sp
	.ifnc	\op, abs
	copyblk	OUT, sp
	add	OUT, OUT, RATE
	.endif
	add	IN, IN, RATE
	addi	N, N, -1
	bnez	N, 50b
80:	finish	\n, v8
81:	finish	\n, v16
99:	ret
.endm

/* The three slots of variant v: n state words, rate r bytes, mask m (the
 * message words' elements).
 *   void aesalt_aegis<v>_absorb_zvkned(aesalt_aegis_state *st,
 *                                      const uint8_t *in, size_t nblocks)
 *   void aesalt_aegis<v>_enc_zvkned(aesalt_aegis_state *st, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks)
 *   void aesalt_aegis<v>_dec_zvkned(... the same) */
.macro slots v, n, r, m
FUNC(aesalt_aegis\v\()_absorb_zvkned)
	mv	N, a2
	mv	IN, a1
	body	\v, \n, \r, \m, abs
ENDFUNC(aesalt_aegis\v\()_absorb_zvkned)

FUNC(aesalt_aegis\v\()_enc_zvkned)
	body	\v, \n, \r, \m, enc
ENDFUNC(aesalt_aegis\v\()_enc_zvkned)

FUNC(aesalt_aegis\v\()_dec_zvkned)
	body	\v, \n, \r, \m, dec
ENDFUNC(aesalt_aegis\v\()_dec_zvkned)
.endm

	slots	128l, 8, 32, 0x000f000f
	slots	128, 5, 16, 0x000f
	slots	256, 6, 16, 0x000f
