/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Fused GCM (the optional gcm_enc/gcm_dec slots of the "aesni" kernel):
 * CTR32 and GHASH of the ciphertext in one pass over groups of eight
 * blocks.  Returns the bytes done (len rounded down to 128); the mode
 * layer finishes the rest with the ctr32 and ghash slots.
 *
 * Depends on: AES-NI, PCLMULQDQ, SSSE3 (PSHUFB), SSE2.  Constant time as
 * aes-aesni.S and ghash-aesni.S (the same instructions; branches only on
 * the length and the key size).
 *
 * Stitching.  The AES rounds of eight counter blocks and the GHASH of
 * eight ciphertext blocks are independent: after each of the nine middle
 * rounds that every key size has comes one block's three PCLMULQDQs
 * (Karatsuba) and, after the ninth, the reduction, so the multiplier and
 * the AES unit work side by side.
 *  - Encryption hashes the previous group's ciphertext while it encrypts
 *    the current one: the first group is encrypted alone, the last one
 *    hashed alone.
 *  - Decryption hashes the group it decrypts (read first, so in-place
 *    calls work).
 * The blocks to hash, byte-reversed (and the first one plus Y), and a copy
 * of the powers of H from the GHASH key sit in an aligned stack area, so
 * that PCLMULQDQ can take them as memory operands (legacy-SSE memory
 * operands must be aligned; the key structures are only 8-byte aligned).
 * The area is wiped before return.  The representation and the reduction
 * are those of ghash-aesni.S.
 *
 * Registers (all sixteen): xmm0-7 the AES blocks, xmm8 the round key,
 * xmm9-11 the Karatsuba sums (xmm9 holds Y between groups), xmm12-14
 * GHASH temporaries, xmm15 the counter (lane 3 little-endian).
 *
 * Measured: bench/results/x86_64-host.md, the aesni rows of the gcm-enc and
 * gcm-dec tables.
 * llvm-mca -mcpu=znver3: 108 cycles per 128-byte iteration (AES-256).
 */

#include "aesni-macros.h"

#define GK_H 8 /* ghash-aesni.S */

/* size_t aesalt_gcm_{enc,dec}_aesni(const aesalt_aes_key *key,
 *     const aesalt_ghash_key *gkey, uint8_t *out, const uint8_t *in,
 *     size_t len, uint8_t ctr[16], uint8_t y[16]);
 * SysV: y is the seventh argument, on the stack (16(%rbp) once the frame
 * is set up). */
#define KEY %rdi
#define GKEY %rsi
#define OUT %rdx
#define IN %rcx
#define LEN %r8
#define CTR %r9
#define YP %rsi /* after the powers are copied */
#define ROUNDS %eax
#define RKEND %r10
#define NG %r11 /* groups of eight blocks left */

#define K %xmm8
#define LO %xmm9
#define HI %xmm10
#define MID %xmm11
#define T1 %xmm12
#define T2 %xmm13
#define T3 %xmm14
#define CTRV %xmm15

#define B8 %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5, %xmm6, %xmm7

/* stack area (16-byte aligned; the bytes done at 0) */
#define S_RET 0
#define S_P 16	 /* H^k at 16 (k - 1) */
#define S_K 144	 /* Karatsuba factors */
#define S_X 272	 /* blocks to hash */
#define S_SIZE 400

	.text

/* one block of the group in S_X: X_i times H^(8-i), into LO/HI/MID */
.macro GSTEP i
	movdqa	S_X+16*\i(%rsp), T3
	pshufd	$0x4e, T3, T2
	pxor	T3, T2
	movdqa	T3, T1
	pclmulqdq $0x00, S_P+16*(7-\i)(%rsp), T1
	pclmulqdq $0x11, S_P+16*(7-\i)(%rsp), T3
	pclmulqdq $0x00, S_K+16*(7-\i)(%rsp), T2
.if \i == 0
	movdqa	T1, LO
	movdqa	T3, HI
	movdqa	T2, MID
.else
	pxor	T1, LO
	pxor	T3, HI
	pxor	T2, MID
.endif
.endm

/* LO = the reduced sum (ghash-aesni.S's REDUCE) */
.macro GREDUCE
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
.endm

.macro GHASH_GROUP
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	GSTEP	\i
	.endr
	GREDUCE
.endm

/* eight counter blocks with rk[0] added */
.macro COUNTERS
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqa	CTRV, %xmm\i
	paddd	.Lone32(%rip), CTRV
	.endr
	movdqu	KEY_RK(KEY), K
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	pshufb	.Lswap32(%rip), %xmm\i
	pxor	K, %xmm\i
	.endr
.endm

