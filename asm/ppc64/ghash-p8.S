/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with vpmsumd (the "p8" kernel's ghash_setkey and ghash slots,
 * core/kernel.h), eight blocks per reduction.
 *
 * Depends on: Power ISA 2.07 (POWER8): VMX, VSX, vpmsumd, vpermxor and
 * the quadword adds.  vpmsumd is a fixed-latency carry-less multiply; no
 * branch or address depends on the key or the data: constant time.
 *
 * Representation.  A block in its true form (memory order, p8-macros.h)
 * read as a 128-bit big-endian integer has the coefficient of x^i at bit
 * 127 - i: GCM's bit-reflected convention, with no byte reversal.  The
 * carry-less product of two such integers A, B is the reflected product
 * shifted down by one bit; storing the powers as K_k = H^k x^-1 (in the
 * key) makes A (x) K_k, read as 256 bits with the coefficient of x^j at bit
 * 255 - j, congruent to A H^k.  K_1 = H x^-1 is H << 1 with
 * 0xc2000...01 (x^-1 reflected) XORed in when the bit shifted out was set.
 *
 * Products.  vpmsumd(A, B) = A.d0 (x) B.d0 ^ A.d1 (x) B.d1 (d0 the left
 * doubleword).  Two blocks X, X' with powers K, K' are multiplied at once:
 * Pl = [X.d1 : X'.d1] and Ph = [X.d0 : X'.d0] (one vperm each, which also
 * undoes the little-endian raw form, so loads need no separate permute),
 * lo = vpmsumd(Pl, [K.d1 : K'.d1]), hi = vpmsumd(Ph, [K.d0 : K'.d0]),
 * and Karatsuba's middle term vpmsumd(Pl ^ Ph, [K.d0 ^ K.d1 : K'.d0 ^
 * K'.d1]) ^ lo ^ hi.  Eight blocks (powers 8..1) are four such pairs
 * summed, then reduced once.
 *
 * Reduction of Z = Z3:Z2:Z1:Z0 (doublewords, Z3 the coefficients x^0..63,
 * Z0 x^192..255) modulo x^128 + x^7 + x^2 + x + 1: the coefficients of
 * Z0 fold into Z2 and Z1 as Z0 << 128 ^ (Z0 (x) 0xc2 << 56) << 64, the
 * same for the new Z1 into Z3 and Z2.  With vpmsumd(., [0 : 0xc2 << 56])
 * and a doubleword swap per fold: 11 instructions (reduce below).
 *
 * Key layout (aesalt_ghash_key.h, 16 vectors stored with stxvd2x so that
 * lxvd2x returns them as they were computed, in either byte order):
 *   0..11  pairs of powers (8,7) (6,5) (4,3) (2,1): lo, hi, Karatsuba
 *   12     [0 : 0xc2 << 56]      13 MLO   14 MHI   15 M (p8-macros.h)
 *
 * Instructions per 128 bytes (loop body): 57.  Measured AES-GCM (CTR32
 * then this, no fused slot), beside OpenSSL's stitched aesp8/ghashp8:
 * bench/results/ppc64le.md and ppc64.md, column p8, rows gcm-enc.
 */
#include "p8-macros.h"

#define GKEY 3
#define Y 4
#define IN 5
#define NBLK 6

#define GK_H 8 /* offsetof(aesalt_ghash_key, h) */

/* Registers of the hashing loop. */
#define M 16
#define MHI 17
#define MLO 18
#define CL 19 /* [0 : 0xc2 << 56] */
#define Z 15  /* zero */
#define ACC 12 /* the hash Y, and the hi accumulator */
#define LO 13
#define MK 11
/* pair p's powers: v(20 + 3p) lo, v(21 + 3p) hi, v(22 + 3p) Karatsuba */

/* hi = reduce(lo, mid, hi) (the header); clobbers lo, t, u. */
.macro reduce lo, mid, hi, t, u
	vpmsumd	\t, \lo, CL		/* Z0 (x) c */
	vsldoi	\u, \mid, Z, 8		/* [m0 : 0] */
	vxor	\lo, \lo, \u
	vsldoi	\u, Z, \mid, 8		/* [0 : m1] */
	vxor	\hi, \hi, \u
	vsldoi	\lo, \lo, \lo, 8
	vxor	\lo, \lo, \t		/* [Z2 delta : Z1'] */
	vpmsumd	\t, \lo, CL		/* Z1' (x) c */
	vsldoi	\lo, \lo, \lo, 8
	vxor	\hi, \hi, \lo
	vxor	\hi, \hi, \t
.endm

/* ---- setkey ------------------------------------------------------------- */

/* void aesalt_ghash_setkey_p8(aesalt_ghash_key *gkey, const uint8_t h[16]);
 * Registers: K_k in v(k) (k = 1..8); K_1's multiplier vectors [0 : d1],
 * [d1 : d0], [d0 : 0] in v9-v11; v0, v13, v14, v17, v18 scratch. */
