/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with PCLMULQDQ: the ghash_setkey and ghash slots of the "aesni"
 * kernel.
 *
 * Depends on: PCLMULQDQ, SSSE3 (PSHUFB), SSE2.
 *
 * Representation.  A GCM block, byte-reversed by PSHUFB, is a 128-bit
 * integer whose bit 127 is the coefficient of x^0 (the "reflected" order
 * of GCM, read the other way round).  In that order the field is
 * GF(2)[y]/(y^128 + y^127 + y^126 + y^121 + 1) with y = 1/x, and the
 * carry-less product of two elements is their product times y^-127.
 * Storing H once multiplied by y (H << 1, folded with 0xC2...01) makes it
 * a Montgomery product with R = y^128, reduced by two PCLMULQDQs with
 * 0xC200000000000000: each folds 64 low bits up (the low 64 bits of the
 * modulus are 1, so the Montgomery factor of each half is the half
 * itself).  This is the method of Gueron and Kounavis, "Intel Carry-Less
 * Multiplication Instruction and its Usage for Computing the GCM Mode"
 * (2010), derived again here.
 *
 * Key layout (gkey->h, 8-byte aligned; kernel_aesni.c pins GK_H):
 *   h +   0 + 16 (k - 1): H^k (k = 1..8), in the form above
 *   h + 128 + 16 (k - 1): both halves of H^k XORed, in both lanes
 *                         (Karatsuba's middle factor)
 * Eight blocks take one reduction: Y' = (Y + X0) H^8 + X1 H^7 + ... + X7 H,
 * their three Karatsuba products summed separately.
 *
 * Constant time: PCLMULQDQ's timing does not depend on its operands on
 * the CPUs that have it (Westmere and later; it is the reason it was
 * added); no branch or address depends on data.
 *
 * Measured: GHASH alone is not a row of the benches; it is inside the GCM
 * rows of bench/results/x86_64-host.md (the gcm-enc and gcm-dec tables).
 */

#include "aesni-macros.h"

#define GK_H 8 /* offsetof(aesalt_ghash_key, h) */
#define GK_P (GK_H + 0)
#define GK_K (GK_H + 128)

#define GKEY %rdi
#define Y %rsi
#define IN %rdx
#define NB %rcx
#define HP %rax /* aesalt_ghash_aesni's tail: the power for the next block */

#define LO %xmm0
#define HI %xmm1
#define MID %xmm2
#define X %xmm3
#define T1 %xmm4
#define T2 %xmm5
#define PW %xmm6
#define KW %xmm7
#define BSWAP %xmm8
#define ACC %xmm9

	.text

/* LO, HI, MID (op= assign or add) the Karatsuba products of X by
 * H^k (powers at \gk); X is consumed. */
.macro MULADD first, gk, k
	movdqu	GK_P+16*(\k-1)(\gk), PW
	movdqu	GK_K+16*(\k-1)(\gk), KW
	pshufd	$0x4e, X, T2
	pxor	X, T2
	movdqa	X, T1
	pclmulqdq $0x00, PW, T1
	pclmulqdq $0x11, PW, X
	pclmulqdq $0x00, KW, T2
.if \first
	movdqa	T1, LO
	movdqa	X, HI
	movdqa	T2, MID
.else
	pxor	T1, LO
	pxor	X, HI
	pxor	T2, MID
.endif
.endm

/* ACC = the reduced sum: LO/HI/MID combined, then two folds by
 * 0xC2 << 56 (see the top of the file). */
.macro REDUCE
	pxor	LO, MID
	pxor	HI, MID
	movdqa	MID, T1
	pslldq	$8, T1
	psrldq	$8, MID
	pxor	T1, LO
	pxor	MID, HI
	movdqa	LO, T1
	pclmulqdq $0x10, .Lpoly(%rip), T1
	pshufd	$0x4e, LO, LO
	pxor	T1, LO
	movdqa	LO, T1
	pclmulqdq $0x10, .Lpoly(%rip), T1
	pshufd	$0x4e, LO, LO
	pxor	T1, LO
	pxor	HI, LO
	movdqa	LO, ACC
.endm

/* void aesalt_ghash_setkey_aesni(aesalt_ghash_key *gkey,
 *                                const uint8_t h[16]); */
ENTRY aesalt_ghash_setkey_aesni
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(%rsi), X
	pshufb	BSWAP, X
	/* H y: the 128-bit shift left by one, bit 127 folded back */
	movdqa	X, T1
	psllq	$1, T1
	movdqa	X, T2
	psrlq	$63, T2
	pslldq	$8, T2
	por	T2, T1
	pshufd	$0xff, X, T2
	psrad	$31, T2
	pand	.Lpoly(%rip), T2
	pxor	T2, T1
	movdqu	T1, GK_P(GKEY)
	movdqa	T1, ACC			/* H^1 */
	/* H^k = H^(k-1) H, k = 2..8 */
	movl	$1, %eax
1:	movdqa	ACC, X
	movdqu	GK_P(GKEY), PW
	pshufd	$0x4e, X, T2
	pxor	X, T2
	pshufd	$0x4e, PW, KW
	pxor	PW, KW
	movdqa	X, T1
	pclmulqdq $0x00, PW, T1
	pclmulqdq $0x11, PW, X
	pclmulqdq $0x00, KW, T2
	movdqa	T1, LO
	movdqa	X, HI
	movdqa	T2, MID
	REDUCE
	movl	%eax, %ecx
	shll	$4, %ecx
	movdqu	ACC, GK_P(GKEY,%rcx)
	incl	%eax
	cmpl	$8, %eax
	jb	1b
	/* Karatsuba factors */
	xorl	%eax, %eax
2:	movdqu	GK_P(GKEY,%rax), PW
	pshufd	$0x4e, PW, KW
	pxor	PW, KW
	movdqu	KW, GK_K(GKEY,%rax)
	addl	$16, %eax
	cmpl	$128, %eax
	jb	2b
	pxor	ACC, ACC
	pxor	X, X
	pxor	PW, PW
	pxor	KW, KW
	pxor	T1, T1
	pxor	T2, T2
	pxor	LO, LO
	pxor	HI, HI
	pxor	MID, MID
	ret
END aesalt_ghash_setkey_aesni

/* void aesalt_ghash_aesni(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                         const uint8_t *in, size_t nblocks); */
ENTRY aesalt_ghash_aesni
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(Y), ACC
	pshufb	BSWAP, ACC
	subq	$8, NB
	jb	2f
1:	movdqu	(IN), X
	pshufb	BSWAP, X
	pxor	ACC, X
	MULADD	1, GKEY, 8
	.irp	i, 1, 2, 3, 4, 5, 6, 7
	movdqu	16*\i(IN), X
	pshufb	BSWAP, X
	MULADD	0, GKEY, 8-\i
	.endr
	REDUCE
	addq	$128, IN
	subq	$8, NB
	jae	1b
2:	addq	$8, NB
	jz	4f
	/* the r = 1..7 blocks left, one reduction as above with H^r..H^1:
	 * HP walks the powers down from H^r (an address from the block
	 * count, which is public) */
	movq	NB, HP
	shlq	$4, HP
	leaq	-16(GKEY, HP), HP
	movdqu	(IN), X
	pshufb	BSWAP, X
	pxor	ACC, X
	MULADD	1, HP, 1
	decq	NB
	jz	5f
3:	addq	$16, IN
	subq	$16, HP
	movdqu	(IN), X
	pshufb	BSWAP, X
	MULADD	0, HP, 1
	decq	NB
	jnz	3b
5:	REDUCE
4:	pshufb	BSWAP, ACC
	movdqu	ACC, (Y)
	ret
END aesalt_ghash_aesni

	.section .rodata
	.p2align 4
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Lpoly:	/* y^127 + y^126 + y^121 + 1 as an integer: 0xC2 << 120 | 1 */
	.quad	1, 0xc200000000000000

	.section .note.GNU-stack, "", @progbits
