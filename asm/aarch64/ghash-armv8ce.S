/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with the Armv8 64-bit polynomial multiply (the "armv8ce" kernel).
 *
 * Depends on: Armv8.0-A Advanced SIMD and FEAT_PMULL (PMULL/PMULL2 .1q).
 * Constant time: no branch or address depends on H or the data; PMULL is a
 * fixed-latency instruction on every known core.
 *
 * Representation.  GCM numbers the bits of a block from the most
 * significant bit of byte 0 (coefficient of x^0) on.  REV64 of the loaded
 * bytes puts coefficient x^0 in bit 63 of lane 0 and x^64 in bit 63 of
 * lane 1: each lane is a bit-reflected 64-bit half.  Write R(A) for the
 * 128-bit reflection (bit 127 - i = a_i); after REV64, lane 0 holds
 * R(A)[127:64] and lane 1 holds R(A)[63:0] (the "data layout").
 *
 * Carry-less products of reflected operands are reflected products, one
 * bit off: PMULL-multiplying R(A) by R(B) as 128-bit integers gives the
 * 256-bit reflection of A*B*x.  So every power of H is stored as
 * H^k * x^-1 (mod P), computed once by ghash_setkey; then R(A) times the
 * stored R(H^k x^-1) reflects A*H^k exactly.
 *
 * Reduction of the 256-bit W = R(A*B) (derived for this file): seen as a
 * polynomial in y with bit j = coefficient of y^j, reflection turns
 * "mod P(x)" into a Montgomery step by P*(y) = y^128 + y^127 + y^126 +
 * y^121 + 1.  With T = y^127 + y^126 + y^121 (the 64-bit constant
 * Th = 0xc200000000000000 in the upper half), 1 + T is its own inverse
 * modulo y^128, and for W = Whi:Wlo, Wlo = L1:L0,
 *     M   = L0 * Th              (64 x 64)
 *     Q1  = L1 ^ M0
 *     C   = Q1 * Th              (64 x 64)
 *     R   = Whi ^ (Q1 : L0 ^ M1) ^ C
 * is the 128-bit reflection of A*B mod P: two PMULLs, no shifts.
 *
 * Aggregation: eight blocks per reduction, y = (y ^ X0) H^8 ^ X1 H^7 ^ ...
 * ^ X7 H, with Karatsuba (three PMULLs per block) and LD4, which
 * de-interleaves four blocks so that one register holds the high halves of
 * blocks 0 and 2, another their low halves: the Karatsuba middle operand
 * of two blocks is then one EOR, and the powers of H are stored paired to
 * match (lane 0 for one block, lane 1 for the other; PMULL takes lane 0,
 * PMULL2 lane 1).
 *
 * aesalt_ghash_key.h layout (bytes, from GK_H):
 *     0   four LD4 pairs {HH, HL, HM} of 48 bytes: (H^8, H^6), (H^7, H^5),
 *         (H^4, H^2), (H^3, H^1); HH = high halves, HL = low halves,
 *         HM = their XOR (Karatsuba), each lane for one power
 *   192   H^1 in data layout, then its HM (both lanes)
 *   224   Th in both lanes
 * (gcm-armv8ce.S reads the same layout.)
 * (every power is H^k x^-1 as above).
 *
 * Measured: bench/results/aarch64.md, column armv8ce, rows gcm-enc (GHASH
 * inside whole GCM messages; the slot alone and llvm-mca: the notes,
 * bench/results/aarch64-kernels.md).
 */

#define GKEY x0
#define Y x1
#define IN x2
#define NBLK x3

#define GK_H 8 /* offset of aesalt_ghash_key.h (checked in kernel_armv8ce.c) */
#define GK_LD4 (GK_H + 0)
#define GK_H1 (GK_H + 192)
#define GK_TH (GK_H + 224)

