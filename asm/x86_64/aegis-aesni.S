/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with AESENC: the
 * aegis128, aegis128l and aegis256 slots of the "aesni" kernel
 * (absorb, enc, dec; see core/kernel.h for what each does).
 *
 * Depends on: AES-NI, SSE2.
 *
 * Constant time: AESENC, PXOR and PAND only, no branch but the block count.
 *
 * The update is S'_0 = R(S_last) ^ S_0 ^ M (^ M1 into S'_4 for
 * AEGIS-128L) and S'_i = R(S_(i-1)) ^ S_i otherwise, R one AES round:
 * AESENC computes exactly R(x) ^ k.  Done in place, "AESENC S_i, S_(i-1)"
 * turns register i-1 into S'_i, so with one spare register (a copy of
 * S_last that becomes S'_0) the state moves up one register per update.
 * The loop body is unrolled over a full turn of the registers (9, 6, 7
 * updates) with no move, and each update is followed by the count check,
 * whose exit stores the state from wherever that update left it.  All the
 * AESENCs of one update are independent: the latency of one round per
 * 16 or 32 bytes is the bound.
 *
 * Measured (real time, one-shot encryption with init and tag, beside the
 * same kernels' GCM): bench/results/x86_64-host.md, the aegis128l and
 * aegis256 tables and "AEGIS-128L faster than our GCM".
 */

#include "aesni-macros.h"

/* State in %xmm0..%xmm8 (rotating), message words A and B, keystream C
 * and D. */
#define ST %rdi
#define A %xmm9
#define B %xmm10
#define C %xmm11
#define D %xmm12

	.text

/* ---- AEGIS-128L: 8 words, 32-byte blocks ----------------------------- */

/* One block at the rotation (s0..s7 the logical words' registers, t the
 * spare).  op: 0 absorb, 1 enc, 2 dec. */
.macro L_BLOCK op, in, out, nb, exit, s0, s1, s2, s3, s4, s5, s6, s7, t
	movdqu	(\in), A
	movdqu	16(\in), B
.if \op
	/* z0 = S6 ^ S1 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7) */
	movdqa	%xmm\s2, C
	pand	%xmm\s3, C
	pxor	%xmm\s1, C
	pxor	%xmm\s6, C
	movdqa	%xmm\s6, D
	pand	%xmm\s7, D
	pxor	%xmm\s2, D
	pxor	%xmm\s5, D
.if \op == 1
	pxor	A, C
	pxor	B, D
	movdqu	C, (\out)
	movdqu	D, 16(\out)
.else
	pxor	C, A
	pxor	D, B
	movdqu	A, (\out)
	movdqu	B, 16(\out)
.endif
	addq	$32, \out
.endif
	addq	$32, \in
	movdqa	%xmm\s7, %xmm\t
	pxor	%xmm\s0, A
	pxor	%xmm\s4, B
	aesenc	A, %xmm\t
	aesenc	%xmm\s1, %xmm\s0
	aesenc	%xmm\s2, %xmm\s1
	aesenc	%xmm\s3, %xmm\s2
	aesenc	B, %xmm\s3
	aesenc	%xmm\s5, %xmm\s4
	aesenc	%xmm\s6, %xmm\s5
	aesenc	%xmm\s7, %xmm\s6
	decq	\nb
	jz	\exit
.endm

.macro STORE_STATE n, regs:vararg
	.set	i, 0
	.irp	r, \regs
	movdqu	%xmm\r, 16*i(ST)
	.set	i, i + 1
	.endr
.endm

.macro AEGIS128L name, op, in, out, nb
ENTRY \name
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqu	16*\i(ST), %xmm\i
	.endr
	testq	\nb, \nb
	jz	.Lx0\@
.Lloop\@:
	L_BLOCK	\op, \in, \out, \nb, .Lx1\@, 0, 1, 2, 3, 4, 5, 6, 7, 8
	L_BLOCK	\op, \in, \out, \nb, .Lx2\@, 8, 0, 1, 2, 3, 4, 5, 6, 7
	L_BLOCK	\op, \in, \out, \nb, .Lx3\@, 7, 8, 0, 1, 2, 3, 4, 5, 6
	L_BLOCK	\op, \in, \out, \nb, .Lx4\@, 6, 7, 8, 0, 1, 2, 3, 4, 5
	L_BLOCK	\op, \in, \out, \nb, .Lx5\@, 5, 6, 7, 8, 0, 1, 2, 3, 4
	L_BLOCK	\op, \in, \out, \nb, .Lx6\@, 4, 5, 6, 7, 8, 0, 1, 2, 3
	L_BLOCK	\op, \in, \out, \nb, .Lx7\@, 3, 4, 5, 6, 7, 8, 0, 1, 2
	L_BLOCK	\op, \in, \out, \nb, .Lx8\@, 2, 3, 4, 5, 6, 7, 8, 0, 1
	L_BLOCK	\op, \in, \out, \nb, .Lx0\@, 1, 2, 3, 4, 5, 6, 7, 8, 0
	jmp	.Lloop\@
.Lx0\@:	STORE_STATE 8, 0, 1, 2, 3, 4, 5, 6, 7
	jmp	.Ldone\@
.Lx1\@:	STORE_STATE 8, 8, 0, 1, 2, 3, 4, 5, 6
	jmp	.Ldone\@
.Lx2\@:	STORE_STATE 8, 7, 8, 0, 1, 2, 3, 4, 5
	jmp	.Ldone\@
.Lx3\@:	STORE_STATE 8, 6, 7, 8, 0, 1, 2, 3, 4
	jmp	.Ldone\@
.Lx4\@:	STORE_STATE 8, 5, 6, 7, 8, 0, 1, 2, 3
	jmp	.Ldone\@
.Lx5\@:	STORE_STATE 8, 4, 5, 6, 7, 8, 0, 1, 2
	jmp	.Ldone\@
.Lx6\@:	STORE_STATE 8, 3, 4, 5, 6, 7, 8, 0, 1
	jmp	.Ldone\@
.Lx7\@:	STORE_STATE 8, 2, 3, 4, 5, 6, 7, 8, 0
	jmp	.Ldone\@
.Lx8\@:	STORE_STATE 8, 1, 2, 3, 4, 5, 6, 7, 8
.Ldone\@:
	ret
END \name
.endm

/* ---- AEGIS-128: 5 words; AEGIS-256: 6 words; 16-byte blocks ---------- */

/* One block of a variant with n = 5 or 6 words: z = S1 ^ S4 ^ (S2 & S3)
 * (^ S5 for AEGIS-256); S'_0 = R(S_(n-1)) ^ S_0 ^ M. */
.macro W_BLOCK n, op, in, out, nb, exit, s0, s1, s2, s3, s4, s5, t=-1
	movdqu	(\in), A
.if \op
	movdqa	%xmm\s2, C
	pand	%xmm\s3, C
	pxor	%xmm\s1, C
	pxor	%xmm\s4, C
.if \n == 6
	pxor	%xmm\s5, C
.endif
.if \op == 1
	pxor	A, C
	movdqu	C, (\out)
.else
	pxor	C, A
	movdqu	A, (\out)
.endif
	addq	$16, \out
.endif
	addq	$16, \in
.if \n == 5
	/* s5 is the spare register here */
	movdqa	%xmm\s4, %xmm\s5
	pxor	%xmm\s0, A
	aesenc	A, %xmm\s5
	aesenc	%xmm\s1, %xmm\s0
	aesenc	%xmm\s2, %xmm\s1
	aesenc	%xmm\s3, %xmm\s2
	aesenc	%xmm\s4, %xmm\s3
.else
	movdqa	%xmm\s5, %xmm\t
	pxor	%xmm\s0, A
	aesenc	A, %xmm\t
	aesenc	%xmm\s1, %xmm\s0
	aesenc	%xmm\s2, %xmm\s1
	aesenc	%xmm\s3, %xmm\s2
	aesenc	%xmm\s4, %xmm\s3
	aesenc	%xmm\s5, %xmm\s4
.endif
	decq	\nb
	jz	\exit
.endm

.macro AEGIS128 name, op, in, out, nb
ENTRY \name
	.irp	i, 0, 1, 2, 3, 4
	movdqu	16*\i(ST), %xmm\i
	.endr
	testq	\nb, \nb
	jz	.Lx0\@
.Lloop\@:
	W_BLOCK	5, \op, \in, \out, \nb, .Lx1\@, 0, 1, 2, 3, 4, 5
	W_BLOCK	5, \op, \in, \out, \nb, .Lx2\@, 5, 0, 1, 2, 3, 4
	W_BLOCK	5, \op, \in, \out, \nb, .Lx3\@, 4, 5, 0, 1, 2, 3
	W_BLOCK	5, \op, \in, \out, \nb, .Lx4\@, 3, 4, 5, 0, 1, 2
	W_BLOCK	5, \op, \in, \out, \nb, .Lx5\@, 2, 3, 4, 5, 0, 1
	W_BLOCK	5, \op, \in, \out, \nb, .Lx0\@, 1, 2, 3, 4, 5, 0
	jmp	.Lloop\@
.Lx0\@:	STORE_STATE 5, 0, 1, 2, 3, 4
	jmp	.Ldone\@
.Lx1\@:	STORE_STATE 5, 5, 0, 1, 2, 3
	jmp	.Ldone\@
.Lx2\@:	STORE_STATE 5, 4, 5, 0, 1, 2
	jmp	.Ldone\@
.Lx3\@:	STORE_STATE 5, 3, 4, 5, 0, 1
	jmp	.Ldone\@
.Lx4\@:	STORE_STATE 5, 2, 3, 4, 5, 0
	jmp	.Ldone\@
.Lx5\@:	STORE_STATE 5, 1, 2, 3, 4, 5
.Ldone\@:
	ret
END \name
.endm

.macro AEGIS256 name, op, in, out, nb
ENTRY \name
	.irp	i, 0, 1, 2, 3, 4, 5
	movdqu	16*\i(ST), %xmm\i
	.endr
	testq	\nb, \nb
	jz	.Lx0\@
.Lloop\@:
	W_BLOCK	6, \op, \in, \out, \nb, .Lx1\@, 0, 1, 2, 3, 4, 5, 6
	W_BLOCK	6, \op, \in, \out, \nb, .Lx2\@, 6, 0, 1, 2, 3, 4, 5
	W_BLOCK	6, \op, \in, \out, \nb, .Lx3\@, 5, 6, 0, 1, 2, 3, 4
	W_BLOCK	6, \op, \in, \out, \nb, .Lx4\@, 4, 5, 6, 0, 1, 2, 3
	W_BLOCK	6, \op, \in, \out, \nb, .Lx5\@, 3, 4, 5, 6, 0, 1, 2
	W_BLOCK	6, \op, \in, \out, \nb, .Lx6\@, 2, 3, 4, 5, 6, 0, 1
	W_BLOCK	6, \op, \in, \out, \nb, .Lx0\@, 1, 2, 3, 4, 5, 6, 0
	jmp	.Lloop\@
.Lx0\@:	STORE_STATE 6, 0, 1, 2, 3, 4, 5
	jmp	.Ldone\@
.Lx1\@:	STORE_STATE 6, 6, 0, 1, 2, 3, 4
	jmp	.Ldone\@
.Lx2\@:	STORE_STATE 6, 5, 6, 0, 1, 2, 3
	jmp	.Ldone\@
.Lx3\@:	STORE_STATE 6, 4, 5, 6, 0, 1, 2
	jmp	.Ldone\@
.Lx4\@:	STORE_STATE 6, 3, 4, 5, 6, 0, 1
	jmp	.Ldone\@
.Lx5\@:	STORE_STATE 6, 2, 3, 4, 5, 6, 0
	jmp	.Ldone\@
.Lx6\@:	STORE_STATE 6, 1, 2, 3, 4, 5, 6
.Ldone\@:
	ret
END \name
.endm

/* void aesalt_aegis128l_absorb_aesni(aesalt_aegis_state *st,
 *                                    const uint8_t *in, size_t nblocks); */
	AEGIS128L aesalt_aegis128l_absorb_aesni, 0, %rsi, %rsi, %rdx
/* void aesalt_aegis128l_enc_aesni(aesalt_aegis_state *st, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks);
 * (and _dec, the same arguments) */
	AEGIS128L aesalt_aegis128l_enc_aesni, 1, %rdx, %rsi, %rcx
	AEGIS128L aesalt_aegis128l_dec_aesni, 2, %rdx, %rsi, %rcx

/* void aesalt_aegis128_absorb_aesni(aesalt_aegis_state *st,
 *                                   const uint8_t *in, size_t nblocks);
 * void aesalt_aegis128_enc_aesni(aesalt_aegis_state *st, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 * (and _dec) */
	AEGIS128 aesalt_aegis128_absorb_aesni, 0, %rsi, %rsi, %rdx
	AEGIS128 aesalt_aegis128_enc_aesni, 1, %rdx, %rsi, %rcx
	AEGIS128 aesalt_aegis128_dec_aesni, 2, %rdx, %rsi, %rcx

/* void aesalt_aegis256_absorb_aesni(aesalt_aegis_state *st,
 *                                   const uint8_t *in, size_t nblocks);
 * void aesalt_aegis256_enc_aesni(aesalt_aegis_state *st, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 * (and _dec) */
	AEGIS256 aesalt_aegis256_absorb_aesni, 0, %rsi, %rsi, %rdx
	AEGIS256 aesalt_aegis256_enc_aesni, 1, %rdx, %rsi, %rcx
	AEGIS256 aesalt_aegis256_dec_aesni, 2, %rdx, %rsi, %rcx

	.section .note.GNU-stack, "", @progbits