FUNC(aesalt_ghash_setkey_p8)
	mk_m	M, 0
	ldtrue	1, 4, M			/* H */
	vxor	Z, Z, Z
	li	5, 0xc2
	sldi	5, 5, 56
	li	6, 1
	mtvsrd	32 + 0, 5
	mtvsrd	32 + 13, 6
	xxpermdi 32 + 14, 32 + 0, 32 + 13, 0	/* [0xc2 << 56 : 1] = x^-1 */
	xxpermdi 32 + CL, 32 + Z, 32 + 0, 0	/* [0 : 0xc2 << 56] */
	vaddcuq	0, 1, 1			/* the bit shifted out, 0 or 1 */
	vsubuqm	0, Z, 0			/* all ones or zero */
	vand	0, 0, 14
	vadduqm	1, 1, 1
	vxor	1, 1, 0			/* K_1 = H x^-1 */
	xxpermdi 32 + 9, 32 + Z, 32 + 1, 1	/* [0 : d1] */
	xxpermdi 32 + 10, 32 + 1, 32 + 1, 2	/* [d1 : d0] */
	xxpermdi 32 + 11, 32 + 1, 32 + Z, 0	/* [d0 : 0] */
	.irp k, 2, 3, 4, 5, 6, 7, 8
	vpmsumd	13, \k - 1, 9
	vpmsumd	14, \k - 1, 10
	vpmsumd	\k, \k - 1, 11
	reduce	13, 14, \k, 17, 18
	.endr
	addi	5, GKEY, GK_H
	li	6, 16
	.irp a, 8, 6, 4, 2
	xxpermdi 32 + 13, 32 + \a, 32 + \a - 1, 3	/* [Ka.d1 : Kb.d1] */
	xxpermdi 32 + 14, 32 + \a, 32 + \a - 1, 0	/* [Ka.d0 : Kb.d0] */
	vxor	0, 13, 14
	stxvd2x	32 + 13, 0, 5
	stxvd2x	32 + 14, 5, 6
	addi	5, 5, 32
	stxvd2x	32 + 0, 0, 5
	addi	5, 5, 16
	.endr
	stxvd2x	32 + CL, 0, 5
	/* MHI selects [X.d0 : X'.d0] in true form from the raw X, X';
	 * MLO = MHI + 8 the right halves. */
	li	0, 0
	lvsl	0, 0, 0
#if P8_LE
	vspltisb 13, 7
	vxor	0, 0, 13
#endif
	vspltisb 13, 8
	vsldoi	14, Z, 13, 8		/* {0 x 8, 8 x 8} */
	vaddubm	14, 0, 14		/* MHI */
	vaddubm	0, 14, 13		/* MLO */
	stxvd2x	32 + 0, 5, 6
	addi	5, 5, 32
	stxvd2x	32 + 14, 0, 5
	stxvd2x	32 + M, 5, 6
	blr
ENDFUNC(aesalt_ghash_setkey_p8)

/* ---- ghash -------------------------------------------------------------- */

/* Block j of a group at IN + 16 j: offsets in r7..r12, r0. */
.macro ldg vt, j
	.if \j == 0
	lxvd2x	32 + \vt, 0, IN
	.elseif \j < 7
	lxvd2x	32 + \vt, IN, 6 + \j
	.else
	lxvd2x	32 + \vt, IN, 0
	.endif
.endm

/* One pair (raw blocks a, b) with the powers of pair p into LO, ACC, MK;
 * first: write instead of accumulate.  Scratch v8-v10. */
.macro gpair a, b, p, first
	vperm	8, \a, \b, MLO
	vperm	9, \a, \b, MHI
	vxor	10, 8, 9
	.if \first
	vpmsumd	LO, 8, 20 + 3 * \p
	vpmsumd	ACC, 9, 21 + 3 * \p
	vpmsumd	MK, 10, 22 + 3 * \p
	.else
	vpmsumd	\a, 8, 20 + 3 * \p
	vpmsumd	\b, 9, 21 + 3 * \p
	vpmsumd	8, 10, 22 + 3 * \p
	vxor	LO, LO, \a
	vxor	ACC, ACC, \b
	vxor	MK, MK, 8
	.endif
.endm

/* Karatsuba's middle term, then the reduction into ACC. */
.macro gfinish
	vxor	MK, MK, LO
	vxor	MK, MK, ACC
	reduce	LO, MK, ACC, 9, 10
.endm

/* void aesalt_ghash_p8(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                      const uint8_t *in, size_t nblocks); */
FUNC(aesalt_ghash_p8)
	save_v20_v31
	addi	7, GKEY, GK_H
	li	8, 16
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, CL, MLO, MHI, M
	lxvd2x	32 + \r, 0, 7
	addi	7, 7, 16
	.endr
	vxor	Z, Z, Z
	ldtrue	ACC, Y, M
	li	7, 16
	li	8, 32
	li	9, 48
	li	10, 64
	li	11, 80
	li	12, 96
	li	0, 112
	srdi.	8, NBLK, 3
	beq	2f
	mtctr	8
	li	8, 32
1:	.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	ldg	\j, \j
	.endr
	xswap	0, 0, ACC, M		/* first block ^ Y, raw */
	gpair	0, 1, 0, 1
	gpair	2, 3, 1, 0
	gpair	4, 5, 2, 0
	gpair	6, 7, 3, 0
	gfinish
	addi	IN, IN, 128
	bdnz	1b
2:	andi.	8, NBLK, 7
	srdi.	8, 8, 1
	beq	4f
	mtctr	8
3:	ldg	0, 0			/* pairs: powers 2, 1 */
	ldg	1, 1
	xswap	0, 0, ACC, M
	gpair	0, 1, 3, 1
	gfinish
	addi	IN, IN, 32
	bdnz	3b
4:	andi.	8, NBLK, 1
	beq	5f
	ldg	1, 0			/* one block: paired with zero, power 1 */
	xswap	1, 1, ACC, M
	gpair	Z, 1, 3, 1
	gfinish
5:	sttrue	ACC, Y, M, 0
	restore_v20_v31
	blr
ENDFUNC(aesalt_ghash_p8)

	.section .note.GNU-stack, "", @progbits
