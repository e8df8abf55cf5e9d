/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with carry-less multiplication (the "zkn" kernel's ghash_setkey
 * and ghash slots, core/kernel.h).
 *
 * Depends on: RV64I, Zbkb (brev8) and Zbkc or Zbc (clmul, clmulh: the two
 * extensions share these encodings).
 *
 * Representation: a 16-byte GCM block loaded as two little-endian 64-bit
 * words and passed through brev8 (bit order reversed inside each byte) is
 * the polynomial sum(bit i of the 128-bit number * x^i): GCM puts x^0 in
 * the most significant bit of byte 0.  In that form the field product is
 * the plain carry-less product reduced modulo x^128 + x^7 + x^2 + x + 1,
 * with no bit reflection and no shift.
 *
 * Multiplication: Karatsuba, three 64x64 products (clmul + clmulh each):
 * a0 b0, a1 b1 and (a0 ^ a1)(b0 ^ b1).  Reduction: x^128 = 0x87 twice
 * (the high word, then the next one), four clmul.  Aggregated over four
 * blocks: Y' = (Y ^ X1) H^4 + X2 H^3 + X3 H^2 + X4 H, the three partial
 * products of the four summed before one Karatsuba fix-up and one
 * reduction.
 *
 * GHASH key (aesalt_ghash_key.h, owned by this file): for p = 1..4 the
 * three words lo, hi, lo ^ hi of H^p in the form above, 24 bytes each.
 *
 * Measured (GCM-enc with aes-zkn.S's CTR32, beside its ctr rows and
 * wolfSSL's Zkn/Zbkc assembly): bench/results/riscv64.md, columns zkn and
 * wolfssl-rvzk (rv64-zk), rows gcm-enc and ctr.
 *
 * Constant time: no branch or address depends on H or data; clmul,
 * clmulh and brev8 are on the Zkt list of data-independent-latency
 * instructions (scalar cryptography specification v1.0), so the time is
 * data-independent on cores that implement Zkt.
 */

#include "abi-macros.h"

#define GK a0
#define YP a1
#define IN a2
#define NBLK a3
#define Y0 a4 /* the accumulator, lo:hi */
#define Y1 a5
#define POLY a6 /* 0x87 */
#define END a7
#define LL t0 /* a0 b0, summed over the group */
#define LH t1
#define HL t2 /* a1 b1 */
#define HH t3
#define ML t4 /* (a0 ^ a1)(b0 ^ b1) */
#define MH t5
#define X0 t6 /* one data block */
#define X1 s0
#define XM s1
#define H s2 /* one word of a power of H */
#define U s3

/* Offset of aesalt_ghash_key.h (checked by _Static_assert in
 * kernel_zkn.c); power p of H at GK_POW(p). */
#define GK_H 8
#define GK_POW(p) (GK_H + 24 * ((p) - 1))

	.option	arch, +zbkb, +zbkc
	.text

/* dst = a * b if first, else dst ^= a * b: low word dl, high word dh. */
.macro clacc first, dl, dh, a, b
	.if	\first
	clmul	\dl, \a, \b
	clmulh	\dh, \a, \b
	.else
	clmul	U, \a, \b
	xor	\dl, \dl, U
	clmulh	U, \a, \b
	xor	\dh, \dh, U
	.endif
.endm

/* Block j of the group (at IN + 16 j) times H^p, summed into LL..MH
 * (first: j == 0, which also takes in Y). */
.macro mulacc j, p, first
	ld	X0, 16 * \j(IN)
	ld	X1, 16 * \j + 8(IN)
	brev8	X0, X0
	brev8	X1, X1
	.if	\first
	xor	X0, X0, Y0
	xor	X1, X1, Y1
	.endif
	xor	XM, X0, X1
	ld	H, GK_POW(\p)(GK)
	clacc	\first, LL, LH, X0, H
	ld	H, GK_POW(\p) + 8(GK)
	clacc	\first, HL, HH, X1, H
	ld	H, GK_POW(\p) + 16(GK)
	clacc	\first, ML, MH, XM, H
.endm

/* Y = (LL..MH) reduced: the Karatsuba middle term, then x^128 = 0x87. */
.macro reduce
	xor	ML, ML, LL
	xor	MH, MH, LH
	xor	ML, ML, HL
	xor	MH, MH, HH
	xor	LH, LH, ML		// p1
	xor	HL, HL, MH		// p2
	clmul	U, HH, POLY
	xor	LH, LH, U
	clmulh	U, HH, POLY
	xor	HL, HL, U
	clmul	U, HL, POLY
	xor	Y0, LL, U
	clmulh	U, HL, POLY
	xor	Y1, LH, U
.endm

/* void aesalt_ghash_zkn(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                       const uint8_t *in, size_t nblocks); */
FUNC(aesalt_ghash_zkn)
	beqz	NBLK, 9f
	addi	sp, sp, -32
	sd	s0, 0(sp)
	sd	s1, 8(sp)
	sd	s2, 16(sp)
	sd	s3, 24(sp)
	ld	Y0, 0(YP)
	ld	Y1, 8(YP)
	li	POLY, 0x87
	brev8	Y0, Y0
	brev8	Y1, Y1
	andi	END, NBLK, -4
	slli	END, END, 4
	add	END, IN, END
	beq	IN, END, 2f
1:	mulacc	0, 4, 1
	mulacc	1, 3, 0
	mulacc	2, 2, 0
	mulacc	3, 1, 0
	reduce
	addi	IN, IN, 64
	bne	IN, END, 1b
2:	andi	NBLK, NBLK, 3
	beqz	NBLK, 4f
3:	mulacc	0, 1, 1
	reduce
	addi	IN, IN, 16
	addi	NBLK, NBLK, -1
	bnez	NBLK, 3b
4:	brev8	Y0, Y0
	brev8	Y1, Y1
	sd	Y0, 0(YP)
	sd	Y1, 8(YP)
	ld	s0, 0(sp)
	ld	s1, 8(sp)
	ld	s2, 16(sp)
	ld	s3, 24(sp)
	addi	sp, sp, 32
9:	ret
ENDFUNC(aesalt_ghash_zkn)

/* void aesalt_ghash_setkey_zkn(aesalt_ghash_key *gkey, const uint8_t h[16]);
 *
 * P = H, stored; three times P = P * H, stored.  The product is the same
 * Karatsuba and reduction, on registers: a2:a3 = H, a4:a5 = P. */
#define SLL t0
#define SLH t1
#define SHL t2
#define SHH t3
#define SML t4
#define SMH t5
#define SU t6
#define PH0 a2
#define PH1 a3
#define P0 a4
#define P1 a5
#define SPOLY a6
#define CNT a7

FUNC(aesalt_ghash_setkey_zkn)
	ld	PH0, 0(a1)
	ld	PH1, 8(a1)
	li	SPOLY, 0x87
	brev8	PH0, PH0
	brev8	PH1, PH1
	mv	P0, PH0
	mv	P1, PH1
	li	CNT, 4
	addi	a1, a0, GK_H
1:	xor	SU, P0, P1
	sd	P0, 0(a1)
	sd	P1, 8(a1)
	sd	SU, 16(a1)
	addi	a1, a1, 24
	addi	CNT, CNT, -1
	beqz	CNT, 2f
	clmul	SLL, P0, PH0
	clmulh	SLH, P0, PH0
	clmul	SHL, P1, PH1
	clmulh	SHH, P1, PH1
	xor	P0, PH0, PH1
	clmul	SML, SU, P0
	clmulh	SMH, SU, P0
	xor	SML, SML, SLL
	xor	SMH, SMH, SLH
	xor	SML, SML, SHL
	xor	SMH, SMH, SHH
	xor	SLH, SLH, SML
	xor	SHL, SHL, SMH
	clmul	SU, SHH, SPOLY
	xor	SLH, SLH, SU
	clmulh	SU, SHH, SPOLY
	xor	SHL, SHL, SU
	clmul	SU, SHL, SPOLY
	xor	P0, SLL, SU
	clmulh	SU, SHL, SPOLY
	xor	P1, SLH, SU
	j	1b
2:	ret
ENDFUNC(aesalt_ghash_setkey_zkn)
