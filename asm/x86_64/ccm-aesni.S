/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Fused CCM with AES-NI: the ccm_enc/ccm_dec slots of the "aesni" kernel
 * (and of "vaes", which has nothing wider to offer here).
 *
 * Depends on: AES-NI, SSSE3 (PSHUFB for the counter), SSE2.
 *
 * CCM's CBC-MAC is one serial chain, ten to fourteen AESENC latencies a
 * block, while its CTR blocks are independent.  Separate passes pay the
 * chain and then the CTR pass; here every round of the chain block is
 * paired with the same round of one CTR block, which the AES unit runs
 * in the chain's latency shadow, so the keystream costs next to nothing
 * and the message is read once.  Decryption needs block i's plaintext
 * before its MAC step, so its keystream runs one block ahead: the chain
 * of block i is paired with the keystream of block i+1.
 *
 * Constant time: as aes-aesni.S (branches on the block count and the key
 * size only; addresses are the key, the buffers and the round position).
 *
 * Measured (real time, whole CCM messages through the public API, beside
 * OpenSSL, Mbed TLS and wolfSSL): bench/results/x86_64-host.md, the ccm-enc
 * tables.
 */

#include "aesni-macros.h"

/* SysV AMD64 (README.md): six arguments in registers. */
#define KEY %rdi
#define OUT %rsi
#define IN %rdx
#define NB %rcx
#define CTR %r8 /* ctr[16], in and out */
#define MAC %r9 /* x[16]: the CBC-MAC chaining value, in and out */
#define ROUNDS %eax
#define RKEND %r10

#define X %xmm0	   /* chaining value */
#define S %xmm1	   /* keystream block */
#define D %xmm2	   /* data block */
#define K %xmm8	   /* round key being applied */
#define RK0 %xmm9  /* rk[0] */
#define CTRV %xmm10 /* counter, lane 3 little-endian (as aes-aesni.S) */
#define SWAP %xmm11 /* PSHUFB mask: reverse bytes 12..15 */
#define ONE %xmm12  /* {0, 0, 0, 1} */

/* S = the next counter block in byte order; CTRV += 1 (mod 2^32) */
.macro NEXT_CTR
	movdqa	CTRV, S
	paddd	ONE, CTRV
	pshufb	SWAP, S
.endm

.macro SETUP
	CTR32_START KEY, ROUNDS, RKEND, RK0, SWAP, ONE, CTRV, CTR
	movdqu	(MAC), X
.endm

.macro FINISH
	pshufb	SWAP, CTRV
	movdqu	CTRV, (CTR)
	movdqu	X, (MAC)
	pxor	X, X			/* the chain and keystream are secret */
	pxor	S, S
	pxor	D, D
	ret
.endm

	.text

/* void aesalt_ccm_enc_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                           const uint8_t *in, size_t nblocks,
 *                           uint8_t ctr[16], uint8_t x[16]);
 * For each block p: x = E(x ^ p), out = p ^ E(ctr), ctr += 1 (low 32 bits).
 * p is loaded before out is stored: in place works. */
ENTRY aesalt_ccm_enc_aesni
	SETUP
	testq	NB, NB
	jz	2f
1:	movdqu	(IN), D
	pxor	D, X
	NEXT_CTR
	CIPHER	aesenc, aesenclast, ROUNDS, RKEND, K, RK0, X, S
	pxor	D, S
	movdqu	S, (OUT)
	addq	$16, IN
	addq	$16, OUT
	decq	NB
	jnz	1b
2:	FINISH
END aesalt_ccm_enc_aesni

/* void aesalt_ccm_dec_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                           const uint8_t *in, size_t nblocks,
 *                           uint8_t ctr[16], uint8_t x[16]);
 * For each block c: p = c ^ E(ctr), out = p, x = E(x ^ p), ctr += 1.
 * S holds the keystream of the current block, made in the previous
 * iteration (the first one alone); exactly nblocks keystream blocks are
 * made, so CTRV ends at ctr + nblocks. */
ENTRY aesalt_ccm_dec_aesni
	SETUP
	testq	NB, NB
	jz	3f
	NEXT_CTR
	CIPHER	aesenc, aesenclast, ROUNDS, RKEND, K, RK0, S
1:	movdqu	(IN), D
	pxor	S, D
	movdqu	D, (OUT)
	pxor	D, X
	addq	$16, IN
	addq	$16, OUT
	decq	NB
	jz	2f
	NEXT_CTR
	CIPHER	aesenc, aesenclast, ROUNDS, RKEND, K, RK0, X, S
	jmp	1b
2:	CIPHER	aesenc, aesenclast, ROUNDS, RKEND, K, RK0, X
3:	FINISH
END aesalt_ccm_dec_aesni

	.section .rodata
	.p2align 4
.Lswap32:	/* PSHUFB: bytes 0..11 in place, 12..15 reversed */
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 14, 13, 12
.Lone32:
	.long	0, 0, 0, 1

	.section .note.GNU-stack, "", @progbits
