/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with ARMv7-A NEON and no crypto extension (the "neon32" kernel):
 * the 64x64-bit carry-less product from VMULL.P8 (eight 8x8-bit products
 * per lane set), Karatsuba for 128x128, the reduction by shifts, and one
 * reduction per four blocks (Y = (Y ^ X1) H^4 ^ X2 H^3 ^ X3 H^2 ^ X4 H).
 * The method of the 64x64 product is the one Camara, Gouvea, Lopez and
 * Dahab describe ("Fast software polynomial multiplication on ARM
 * processors using the NEON engine", CD-ARES 2013); the code is this
 * project's.
 *
 * Depends on: ARMv7-A with Advanced SIMD (Linux HWCAP_NEON).  No branch
 * and no address depends on H, the state or the data (the branches are on
 * the block count); VMULL.P8 has a fixed latency.
 *
 * Representation: as ghash-armv8ce32.S.  A block is R(b), the 128-bit
 * big-endian integer of its bytes; in registers VREV64.8 of its bytes (the
 * even d register the high word, the odd one the low word).  The key
 * powers are R(H^k x^-1 mod g), so the 256-bit carry-less product of
 * R(a) and a key power is r256(a H^k) with no shift, and the reduction is
 * that of ghash-armv8ce32.S with its products by C = 0xc200000000000000
 * written as shifts: clmul(w, C) = (w << 63) ^ (w << 62) ^ (w << 57)
 * (low word) and (w >> 1) ^ (w >> 2) ^ (w >> 7) (high word).
 *
 * The 64x64 product.  With a = sum a_i x^(8i), b = sum b_j x^(8j) (bytes
 * i, j = 0..7), a b = sum a_i b_j x^(8(i + j)).  VMULL.P8 of a and b
 * rotated by r bytes (lane k of the rotation is b_(k+r mod 8)) gives in
 * its 16-bit lane k the product a_k b_(k+r mod 8): for k < 8 - r it
 * belongs at bit 16k + 8r, the lane's place shifted left by 8r; for
 * k >= 8 - r (the lanes that wrapped, the top 16r bits) at 16k + 8r - 64.
 * So: move the top 16r bits of the high word into the low word (XOR, and
 * clear them), then rotate the 128 bits left by 8r (the top 8r bits are
 * then zero).  a rotated by r against b is the same with the roles
 * exchanged and the same placement, so the two are added before it.
 * r = 0 is in place; r = 4 covers both directions (every lane of the
 * high word wrapped).  Eight VMULL.P8: a b, a b1 + a1 b, a b2 + a2 b,
 * a b3 + a3 b, a b4.  The key's rotations b0..b4 are made once, in the
 * key set-up.
 *
 * Four blocks at a time, one Karatsuba operand at a time: the placement
 * is linear, so for the low words (then the high words, then their
 * XORs) of the four blocks the VMULL.P8 results add up unplaced, per r,
 * and are placed once per four blocks (blk4, post4 below).  Per four
 * blocks: 96 VMULL.P8, 337 instructions (5.27 a byte).  Fewer than
 * four blocks: one at a time, each product placed (mul64).
 *
 * aesalt_ghash_key.h (owned by this file): three parts of 160 bytes, the
 * low words, the high words and their XORs (Karatsuba) of H^4, H^3, H^2,
 * H^1 in that order, each operand as its rotations by 0..4 bytes (five d
 * registers, 40 bytes): 480 of the 512 bytes.
 *
 * Registers of the one-block path: q0 Y, q1 the block, q2 LO, q3 HI, q4
 * MID (Karatsuba, unreduced), d10 the operand of a 64x64 product and
 * d11..d13 its rotations, q12 and q13 scratch, d16..d20 the key operand's
 * rotations, d21..d23 the masks of the top 16, 32, 48 bits; of the
 * four-block path: at blk4.  d8..d15 are callee-saved (AAPCS): pushed.
 *
 * Measured (GCM-encrypt: core's CTR32 of aes-neon32.S, then this GHASH;
 * insn_count plugin under qemu-arm, beside Debian's OpenSSL bsaes-armv7
 * with its NEON GHASH, OPENSSL_armcap=1, in the same run):
 * bench/results/armhf.md, rows gcm-enc of neon32 and openssl-noce (GHASH
 * is the difference from the ctr rows).
 */

#define GKEY r0
#define Y r1
#define IN r2
#define NBLK r3
#define KP r12

/* Offset of h in aesalt_ghash_key (asm/arm/kernel_neon32.c). */
#define GK_H 8
/* One operand of a key power: 5 rotations x 8 bytes; one part of the
 * key: that operand of H^4, H^3, H^2, H^1. */
#define OPERAND 40
#define KEY_PART 160

#include "arm-asm.h"

	.syntax	unified
	.arch	armv7-a
	.fpu	neon
	.arm

	.text

/* d21..d23: the top 16, 32 and 48 bits of a word */
.macro load_masks
	vmov.i64 d21, #0xffff000000000000
	vmov.i64 d22, #0xffffffff00000000
	vmov.i64 d23, #0xffffffffffff0000
.endm

/* Lanes k of q12 that belong r bytes higher (vmull of a and b rotated by
 * r, added to a rotated by r times b): the wrapped top 16r bits of the
 * high word into the low word, rotate left by r bytes, into \q.  \w the
 * mask of the top 16r bits. */
.macro place r, w, q
	vand	d26, d25, \w
	veor	d24, d24, d26
	veor	d25, d25, d26
	vext.8	q12, q12, q12, #16 - \r
	veor	\q, \q, q12
.endm

/* \q = (acc=0) or ^= (acc=1) the 128-bit carry-less product of \a and the
 * key operand whose rotations are d16..d20.  Clobbers d11..d13, q12, q13;
 * \a is not d11..d13. */
.macro mul64 acc, q, a
	vext.8	d11, \a, \a, #1
	vext.8	d12, \a, \a, #2
	vext.8	d13, \a, \a, #3
.if \acc
	vmull.p8 q12, \a, d16
	veor	\q, \q, q12
.else
	vmull.p8 \q, \a, d16
.endif
	vmull.p8 q12, \a, d20		@ r = 4: the high word wrapped whole
	veor	d24, d24, d25
	vmov.i64 d25, #0
	vext.8	q12, q12, q12, #12
	veor	\q, \q, q12
	vmull.p8 q12, \a, d17		@ r = 1
	vmull.p8 q13, d11, d16
	veor	q12, q12, q13
	place	1, d21, \q
	vmull.p8 q12, \a, d18		@ r = 2
	vmull.p8 q13, d12, d16
	veor	q12, q12, q13
	place	2, d22, \q
	vmull.p8 q12, \a, d19		@ r = 3
	vmull.p8 q13, d13, d16
	veor	q12, q12, q13
	place	3, d23, \q
.endm

/* LO, HI, MID (=, or ^= with acc=1) the Karatsuba products of q1 (d2 high
 * word, d3 low word) and the key power whose low-word operand is at KP
 * (the high word's 160 bytes on, the XOR's 320).  Clobbers KP. */
.macro mul128 acc
	vldmia	KP, {d16-d20}
	add	KP, KP, #KEY_PART
	mul64	\acc, q2, d3
	vldmia	KP, {d16-d20}
	add	KP, KP, #KEY_PART
	mul64	\acc, q3, d2
	veor	d10, d2, d3
	vldmia	KP, {d16-d20}
	mul64	\acc, q4, d10
.endm

/* \d = \s ^ (\w \op \n0) ^ (\w \op \n1) ^ (\w \op \n2); \t0..\t2 scratch */
.macro shifts3 op, w, n0, n1, n2, d, s, t0, t1, t2
	\op	\t0, \w, #\n0
	\op	\t1, \w, #\n1
	\op	\t2, \w, #\n2
	veor	\d, \s, \t0
	veor	\t1, \t1, \t2
	veor	\d, \d, \t1
.endm

/* One fold of the reduction: \lo = \li ^ lo(\w C), \hi = \hin ^ \w ^
 * hi(\w C) (C as at the top: shifts by 63, 62, 57 and 1, 2, 7); \t0..\t2
 * scratch. */
.macro fold w, li, lo, hin, hi, t0, t1, t2
	shifts3	vshl.i64, \w, 63, 62, 57, \lo, \li, \t0, \t1, \t2
	veor	\hi, \hin, \w
	shifts3	vshr.u64, \w, 1, 2, 7, \hi, \hi, \t0, \t1, \t2
.endm

/* q\ye:\yo = the product LO (\lq = \l0:\l1), HI (\hq = \h0:\h1), MID (\mq
 * = \m0:\m1) reduced; \t0..\t2 scratch.  The words w0..w3 (w0 lowest) of
 * the 256-bit product: w0 = l0, w1 = l1 ^ MID'.lo, w2 = h0 ^ MID'.hi,
 * w3 = h1 with MID' = MID ^ LO ^ HI.  Then (see the top):
 *   w1 ^= lo(w0 C), w2 ^= hi(w0 C) ^ w0;
 *   Y = (w3 ^ w1 ^ hi(w1 C) : w2 ^ lo(w1 C)).
 * Clobbers the three products. */
.macro reduce lq, l0, l1, hq, h0, h1, mq, m0, m1, t0, t1, t2, ye, yo
	veor	\mq, \mq, \lq
	veor	\mq, \mq, \hq
	veor	\l1, \l1, \m0		@ w1
	veor	\h0, \h0, \m1		@ w2
	fold	\l0, \l1, \l1, \h0, \h0, \t0, \t1, \t2
	fold	\l1, \h0, \yo, \h1, \ye, \t0, \t1, \t2
.endm

/* The single-block path's reduction (mul128's registers) into q0. */
.macro reduce1
	reduce	q2, d4, d5, q3, d6, d7, q4, d8, d9, d24, d25, d26, d0, d1
.endm

/* ---- four blocks, one product at a time ---------------------------------
 *
 * The placement of the products (place, above) is linear, so the four
 * blocks' VMULL.P8 results of one operand (low words, high words, their
 * XORs) add up unplaced: per operand and block eight VMULL.P8 and eight
 * VEOR into q8..q11 (the sums for r = 1..4) and the product (r = 0), and
 * the placement once per four blocks.  Registers: q0..q3 the blocks (X1 ^
 * Y, X2, X3, X4), d8..d12 the key operand's rotations, d13..d15 those of
 * the block operand, q8..q11 the unplaced sums, q12 LO, q13 HI, q14 MID,
 * q15 scratch.
 */

/* The block operand \a against the key operand at KP (advanced): the
 * first block (first=1) sets the sums, the others add. */
.macro blk4 first, res, a
	vldmia	KP!, {d8-d12}
	vext.8	d13, \a, \a, #1
	vext.8	d14, \a, \a, #2
	vext.8	d15, \a, \a, #3
.if \first
	vmull.p8 \res, \a, d8
	vmull.p8 q11, \a, d12
	vmull.p8 q8, \a, d9
	vmull.p8 q15, d13, d8
	veor	q8, q8, q15
	vmull.p8 q9, \a, d10
	vmull.p8 q15, d14, d8
	veor	q9, q9, q15
	vmull.p8 q10, \a, d11
	vmull.p8 q15, d15, d8
	veor	q10, q10, q15
.else
	vmull.p8 q15, \a, d8
	veor	\res, \res, q15
	vmull.p8 q15, \a, d12
	veor	q11, q11, q15
	vmull.p8 q15, \a, d9
	veor	q8, q8, q15
	vmull.p8 q15, d13, d8
	veor	q8, q8, q15
	vmull.p8 q15, \a, d10
	veor	q9, q9, q15
	vmull.p8 q15, d14, d8
	veor	q9, q9, q15
	vmull.p8 q15, \a, d11
	veor	q10, q10, q15
	vmull.p8 q15, d15, d8
	veor	q10, q10, q15
.endif
.endm

/* The sum q\n (\lo:\hi) for r bytes placed into \res; \w the mask of the
 * top 16r bits (made here: d8..d15 are free now). */
.macro place4 r, w, q, lo, hi, res
	vmov.i64 d8, #\w
	vand	d9, \hi, d8
	veor	\lo, \lo, d9
	veor	\hi, \hi, d9
	vext.8	\q, \q, \q, #16 - \r
	veor	\res, \res, \q
.endm

.macro post4 res
	veor	d22, d22, d23		@ r = 4: the high word wrapped whole
	vmov.i64 d23, #0
	vext.8	q11, q11, q11, #12
	veor	\res, \res, q11
	place4	1, 0xffff000000000000, q8, d16, d17, \res
	place4	2, 0xffffffff00000000, q9, d18, d19, \res
	place4	3, 0xffffffffffff0000, q10, d20, d21, \res
.endm

/* The five rotations of \s into \r0..\r4. */
.macro rots s, r0, r1, r2, r3, r4
	vmov	\r0, \s
	vext.8	\r1, \s, \s, #1
	vext.8	\r2, \s, \s, #2
	vext.8	\r3, \s, \s, #3
	vext.8	\r4, \s, \s, #4
.endm

/* Stores the power q0 (swapped layout) as the key wants it: the low
 * word's rotations at KP, the high word's KEY_PART on, their XOR's
 * 2 KEY_PART on.  Clobbers d16..d31 and KP. */
.macro store_power
	rots	d1, d16, d17, d18, d19, d20
	rots	d0, d21, d22, d23, d24, d25
	veor	d31, d0, d1
	rots	d31, d26, d27, d28, d29, d30
	vstmia	KP, {d16-d20}
	add	KP, KP, #KEY_PART
	vstmia	KP, {d21-d25}
	add	KP, KP, #KEY_PART
	vstmia	KP, {d26-d30}
.endm

/* void aesalt_ghash_setkey_neon32(aesalt_ghash_key *gkey,
 *                                 const uint8_t h[16]); */
FUNC(aesalt_ghash_setkey_neon32)
	vpush	{d8-d15}
	push	{r4, r5}
	ghash_h_xinv	d0, d1	@ H x^-1 (arm-asm.h)
	add	KP, GKEY, #GK_H + 3 * OPERAND
	store_power			@ H^1 last
	mov	r4, #3
1:	vmov	q1, q0			@ the next power: the last times H
	load_masks
	add	KP, GKEY, #GK_H + 3 * OPERAND
	mul128	0
	reduce1
	sub	r5, r4, #1		@ H^k at (4 - k) OPERAND
	add	KP, GKEY, #GK_H
	add	KP, KP, r5, lsl #3	@ 40 (4 - k) = 8 (4 - k) + 32 (4 - k)
	add	KP, KP, r5, lsl #5
	store_power
	subs	r4, r4, #1
	bne	1b
	pop	{r4, r5}
	vpop	{d8-d15}
	bx	lr
ENDFUNC(aesalt_ghash_setkey_neon32)

/* \q = the next block in the swapped layout */
.macro gh_load q
	vld1.8	{\q}, [IN]!
	vrev64.8 \q, \q
.endm

/* void aesalt_ghash_neon32(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                          const uint8_t *in, size_t nblocks); */
FUNC(aesalt_ghash_neon32)
	vpush	{d8-d15}
	vld1.8	{q0}, [Y]
	vrev64.8 q0, q0
	subs	NBLK, NBLK, #4
	blo	2f
1:	add	KP, GKEY, #GK_H
	gh_load	q15
	veor	q0, q0, q15
	gh_load	q1
	gh_load	q2
	gh_load	q3
	blk4	1, q12, d1		@ LO: the low words against H^4..H^1
	blk4	0, q12, d3
	blk4	0, q12, d5
	blk4	0, q12, d7
	post4	q12
	blk4	1, q13, d0		@ HI: the high words
	blk4	0, q13, d2
	blk4	0, q13, d4
	blk4	0, q13, d6
	post4	q13
	veor	d0, d0, d1		@ MID: their XORs
	blk4	1, q14, d0
	veor	d2, d2, d3
	blk4	0, q14, d2
	veor	d4, d4, d5
	blk4	0, q14, d4
	veor	d6, d6, d7
	blk4	0, q14, d6
	post4	q14
	reduce	q12, d24, d25, q13, d26, d27, q14, d28, d29, d30, d31, d16, d0, d1
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
	load_masks
3:	add	KP, GKEY, #GK_H + 3 * OPERAND
	gh_load	q1
	veor	q1, q1, q0
	mul128	0
	reduce1
	subs	NBLK, NBLK, #1
	bne	3b
4:	vrev64.8 q0, q0
	vst1.8	{q0}, [Y]
	vpop	{d8-d15}
	bx	lr
ENDFUNC(aesalt_ghash_neon32)

	.section .note.GNU-stack, "", %progbits
