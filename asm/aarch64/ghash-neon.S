/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with Advanced SIMD only (the "neon" kernel): no 64-bit PMULL, only
 * the 8-bit polynomial multiply PMULL/PMULL2 .8b -> .8h of base Advanced
 * SIMD, TBL and EOR.
 *
 * Depends on: Armv8.0-A Advanced SIMD.  Constant time: no branch or
 * address depends on H or the data (TBL permutes registers; the stored
 * powers are read at fixed offsets).
 *
 * Representation: RBIT of every byte turns a GCM block into the natural
 * polynomial, bit k of byte j = coefficient of x^(8j + k), lanes
 * little-endian.
 *
 * 64 x 64 carry-less product from 8-bit products (derived for this file).
 * For bytes a_i, b_j the term a_i b_j (16 bits) belongs at byte offset
 * i + j.  Group the 64 terms by the difference d = j - i (mod 8):
 *   L0 = PMULL(a, b)                           lane i: a_i b_i
 *   Ld = PMULL(a, rot_d b) ^ PMULL(rot_d a, b)  lane i: a_i b_i+d ^ a_i+d b_i
 *        (d = 1, 2, 3; rot_d rotates the 8 bytes by d, indices mod 8)
 *   L4 = PMULL(a, rot_4 b)                     lane i: a_i b_i+4
 * Both terms of a lane of Ld sit at the same offset: bytes 2i + d if
 * i + d < 8, else 2i + d - 8.  So a = sum_d place_d(Ld) with L0 in place
 * and place_d = TBL(Ld, Nd) ^ TBL(Ld, Wd), two fixed byte permutations
 * with zero fill (Nd the lanes that do not wrap, Wd those that do).
 * place_d is linear, so the Ld of every product that ends at the same
 * offset are summed first and placed once: per group of four blocks,
 * three placements (low, high and Karatsuba middle products), not twelve.
 * The b side (the powers of H) is rotated once, by ghash_setkey.
 *
 * Per group of four blocks X0..X3 (y folded into X0):
 *   pass 1  for each block: A = X, rot_1..3 A by TBL; low halves with
 *           PMULL, high halves with PMULL2, against the stored rotations
 *           of H^(4-k); ten sums (5 for lo, 5 for hi);
 *   pass 2  Karatsuba middle: X.lo ^ X.hi against the stored rotations of
 *           H.lo ^ H.hi, five sums;
 *   then the three placements, Karatsuba, and the reduction by
 *   x^128 = x^7 + x^2 + x + 1: the high 128 bits times 0x87, byte by byte
 *   with 8-bit PMULL (even bytes land in place, odd bytes one byte up, the
 *   byte that falls off the top once more times 0x87).
 * A tail of r < 4 blocks is run as a group with 4 - r leading zero blocks
 * (y folded into the first real one): zero blocks add nothing.
 *
 * aesalt_ghash_key.h layout (written by asm/aarch64/kernel_neon.c), for
 * e = 0..3 (power p = 4 - e) at 120 e:
 *     +0   five 16-byte vectors: {rot_d(P.lo), rot_d(P.hi)}, d = 0..4
 *     +80  five 8-byte values:   rot_d(P.lo ^ P.hi),        d = 0..4
 * (P = H^p in the natural representation.)
 *
 * Measured: bench/results/aarch64.md, column neon, rows gcm-enc (GHASH
 * inside whole GCM messages; the slot alone and llvm-mca: the notes,
 * bench/results/aarch64-kernels.md).
 */

#define GKEY x0
#define Y x1
#define IN x2
#define NBLK x3
#define SRC x4   /* the group's four blocks */
#define POW x5   /* walks the stored powers */

#define GK_H 8 /* offsetof(aesalt_ghash_key, h) */
#define GK_MID 80
#define GK_STRIDE 120

/* v0-v3 the group's blocks; v16-v20 lo sums, v21-v25 hi sums (pass 1);
 * v17-v20, v22 middle sums (pass 2); v4-v6 / v23-v25 rotations of the
 * data; v26-v30 rotations of the power; v8-v10 R1-R3; v11, v12 scratch;
 * v13 y; v14 0x87 bytes; v15 zero; placement indices in v26-v29 (Nd)
 * and v4-v7 (Wd). */

#include "abi-macros.h"

	.arch armv8-a
	.text

/* v\dl (^)= PMULL(v\a, v\p) low halves and v\dh (^)= PMULL2 high halves:
 * mul2 starts the sums, mac2 adds (v11, v12 scratch). */
.macro mul2 a, p, dl, dh
	pmull	v\dl\().8h, v\a\().8b, v\p\().8b
	pmull2	v\dh\().8h, v\a\().16b, v\p\().16b
.endm
.macro mac2 a, p, dl, dh
	pmull	v11.8h, v\a\().8b, v\p\().8b
	pmull2	v12.8h, v\a\().16b, v\p\().16b
	eor	v\dl\().16b, v\dl\().16b, v11.16b
	eor	v\dh\().16b, v\dh\().16b, v12.16b