/* rounds 1..Nr of the eight blocks, GHASH of S_X stitched into the nine
 * middle rounds every key size has */
.macro ROUNDS_STITCHED
	cmpl	$12, ROUNDS
	jb	.Ls10\@
	je	.Ls12\@
	ROUND	aesenc, RKEND, -208, K, B8
	ROUND	aesenc, RKEND, -192, K, B8
.Ls12\@:
	ROUND	aesenc, RKEND, -176, K, B8
	ROUND	aesenc, RKEND, -160, K, B8
.Ls10\@:
	ROUND	aesenc, RKEND, -144, K, B8
	GSTEP	0
	ROUND	aesenc, RKEND, -128, K, B8
	GSTEP	1
	ROUND	aesenc, RKEND, -112, K, B8
	GSTEP	2
	ROUND	aesenc, RKEND, -96, K, B8
	GSTEP	3
	ROUND	aesenc, RKEND, -80, K, B8
	GSTEP	4
	ROUND	aesenc, RKEND, -64, K, B8
	GSTEP	5
	ROUND	aesenc, RKEND, -48, K, B8
	GSTEP	6
	ROUND	aesenc, RKEND, -32, K, B8
	GSTEP	7
	ROUND	aesenc, RKEND, -16, K, B8
	GREDUCE
	ROUND	aesenclast, RKEND, 0, K, B8
.endm

/* out = blocks ^ in (in read before any store: in place works) */
.macro XOR_STORE
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqu	16*\i(IN), K
	pxor	K, %xmm\i
	.endr
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqu	%xmm\i, 16*\i(OUT)
	.endr
.endm

/* S_X = the eight blocks in regs, byte-reversed, Y (LO) added to the
 * first */
.macro SAVE_X
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	pshufb	.Lbswap(%rip), %xmm\i
	.endr
	pxor	LO, %xmm0
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqa	%xmm\i, S_X+16*\i(%rsp)
	.endr
.endm

/* frame, S_P/S_K from gkey, Y into LO, the counter into CTRV; returns
 * (jumps to \none) when len < 128 */
.macro PROLOGUE none
	movq	LEN, %rax
	andq	$-128, %rax
	jz	\none
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$S_SIZE, %rsp
	andq	$-16, %rsp
	movq	%rax, S_RET(%rsp)
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movdqu	GK_H+16*\i(GKEY), K
	movdqa	K, S_P+16*\i(%rsp)
	.endr
	movq	16(%rbp), YP
	movdqu	(YP), LO
	pshufb	.Lbswap(%rip), LO
	movdqu	(CTR), CTRV
	pshufb	.Lswap32(%rip), CTRV
	KEY_END	KEY, ROUNDS, RKEND
	movq	LEN, NG
	shrq	$7, NG
.endm

/* y, ctr back; wipe the area; return the bytes done */
.macro EPILOGUE
	pshufb	.Lbswap(%rip), LO
	movdqu	LO, (YP)
	pshufb	.Lswap32(%rip), CTRV
	movdqu	CTRV, (CTR)
	pxor	K, K
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23
	movdqa	K, S_P+16*\i(%rsp)
	.endr
	movq	S_RET(%rsp), %rax
	movq	%rbp, %rsp
	popq	%rbp
	ret
.endm

ENTRY aesalt_gcm_enc_aesni
	PROLOGUE 9f
	/* the first group: encrypt only */
	COUNTERS
	MIDDLE	aesenc, ROUNDS, RKEND, K, B8
	ROUND	aesenclast, RKEND, 0, K, B8
	XOR_STORE
	SAVE_X
	addq	$128, IN
	addq	$128, OUT
	decq	NG
	jz	2f
1:	COUNTERS
	ROUNDS_STITCHED
	XOR_STORE
	SAVE_X
	addq	$128, IN
	addq	$128, OUT
	decq	NG
	jnz	1b
	/* the last group: hash only */
2:	GHASH_GROUP
	EPILOGUE
9:	ret
END aesalt_gcm_enc_aesni

ENTRY aesalt_gcm_dec_aesni
	PROLOGUE 9f
1:	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqu	16*\i(IN), %xmm\i
	.endr
	SAVE_X
	COUNTERS
	ROUNDS_STITCHED
	XOR_STORE
	addq	$128, IN
	addq	$128, OUT
	decq	NG
	jnz	1b
	EPILOGUE
9:	ret
END aesalt_gcm_dec_aesni

	.section .rodata
	.p2align 4
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Lswap32:
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 14, 13, 12
.Lone32:
	.long	0, 0, 0, 1
.Lpoly:
	.quad	1, 0xc200000000000000

	.section .note.GNU-stack, "", @progbits
