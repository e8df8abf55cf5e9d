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
 * aesalt_ghash_key.h (owned by this file): H^4, H^3, H^2, H^1 (in that
 * order, 120 bytes each); each power as three 64-bit operands, the low
 * word, the high word and their XOR (Karatsuba), each as its rotations by
 * 0..4 bytes (five d registers): 480 of the 512 bytes.
 *
 * Registers: q0 Y, q1 the block, q2 LO, q3 HI, q4 MID (Karatsuba,
 * unreduced), d10 the operand of a 64x64 product and d11..d13 its
 * rotations, q12 and q13 scratch, d16..d20 the key operand's rotations,
 * d21..d23 the masks of the top 16, 32, 48 bits.  d8..d15 are callee-saved
 * (AAPCS): pushed.
 */

#define GKEY r0
#define Y r1
#define IN r2
#define NBLK r3
#define KP r12

/* Offset of h in aesalt_ghash_key (asm/arm/kernel_neon32.c). */
#define GK_H 8
/* One key power: 3 operands x 5 rotations x 8 bytes. */
#define POWER 120

/* A kernel entry point in ARM state: global but hidden. */
#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, %function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name

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
 * word, d3 low word) and the key power at KP (advanced past it). */
.macro mul128 acc
	vldmia	KP!, {d16-d20}
	mul64	\acc, q2, d3
	vldmia	KP!, {d16-d20}
	mul64	\acc, q3, d2
	veor	d10, d2, d3
	vldmia	KP!, {d16-d20}
	mul64	\acc, q4, d10
.endm

/* q0 = LO, HI, MID reduced.  The words w0..w3 (w0 lowest) of the 256-bit
 * product: w0 = d4, w1 = d5 ^ MID', w2 = d6 ^ MID', w3 = d7 with MID' =
 * MID ^ LO ^ HI.  Then (see the top):
 *   w1 ^= lo(w0 C), w2 ^= hi(w0 C) ^ w0;
 *   Y = (w3 ^ w1 ^ hi(w1 C) : w2 ^ lo(w1 C)).
 * Clobbers q2..q4, q12, q13. */
.macro reduce
	veor	q4, q4, q2
	veor	q4, q4, q3
	veor	d5, d5, d8		@ w1
	veor	d6, d6, d9		@ w2
	vshl.i64 d24, d4, #63
	vshl.i64 d25, d4, #62
	vshl.i64 d26, d4, #57
	veor	d5, d5, d24
	veor	d25, d25, d26
	veor	d5, d5, d25
	vshr.u64 d24, d4, #1
	vshr.u64 d25, d4, #2
	vshr.u64 d26, d4, #7
	veor	d6, d6, d4
	veor	d24, d24, d25
	veor	d6, d6, d26
	veor	d6, d6, d24
	vshl.i64 d24, d5, #63
	vshl.i64 d25, d5, #62
	vshl.i64 d26, d5, #57
	veor	d1, d6, d24
	veor	d25, d25, d26
	veor	d1, d1, d25
	vshr.u64 d24, d5, #1
	vshr.u64 d25, d5, #2
	vshr.u64 d26, d5, #7
	veor	d0, d7, d5
	veor	d24, d24, d25
	veor	d0, d0, d26
	veor	d0, d0, d24
.endm

/* The five rotations of \s into \d0 .. \d0 + 4 (d16..d20 or d24..d28
 * style: the destination list given). */
.macro rots s, r0, r1, r2, r3, r4
	vmov	\r0, \s
	vext.8	\r1, \s, \s, #1
	vext.8	\r2, \s, \s, #2
	vext.8	\r3, \s, \s, #3
	vext.8	\r4, \s, \s, #4
.endm

/* Stores the power q0 (swapped layout) at KP as the key wants it (low
 * word, high word, XOR; five rotations each).  Clobbers d16..d30. */
.macro store_power
	rots	d1, d16, d17, d18, d19, d20
	rots	d0, d21, d22, d23, d24, d25
	veor	d31, d0, d1
	rots	d31, d26, d27, d28, d29, d30
	vstmia	KP, {d16-d30}
.endm

/* void aesalt_ghash_setkey_neon32(aesalt_ghash_key *gkey,
 *                                 const uint8_t h[16]); */
FUNC(aesalt_ghash_setkey_neon32)
	vpush	{d8-d15}
	push	{r4, r5}
	ldr	r2, [r1]		@ R(h) as words r2:r3:r12:r1, high first
	ldr	r3, [r1, #4]
	ldr	r12, [r1, #8]
	ldr	r1, [r1, #12]
	rev	r2, r2
	rev	r3, r3
	rev	r12, r12
	rev	r1, r1
	asr	r4, r2, #31		@ the top bit, as a mask
	adds	r1, r1, r1		@ R(h) << 1
	adcs	r12, r12, r12
	adcs	r3, r3, r3
	adc	r2, r2, r2
	and	r5, r4, #0xc2000000
	eor	r2, r2, r5
	and	r5, r4, #1
	eor	r1, r1, r5
	vmov	d0, r3, r2		@ H x^-1: high word
	vmov	d1, r1, r12		@ low word
	add	KP, GKEY, #GK_H + 3 * POWER
	store_power			@ H^1 at the end
	mov	r4, #3
1:	vmov	q1, q0			@ the next power: the last times H
	load_masks
	add	KP, GKEY, #GK_H + 3 * POWER
	mul128	0
	reduce
	sub	r5, r4, #1		@ H^k at (4 - k) POWER
	add	KP, GKEY, #GK_H
	mov	r2, #POWER
	mla	KP, r5, r2, KP
	store_power
	subs	r4, r4, #1
	bne	1b
	pop	{r4, r5}
	vpop	{d8-d15}
	bx	lr
ENDFUNC(aesalt_ghash_setkey_neon32)

/* q1 = the next block in the swapped layout */
.macro gh_load
	vld1.8	{q1}, [IN]!
	vrev64.8 q1, q1
.endm

/* void aesalt_ghash_neon32(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                          const uint8_t *in, size_t nblocks); */
FUNC(aesalt_ghash_neon32)
	vpush	{d8-d15}
	load_masks
	vld1.8	{q0}, [Y]
	vrev64.8 q0, q0
	subs	NBLK, NBLK, #4
	blo	2f
1:	add	KP, GKEY, #GK_H
	gh_load
	veor	q1, q1, q0
	mul128	0
	gh_load
	mul128	1
	gh_load
	mul128	1
	gh_load
	mul128	1
	reduce
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
3:	add	KP, GKEY, #GK_H + 3 * POWER
	gh_load
	veor	q1, q1, q0
	mul128	0
	reduce
	subs	NBLK, NBLK, #1
	bne	3b
4:	vrev64.8 q0, q0
	vst1.8	{q0}, [Y]
	vpop	{d8-d15}
	bx	lr
ENDFUNC(aesalt_ghash_neon32)

	.section .note.GNU-stack, "", %progbits