.endm
/* v\d1 ^= PMULL(v\a1, v\p1), v\d2 ^= PMULL(v\a2, v\p2) (low halves). */
.macro mac_lo2 a1, p1, d1, a2, p2, d2
	pmull	v11.8h, v\a1\().8b, v\p1\().8b
	pmull	v12.8h, v\a2\().8b, v\p2\().8b
	eor	v\d1\().16b, v\d1\().16b, v11.16b
	eor	v\d2\().16b, v\d2\().16b, v12.16b
.endm

/* Pass 1 for block v\a against the power at POW (advanced to the next):
 * low halves (PMULL) into v16..v20, high halves (PMULL2) into v21..v25. */
.macro lohi a, first
	ld1	{v26.16b - v29.16b}, [POW], #64
	ld1	{v30.16b}, [POW], #16
	add	POW, POW, #(GK_STRIDE - 80)
	tbl	v4.16b, {v\a\().16b}, v8.16b
	tbl	v5.16b, {v\a\().16b}, v9.16b
	tbl	v6.16b, {v\a\().16b}, v10.16b
.if \first
	mul2	\a, 26, 16, 21
	mul2	\a, 27, 17, 22
	mul2	\a, 28, 18, 23
	mul2	\a, 29, 19, 24
	mul2	\a, 30, 20, 25
.else
	mac2	\a, 26, 16, 21
	mac2	\a, 27, 17, 22
	mac2	\a, 28, 18, 23
	mac2	\a, 29, 19, 24
	mac2	\a, 30, 20, 25
.endif
	/* the rot_d(a) * b halves of L1..L3 */
	mac2	4, 26, 17, 22
	mac2	5, 26, 18, 23
	mac2	6, 26, 19, 24
.endm

/* Pass 2 for block v\a (its low half holds X.lo ^ X.hi) against the
 * middle rotations at POW: sums in v17, v18, v19, v20, v22. */
.macro mid a, first
	ld1	{v26.8b - v29.8b}, [POW], #32
	ld1	{v30.8b}, [POW], #8
	add	POW, POW, #(GK_STRIDE - 40)
	tbl	v23.16b, {v\a\().16b}, v8.16b
	tbl	v24.16b, {v\a\().16b}, v9.16b
	tbl	v25.16b, {v\a\().16b}, v10.16b
.if \first
	pmull	v17.8h, v\a\().8b, v26.8b
	pmull	v18.8h, v\a\().8b, v27.8b
	pmull	v19.8h, v\a\().8b, v28.8b
	pmull	v20.8h, v\a\().8b, v29.8b
	pmull	v22.8h, v\a\().8b, v30.8b
.else
	mac_lo2	\a, 26, 17, \a, 27, 18
	mac_lo2	\a, 28, 19, \a, 29, 20
	pmull	v11.8h, v\a\().8b, v30.8b
	eor	v22.16b, v22.16b, v11.16b
.endif
	mac_lo2	23, 26, 18, 24, 26, 19
	pmull	v11.8h, v25.8b, v26.8b
	eor	v20.16b, v20.16b, v11.16b
.endm

/* v\s0 ^= place_1(v\s1) ^ .. ^ place_4(v\s4), indices N1-N4 in v26-v29,
 * W1-W4 in v4-v7. */
.macro place s0, s1, s2, s3, s4
	place1	\s0, \s1, 26, 4
	place1	\s0, \s2, 27, 5
	place1	\s0, \s3, 28, 6
	place1	\s0, \s4, 29, 7
.endm
.macro place1 s0, s, n, w
	tbl	v11.16b, {v\s\().16b}, v\n\().16b
	tbl	v12.16b, {v\s\().16b}, v\w\().16b
	eor	v\s0\().16b, v\s0\().16b, v11.16b
	eor	v\s0\().16b, v\s0\().16b, v12.16b
.endm

.macro load_place
	adrp	x9, .Lgh_place
	add	x9, x9, :lo12:.Lgh_place
	ld1	{v26.16b - v29.16b}, [x9], #64
	ld1	{v4.16b - v7.16b}, [x9]
.endm

/* v\a, v\b: the XOR of its two 8-byte halves into the low half. */
.macro fold_halves a, b
	ext	v11.16b, v\a\().16b, v\a\().16b, #8
	ext	v12.16b, v\b\().16b, v\b\().16b, #8
	eor	v\a\().16b, v\a\().16b, v11.16b
	eor	v\b\().16b, v\b\().16b, v12.16b
.endm