/* Vector registers of ghash(): */
/* v0-v7 data, v16-v27 the LD4 pairs, v28 HI, v29 LO, v30 MID, v31 Th,
 * v8 y (integer layout: lane 0 = R[63:0]), v9 zero, v10-v13 products. */

#include "armv8ce-macros.h"

	.arch armv8-a+crypto
	.text

/* Karatsuba products of one de-interleaved pair of blocks (xh: high
 * halves, xl: low halves) with one stored pair {hh, hl, hm}, added to
 * v28 (HI), v29 (LO), v30 (MID); first = 1 starts the sums.  xh is
 * clobbered. */
.macro gh_pair xh, xl, hh, hl, hm, first
	pmull	v10.1q, v\xh\().1d, v\hh\().1d
	pmull2	v11.1q, v\xh\().2d, v\hh\().2d
	pmull	v12.1q, v\xl\().1d, v\hl\().1d
	pmull2	v13.1q, v\xl\().2d, v\hl\().2d
	eor	v\xh\().16b, v\xh\().16b, v\xl\().16b
.if \first
	eor	v28.16b, v10.16b, v11.16b
	eor	v29.16b, v12.16b, v13.16b
.else
	eor	v28.16b, v28.16b, v10.16b
	eor	v29.16b, v29.16b, v12.16b
	eor	v28.16b, v28.16b, v11.16b
	eor	v29.16b, v29.16b, v13.16b
.endif
	pmull	v10.1q, v\xh\().1d, v\hm\().1d
	pmull2	v11.1q, v\xh\().2d, v\hm\().2d
.if \first
	eor	v30.16b, v10.16b, v11.16b
.else
	eor	v30.16b, v30.16b, v10.16b
	eor	v30.16b, v30.16b, v11.16b
.endif
.endm

/* One block v\d (data layout) times v\h (data layout, a stored power)
 * with v\hm (Karatsuba operand, lane 0), reduced into v\r (integer
 * layout). */
.macro gh_mul1 r, d, h, hm
	pmull	v28.1q, v\d\().1d, v\h\().1d
	pmull2	v29.1q, v\d\().2d, v\h\().2d
	ext	v10.16b, v\d\().16b, v\d\().16b, #8
	eor	v10.16b, v10.16b, v\d\().16b
	pmull	v30.1q, v10.1d, v\hm\().1d
	gh_reduce \r, 28, 29, 30, 31, 10
.endm

/* P(k) = P(k-1) * P1 (P1 in v16, its Karatsuba operand in v17) from
 * v\prev into v\k, data layout, for each k of the list. */
.macro gh_powers prev, k, rest:vararg
	gh_mul1	\k, \prev, 16, 17
	ext	v\k\().16b, v\k\().16b, v\k\().16b, #8
.ifnb \rest
	gh_powers \k, \rest
.endif
.endm

/* void aesalt_ghash_setkey_armv8ce(aesalt_ghash_key *gkey,
 *                                  const uint8_t h[16]); */
