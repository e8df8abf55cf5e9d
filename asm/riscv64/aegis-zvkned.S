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

/* Sets VT and AVL and the vector unit to them, v0 (mask), v2/v4
 * (indices), loads the state into v8, reserves 32 bytes of stack. */
.macro setup
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
	li	AVL, 32
	vsetvli	zero, AVL, e8, m2, ta, ma
	la	T, .Laegis_idx
	vle8.v	v2, (T)
	li	T, 32
	vadd.vx	v4, v2, T
	li	T, 128
	vsetvli	zero, T, e8, m8, ta, ma
	vle8.v	v8, (ST)
	li	T, 0x000f000f
	vsetvl	zero, AVL, VT
	vmv.s.x	v0, T
.endm

/* Stores the state group s and returns. */
.macro finish s
	li	T, 128
	vsetvli	zero, T, e8, m8, ta, ma
	vse8.v	\s, (ST)
	addi	sp, sp, 32
	ret
.endm

/* 32 bytes from src to dst through v6 (e8), back to the AEGIS vtype. */
.macro copy32 dst, src
	vsetvli	zero, AVL, e8, m2, ta, ma
	vle8.v	v6, (\src)
	vse8.v	v6, (\dst)
	vsetvl	zero, AVL, VT
.endm

/* The keystream of state x in words 0 and 4 of w (y: scratch). */
.macro zcalc x, y, w
	vslidedown.vi \y, \x, 8
	vslidedown.vi \w, \x, 12
	vand.vv	\y, \y, \w
	vslidedown.vi \w, \x, 4
	vxor.vv	\y, \y, \w
	vslidedown.vi \w, \x, 24
	vslideup.vi \w, \x, 8
	vxor.vv	\w, \w, \y
.endm

/* One block: state s, keystream z (enc/dec), scratch t; the new state is
 * left in z, its keystream in s.  Message at rp + idx, output at wp. */
.macro step op, s, z, t, idx, rp, wp
	vluxei8.v \t, (\rp), \idx, v0.t
	.ifc	\op, enc
	vxor.vv	\z, \z, \t
	vsuxei8.v \z, (\wp), \idx, v0.t
	.endif
	.ifc	\op, dec
	vxor.vv	\t, \t, \z
	vsuxei8.v \t, (\wp), \idx, v0.t
	.endif
	vslidedown.vi \z, \s, 28
	vslideup.vi \z, \s, 4
	vxor.vv	\s, \s, \t, v0.t
	vaesem.vv \z, \s
	.ifnc	\op, abs
	zcalc	\z, \t, \s
	.endif
.endm

/* The body of one slot: ST, OUT, IN, N as in enc/dec (absorb: OUT unused).
 * Aligned: pairs of blocks from IN/OUT, then an odd last block.
 * Unaligned: one block at a time through the buffer at sp. */
.macro body op
	beqz	N, 99f
	setup
	.ifnc	\op, abs
	zcalc	v8, v24, v16
	or	UNAL, IN, OUT
	.else
	mv	UNAL, IN
	.endif
	andi	UNAL, UNAL, 3
	bnez	UNAL, 50f
	srli	T2, N, 1
	beqz	T2, 20f
10:	step	\op, v8, v16, v24, v2, IN, OUT
	step	\op, v16, v8, v24, v4, IN, OUT
	addi	IN, IN, 64
	.ifnc	\op, abs
	addi	OUT, OUT, 64
	.endif
	addi	T2, T2, -1
	bnez	T2, 10b
20:	andi	N, N, 1
	beqz	N, 80f
	step	\op, v8, v16, v24, v2, IN, OUT
	j	81f
50:	copy32	sp, IN
	step	\op, v8, v16, v24, v2, sp, sp
	.ifnc	\op, abs
	copy32	OUT, sp
	addi	OUT, OUT, 32
	.endif
	addi	IN, IN, 32
	addi	N, N, -1
	beqz	N, 81f
	copy32	sp, IN
	step	\op, v16, v8, v24, v2, sp, sp
	.ifnc	\op, abs
	copy32	OUT, sp
	addi	OUT, OUT, 32
	.endif
	addi	IN, IN, 32
	addi	N, N, -1
	bnez	N, 50b
80:	finish	v8
81:	finish	v16
99:	ret
.endm

/* void aesalt_aegis128l_absorb_zvkned(aesalt_aegis_state *st,
 *                                     const uint8_t *in, size_t nblocks) */
FUNC(aesalt_aegis128l_absorb_zvkned)
	mv	N, a2
	mv	IN, a1
	body	abs
ENDFUNC(aesalt_aegis128l_absorb_zvkned)

/* void aesalt_aegis128l_enc_zvkned(aesalt_aegis_state *st, uint8_t *out,
 *                                  const uint8_t *in, size_t nblocks) */
FUNC(aesalt_aegis128l_enc_zvkned)
	body	enc
ENDFUNC(aesalt_aegis128l_enc_zvkned)

/* void aesalt_aegis128l_dec_zvkned(aesalt_aegis_state *st, uint8_t *out,
 *                                  const uint8_t *in, size_t nblocks) */
FUNC(aesalt_aegis128l_dec_zvkned)
	body	dec
ENDFUNC(aesalt_aegis128l_dec_zvkned)