/* y = (y ^ X0) H^4 ^ X1 H^3 ^ X2 H^2 ^ X3 H for the four blocks at SRC. */
.macro group
	ld1	{v0.16b - v3.16b}, [SRC]
	rbit	v0.16b, v0.16b
	rbit	v1.16b, v1.16b
	rbit	v2.16b, v2.16b
	rbit	v3.16b, v3.16b
	eor	v0.16b, v0.16b, v13.16b
	add	POW, GKEY, #GK_H
	lohi	0, 1
	lohi	1, 0
	lohi	2, 0
	lohi	3, 0
	load_place
	place	16, 17, 18, 19, 20		// low  product: v16
	place	21, 22, 23, 24, 25		// high product: v21
	/* X.lo ^ X.hi into the low halves */
	fold_halves 0, 1
	fold_halves 2, 3
	add	POW, GKEY, #(GK_H + GK_MID)
	mid	0, 1
	mid	1, 0
	mid	2, 0
	mid	3, 0
	load_place
	place	17, 18, 19, 20, 22		// middle product: v17
	/* Karatsuba: m = M ^ lo ^ hi; 256-bit lo + m x^64 + hi x^128 */
	eor	v17.16b, v17.16b, v16.16b
	eor	v17.16b, v17.16b, v21.16b
	ext	v11.16b, v15.16b, v17.16b, #8	// (0, m.lo)
	ext	v12.16b, v17.16b, v15.16b, #8	// (m.hi, 0)
	eor	v16.16b, v16.16b, v11.16b
	eor	v21.16b, v21.16b, v12.16b
	/* reduce: y = lo ^ hi * 0x87 (x^128 = x^7 + x^2 + x + 1) */
	uzp1	v11.16b, v21.16b, v21.16b	// even bytes
	uzp2	v12.16b, v21.16b, v21.16b	// odd bytes
	pmull	v11.8h, v11.8b, v14.8b		// in place
	pmull	v12.8h, v12.8b, v14.8b		// one byte low
	eor	v16.16b, v16.16b, v11.16b
	ext	v11.16b, v15.16b, v12.16b, #15	// << 8
	ext	v12.16b, v12.16b, v15.16b, #15	// the byte shifted out, in byte 0
	eor	v16.16b, v16.16b, v11.16b
	pmull	v12.8h, v12.8b, v14.8b
	eor	v13.16b, v16.16b, v12.16b
.endm

/* void aesalt_ghash_neon(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_ghash_neon)
	cbz	NBLK, 9f
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	save_d8_d15
	sub	sp, sp, #64			// the tail group
	adrp	x9, .Lgh_rot
	add	x9, x9, :lo12:.Lgh_rot
	ld1	{v8.16b - v10.16b}, [x9]
	movi	v14.8b, #0x87
	movi	v15.2d, #0
	ld1	{v13.16b}, [Y]
	rbit	v13.16b, v13.16b
1:	subs	NBLK, NBLK, #4
	b.lo	2f
	mov	SRC, IN
	add	IN, IN, #64
	group
	cbnz	NBLK, 1b
	b	8f
2:	/* r = NBLK + 4 blocks (1..3): zeros, then the blocks, y folded into
	 * the first of them */
	add	NBLK, NBLK, #4
	mov	SRC, sp
	st1	{v15.16b}, [sp]
	mov	x9, #3
	sub	x9, x9, NBLK			// 3 - r: blocks of zeros after [sp]
	add	x10, sp, #16
3:	cbz	x9, 4f
	st1	{v15.16b}, [x10], #16
	sub	x9, x9, #1
	b	3b
4:	rbit	v0.16b, v13.16b			// y in GCM byte order
	ld1	{v1.16b}, [IN], #16
	eor	v1.16b, v1.16b, v0.16b
	st1	{v1.16b}, [x10], #16
	subs	NBLK, NBLK, #1
	b.eq	6f
5:	ld1	{v1.16b}, [IN], #16
	st1	{v1.16b}, [x10], #16
	subs	NBLK, NBLK, #1
	b.ne	5b
6:	movi	v13.2d, #0
	group
	movi	v0.2d, #0			// the stack copy held data
	stp	q0, q0, [sp]
	stp	q0, q0, [sp, #32]
8:	rbit	v13.16b, v13.16b
	st1	{v13.16b}, [Y]
	add	sp, sp, #64
	restore_d8_d15
	ldp	x29, x30, [sp], #16
9:	ret
ENDFUNC(aesalt_ghash_neon)

	.section .rodata
	.p2align 4
/* TBL indices (0xff: zero).  R1-R3 rotate each 8-byte half by 1-3 bytes;
 * Nd, Wd place the non-wrapping and the wrapping lanes of Ld. */
.Lgh_rot:
	.byte	0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x00, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x08	// R1
	.byte	0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x00, 0x01, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x08, 0x09	// R2
	.byte	0x03, 0x04, 0x05, 0x06, 0x07, 0x00, 0x01, 0x02, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x08, 0x09, 0x0a	// R3
.Lgh_place:
	.byte	0xff, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0xff	// N1
	.byte	0xff, 0xff, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0xff, 0xff	// N2
	.byte	0xff, 0xff, 0xff, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0xff, 0xff, 0xff	// N3
	.byte	0xff, 0xff, 0xff, 0xff, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0xff, 0xff, 0xff, 0xff	// N4
	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0e, 0x0f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff	// W1
	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0c, 0x0d, 0x0e, 0x0f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff	// W2
	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0xff, 0xff, 0xff, 0xff, 0xff	// W3
	.byte	0xff, 0xff, 0xff, 0xff, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0xff, 0xff, 0xff, 0xff	// W4

	.section .note.GNU-stack, "", %progbits