FUNC(aesalt_ghash_setkey_armv8ce)
	str	d10, [sp, #-16]!	// gh_reduce's scratch: callee-saved low half
	ld1	{v0.16b}, [x1]
	rev64	v0.16b, v0.16b		// data layout: lane 0 = R(H)[127:64]
	mov	x2, v0.d[0]
	mov	x3, v0.d[1]
	/* R(H x^-1) = R(H) << 1, and if the bit shifted out (h_0) was set,
	 * ^ R(x^127 + x^6 + x + 1) = 0xc2000000_00000000_00000000_00000001 */
	asr	x4, x2, #63
	extr	x2, x2, x3, #63
	lsl	x3, x3, #1
	mov	x5, #0xc200000000000000
	and	x6, x4, x5
	eor	x2, x2, x6
	and	x4, x4, #1
	eor	x3, x3, x4
	fmov	d16, x2
	mov	v16.d[1], x3		// P1 = H x^-1 (data layout)
	dup	v31.2d, x5		// Th
	ext	v17.16b, v16.16b, v16.16b, #8
	eor	v17.16b, v17.16b, v16.16b	// P1's Karatsuba operand, both lanes
	/* P(k+1) = P(k) * P1 * x = H^(k+1) x^-1: the same product as ghash
	 * uses.  P1..P8 go to v0..v7 (v0 = P1). */
	mov	v0.16b, v16.16b
	gh_powers 0, 1, 2, 3, 4, 5, 6, 7
	add	x1, GKEY, #GK_LD4
	/* LD4 pairs: (P8, P6), (P7, P5), (P4, P2), (P3, P1) */
.macro gh_store_pair p, q
	zip1	v18.2d, \p\().2d, \q\().2d
	zip2	v19.2d, \p\().2d, \q\().2d
	eor	v20.16b, v18.16b, v19.16b
	st1	{v18.2d - v20.2d}, [x1], #48
.endm
	gh_store_pair v7, v5
	gh_store_pair v6, v4
	gh_store_pair v3, v1
	gh_store_pair v2, v0
	st1	{v16.2d, v17.2d}, [x1], #32	// H^1 and its HM
	st1	{v31.2d}, [x1]
	ldr	d10, [sp], #16
	ret
ENDFUNC(aesalt_ghash_setkey_armv8ce)

/* void aesalt_ghash_armv8ce(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                           const uint8_t *in, size_t nblocks); */
FUNC(aesalt_ghash_armv8ce)
	cbz	NBLK, 9f
	stp	d8, d9, [sp, #-48]!	// v8-v13 are used: save their
	stp	d10, d11, [sp, #16]	// callee-saved low halves
	stp	d12, d13, [sp, #32]
	gh_load_y 8, Y
	movi	v9.2d, #0
	add	x4, GKEY, #GK_TH
	ld1r	{v31.2d}, [x4]
	add	x4, GKEY, #GK_LD4
	ld1	{v16.2d - v19.2d}, [x4], #64
	ld1	{v20.2d - v23.2d}, [x4], #64
	ld1	{v24.2d - v27.2d}, [x4]
	subs	NBLK, NBLK, #8
	b.lo	2f
1:	ld4	{v0.2d - v3.2d}, [IN], #64
	ld4	{v4.2d - v7.2d}, [IN], #64
	rev64_each 0, 1, 2, 3, 4, 5, 6, 7
	gh_inject 8, 9, 0, 1, 10, 11
	gh_pair	0, 1, 16, 17, 18, 1
	gh_pair	2, 3, 19, 20, 21, 0
	gh_pair	4, 5, 22, 23, 24, 0
	gh_pair	6, 7, 25, 26, 27, 0
	gh_reduce 8, 28, 29, 30, 31, 10
	subs	NBLK, NBLK, #8
	b.hs	1b
2:	tbz	NBLK, #2, 3f
	ld4	{v0.2d - v3.2d}, [IN], #64
	rev64_each 0, 1, 2, 3
	gh_inject 8, 9, 0, 1, 10, 11
	gh_pair	0, 1, 22, 23, 24, 1
	gh_pair	2, 3, 25, 26, 27, 0
	gh_reduce 8, 28, 29, 30, 31, 10
3:	ands	NBLK, NBLK, #3
	b.eq	5f
	add	x4, GKEY, #GK_H1
	ld1	{v16.2d, v17.2d}, [x4]
4:	ld1	{v0.16b}, [IN], #16
	rev64	v0.16b, v0.16b
	ext	v1.16b, v8.16b, v8.16b, #8	// y in data layout
	eor	v0.16b, v0.16b, v1.16b
	gh_mul1	8, 0, 16, 17
	subs	NBLK, NBLK, #1
	b.ne	4b
5:	gh_store_y 8, Y
	ldp	d10, d11, [sp, #16]
	ldp	d12, d13, [sp, #32]
	ldp	d8, d9, [sp], #48
9:	ret
ENDFUNC(aesalt_ghash_armv8ce)

	.section .note.GNU-stack, "", %progbits
