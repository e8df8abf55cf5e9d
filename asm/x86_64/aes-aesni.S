/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with AES-NI: the AES slots of the "aesni" kernel (key expansion in
 * both directions, ECB, CBC, CFB encryption, OFB, CTR32, XTS).
 *
 * Depends on: AES-NI, SSSE3 (PSHUFB for the counter), PCLMULQDQ (the XTS
 * tweak step), SSE2.  No AVX: the
 * legacy encodings run on every AES-NI CPU (Westmere and later).
 *
 * Constant time: AESENC/AESDEC/AESKEYGENASSIST/AESIMC take the same time
 * whatever the data; every branch is on a block count, the key size or the
 * (public) position in the key schedule; every address is the key, the
 * buffers or the stack at a public offset.
 *
 * Eight blocks in flight: AESENC has a latency of 4 cycles (Zen 3, Ice
 * Lake; 7 on Haswell) and two (one) issue per cycle, so eight independent
 * blocks keep the AES units busy; CBC encryption is serial by definition
 * and runs at the latency.  ECB, CBC-dec, CTR32 and XTS take groups of
 * eight; what is left, ECB and CTR32 take in one group each of four, two
 * and one (a 64-byte message is four blocks side by side, not four
 * latencies: issue 25's short-message cells), CBC-dec and XTS block by
 * block.
 *
 * Measured: bench/results/x86_64-host.md (real time beside OpenSSL, Mbed
 * TLS and wolfSSL), the aesni rows of the ecb, cbc-dec, ctr, xts and (CBC
 * encryption, serial: one AESENC latency a round) cbc-enc tables.
 */

#include "aesni-macros.h"

/* SysV AMD64: arguments in rdi, rsi, rdx, rcx, r8 (Win64 differs, see
 * README.md: this file is SysV only). */
#define KEY %rdi
#define OUT %rsi
#define IN %rdx
#define NB %rcx
#define IV %r8 /* iv, ctr or tweak */
#define ROUNDS %eax
#define RKEND %r9
#define PTR %r10

#define K %xmm8   /* round key being applied */
#define RK0 %xmm9 /* rk[0] */
#define T0 %xmm10
#define T1 %xmm11
#define T2 %xmm12
#define T3 %xmm13
#define T4 %xmm14
#define T5 %xmm15

#define B8 %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5, %xmm6, %xmm7

	.text

/* ---- key expansion --------------------------------------------------- */

/* void aesalt_aes_setkey_enc_aesni(aesalt_aes_key *key, const uint8_t *k,
 *                                  unsigned bits);
 * FIPS-197 5.2 a round key (AES-192: six words) at a time, SubWord,
 * RotWord and the round constant from AESKEYGENASSIST; the round keys are
 * the key bytes in order, the layout AESENC expects. */
ENTRY aesalt_aes_setkey_enc_aesni
	call	.Lexpand
	ret
END aesalt_aes_setkey_enc_aesni

/* x = x ^ (x << 32) ^ (x << 64) ^ (x << 96): each word the XOR of itself
 * and the words below it (FIPS-197 5.2's w[i] = w[i-Nk] ^ w[i-1] chain
 * over one block of four words), three 4-byte shifts through tmp */
.macro PREFIX4 x, tmp
	movdqa	\x, \tmp
	pslldq	$4, \tmp
	pxor	\tmp, \x
	pslldq	$4, \tmp
	pxor	\tmp, \x
	pslldq	$4, \tmp
	pxor	\tmp, \x
.endm

/* one round key: \dst = PREFIX4(\dst) ^ t, t = lane \sel of
 * AESKEYGENASSIST(\src, \rcon) broadcast, stored as rk[\r] (FIPS-197 5.2
 * four words at a time: w[i] = w[i-Nk] ^ ... ^ t) */
.macro KEYSTEP rcon, src, sel, dst, r
	aeskeygenassist $\rcon, \src, %xmm1
	pshufd	$\sel, %xmm1, %xmm1
	PREFIX4	\dst, %xmm2
	pxor	%xmm1, \dst
	movdqu	\dst, KEY_RK+16*\r(KEY)
.endm

/* AES-128 (xmm0: the previous round key): t = RotWord(SubWord(w[4r-1])) ^
 * rcon, AESKEYGENASSIST's dword 3. */
.macro EXPAND128 rcon, r
	KEYSTEP	\rcon, %xmm0, 0xff, %xmm0, \r
.endm

/* AES-256, two round keys a step: xmm0 holds the even one (w[8s..8s+3]),
 * xmm3 the odd one (w[8s+4..8s+7]).  The even key takes RotWord(SubWord())
 * ^ rcon of the odd key's last word (dword 3), the odd key SubWord() of
 * the even key's last word (dword 2, no rotation, no rcon), as FIPS-197
 * 5.2 does for Nk = 8 and i mod 8 = 4. */
.macro EXPAND256A rcon, r
	KEYSTEP	\rcon, %xmm3, 0xff, %xmm0, \r
.endm
.macro EXPAND256B r
	KEYSTEP	0, %xmm0, 0xaa, %xmm3, \r
.endm

/* AES-192, six words a step: xmm0 holds w[6s..6s+3], lanes 0-1 of xmm3
 * w[6s+4..6s+5] (lanes 2-3 are don't-care).  The first four new words take
 * RotWord(SubWord(w[6s+5])) ^ rcon (AESKEYGENASSIST dword 1: lane 1 of
 * xmm3); then w[6s+10] = w[6s+4] ^ w[6s+9] and w[6s+11] = w[6s+5] ^
 * w[6s+10], i.e. the lane prefix of xmm3 XOR the broadcast last word of
 * xmm0.  The schedule is 52 words: the eighth step stores only four. */
.macro EXPAND192 rcon, s
	aeskeygenassist $\rcon, %xmm3, %xmm1
	pshufd	$0x55, %xmm1, %xmm1
	PREFIX4	%xmm0, %xmm2
	pxor	%xmm1, %xmm0
	movdqa	%xmm3, %xmm2
	pslldq	$4, %xmm2
	pxor	%xmm2, %xmm3
	pshufd	$0xff, %xmm0, %xmm2
	pxor	%xmm2, %xmm3
	movdqu	%xmm0, KEY_RK+24*\s(KEY)
.if \s < 8
	movq	%xmm3, KEY_RK+24*\s+16(KEY)
.endif
.endm

/* rdi key, rsi k, edx bits; clobbers xmm0-xmm3 (cleared on return).
 * Block-wise for every key size (Mbed TLS's one-shot CMAC, for one, sets
 * the key up per message), no branch but on the key size. */
	.p2align 4
.Lexpand:
	movdqu	(%rsi), %xmm0
	movdqu	%xmm0, KEY_RK(KEY)
	cmpl	$192, %edx
	je	.Lexpand192
	ja	.Lexpand256
	movl	$10, KEY_ROUNDS(KEY)
	EXPAND128 0x01, 1
	EXPAND128 0x02, 2
	EXPAND128 0x04, 3
	EXPAND128 0x08, 4
	EXPAND128 0x10, 5
	EXPAND128 0x20, 6
	EXPAND128 0x40, 7
	EXPAND128 0x80, 8
	EXPAND128 0x1b, 9
	EXPAND128 0x36, 10
	jmp	.Lexpand_done
.Lexpand192:
	movl	$12, KEY_ROUNDS(KEY)
	movq	16(%rsi), %xmm3
	movq	%xmm3, KEY_RK+16(KEY)
	EXPAND192 0x01, 1
	EXPAND192 0x02, 2
	EXPAND192 0x04, 3
	EXPAND192 0x08, 4
	EXPAND192 0x10, 5
	EXPAND192 0x20, 6
	EXPAND192 0x40, 7
	EXPAND192 0x80, 8
	jmp	.Lexpand_done
.Lexpand256:
	movl	$14, KEY_ROUNDS(KEY)
	movdqu	16(%rsi), %xmm3
	movdqu	%xmm3, KEY_RK+16(KEY)
	EXPAND256A 0x01, 2
	EXPAND256B 3
	EXPAND256A 0x02, 4
	EXPAND256B 5
	EXPAND256A 0x04, 6
	EXPAND256B 7
	EXPAND256A 0x08, 8
	EXPAND256B 9
	EXPAND256A 0x10, 10
	EXPAND256B 11
	EXPAND256A 0x20, 12
	EXPAND256B 13
	EXPAND256A 0x40, 14
.Lexpand_done:
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	pxor	%xmm2, %xmm2
	pxor	%xmm3, %xmm3
	ret

/* void aesalt_aes_setkey_dec_aesni(aesalt_aes_key *key, const uint8_t *k,
 *                                  unsigned bits);
 * The encryption schedule reversed, with InvMixColumns (AESIMC) on every
 * round key but the first and the last: the equivalent inverse cipher
 * (FIPS-197 5.3.5) that AESDEC computes. */
ENTRY aesalt_aes_setkey_dec_aesni
	call	.Lexpand
	KEY_END	KEY, ROUNDS, RKEND
	leaq	KEY_RK(KEY), PTR
	movdqu	(PTR), %xmm0
	movdqu	(RKEND), %xmm1
	movdqu	%xmm0, (RKEND)
	movdqu	%xmm1, (PTR)
1:	addq	$16, PTR
	subq	$16, RKEND
	cmpq	RKEND, PTR
	jae	2f
	movdqu	(PTR), %xmm0
	movdqu	(RKEND), %xmm1
	aesimc	%xmm0, %xmm0
	aesimc	%xmm1, %xmm1
	movdqu	%xmm0, (RKEND)
	movdqu	%xmm1, (PTR)
	jmp	1b
2:	movdqu	(PTR), %xmm0		/* the middle key (Nr even) */
	aesimc	%xmm0, %xmm0
	movdqu	%xmm0, (PTR)
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	ret
END aesalt_aes_setkey_dec_aesni

/* ---- ECB ------------------------------------------------------------- */

.macro LOAD8 src
	movdqu	0(\src), %xmm0
	movdqu	16(\src), %xmm1
	movdqu	32(\src), %xmm2
	movdqu	48(\src), %xmm3
	movdqu	64(\src), %xmm4
	movdqu	80(\src), %xmm5
	movdqu	96(\src), %xmm6
	movdqu	112(\src), %xmm7
.endm

.macro STORE8 dst
	movdqu	%xmm0, 0(\dst)
	movdqu	%xmm1, 16(\dst)
	movdqu	%xmm2, 32(\dst)
	movdqu	%xmm3, 48(\dst)
	movdqu	%xmm4, 64(\dst)
	movdqu	%xmm5, 80(\dst)
	movdqu	%xmm6, 96(\dst)
	movdqu	%xmm7, 112(\dst)
.endm

/* out_i ^= in_i for the eight blocks (through K: unaligned input) */
.macro XORIN8 src
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqu	16*\i(\src), K
	pxor	K, %xmm\i
	.endr
.endm

/* The 0..7 blocks after the groups of eight (NB is their count minus 8):
 * one group each of four, two and one as the bits of the count say, so
 * a short message's blocks go through the rounds side by side instead of
 * one after the other (a round's latency is several cycles; a lone block
 * leaves the AES unit mostly idle).  Branches on the block count only. */
.macro ECB_GROUP n, op, oplast, regs:vararg
	testq	$\n, NB
	jz	.Lg\@
	.irp	r, \regs
	movdqu	(IN), \r
	addq	$16, IN
	.endr
	CIPHER	\op, \oplast, ROUNDS, RKEND, K, RK0, \regs
	.irp	r, \regs
	movdqu	\r, (OUT)
	addq	$16, OUT
	.endr
.Lg\@:
.endm

.macro ECB name, op, oplast
/* void aesalt_aes_ecb_<dir>_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks); */
ENTRY \name
	KEY_END	KEY, ROUNDS, RKEND
	movdqu	KEY_RK(KEY), RK0
	subq	$8, NB
	jb	2f
1:	LOAD8	IN
	CIPHER	\op, \oplast, ROUNDS, RKEND, K, RK0, B8
	STORE8	OUT
	addq	$128, IN
	addq	$128, OUT
	subq	$8, NB
	jae	1b
2:	ECB_GROUP 4, \op, \oplast, %xmm0, %xmm1, %xmm2, %xmm3
	ECB_GROUP 2, \op, \oplast, %xmm0, %xmm1
	ECB_GROUP 1, \op, \oplast, %xmm0
	ret
END \name
.endm

	ECB	aesalt_aes_ecb_enc_aesni, aesenc, aesenclast
	ECB	aesalt_aes_ecb_dec_aesni, aesdec, aesdeclast

/* ---- CBC ------------------------------------------------------------- */

/* The serial chains (CBC and CFB encryption) hold no XOR: the chain of
 * a block is its Nr rounds and nothing else.  The next block's input XOR
 * and rk[0] ride in the last round's key (AESENCLAST ends with "^ key"),
 * computed beside the rounds: aesenclast(rk[Nr] ^ d, x) = E(x) ^ d, the
 * next block's state after round 0, and the ciphertext to store is that
 * XOR d again, off the chain.  A chain with the two XORs in it runs two
 * cycles a block slower (some 6% of an AES-128 block). */

/* void aesalt_aes_cbc_enc_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks,
 *                               uint8_t iv[16]);
 * Serial: each block needs the previous ciphertext.  xmm0 is the state of
 * block i after round 0 (C[i-1] ^ P[i] ^ rk[0]); d = P[i+1] ^ rk[0].  Every
 * input block is loaded before the output block before it is stored, so
 * in place works. */
ENTRY aesalt_aes_cbc_enc_aesni
	KEY_END	KEY, ROUNDS, RKEND
	movdqu	KEY_RK(KEY), RK0
	movdqu	(RKEND), T1		/* rk[Nr] */
	movdqu	(IV), %xmm0
	testq	NB, NB
	jz	3f
	movdqu	(IN), T0
	pxor	RK0, T0
	pxor	T0, %xmm0
1:	MIDDLE	aesenc, ROUNDS, RKEND, K, %xmm0
	decq	NB
	jz	2f
	movdqu	16(IN), T2
	pxor	RK0, T2			/* d */
	movdqa	T1, T0
	pxor	T2, T0
	aesenclast T0, %xmm0		/* C[i] ^ d: block i+1 after round 0 */
	movdqa	%xmm0, T3
	pxor	T2, T3			/* C[i] */
	movdqu	T3, (OUT)
	addq	$16, IN
	addq	$16, OUT
	jmp	1b
2:	aesenclast T1, %xmm0
	movdqu	%xmm0, (OUT)
3:	movdqu	%xmm0, (IV)
	ret
END aesalt_aes_cbc_enc_aesni

/* void aesalt_aes_cfb_enc_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks,
 *                               uint8_t iv[16]);
 * CFB128 encryption, serial as CBC encryption: the chaining value stays
 * in xmm0 from block to block (a call per block from C would take it
 * through memory and pay the call in every block).  xmm0 is C[i-1] ^
 * rk[0]; C[i] = E(C[i-1]) ^ P[i], so with d = P[i] ^ rk[0] the last round
 * gives C[i] ^ rk[0], the next state, at once.  Each input block is
 * loaded before its output block is stored (in place works). */
ENTRY aesalt_aes_cfb_enc_aesni
	KEY_END	KEY, ROUNDS, RKEND
	movdqu	KEY_RK(KEY), RK0
	movdqu	(RKEND), T1		/* rk[Nr] */
	movdqu	(IV), %xmm0
	testq	NB, NB
	jz	3f
	pxor	RK0, %xmm0
1:	MIDDLE	aesenc, ROUNDS, RKEND, K, %xmm0
	movdqu	(IN), T2		/* P[i] */
	movdqa	T1, T0
	pxor	T2, T0
	decq	NB
	jz	2f
	pxor	RK0, T0
	aesenclast T0, %xmm0		/* C[i] ^ rk[0] */
	movdqa	%xmm0, T3
	pxor	RK0, T3			/* C[i] */
	movdqu	T3, (OUT)
	addq	$16, IN
	addq	$16, OUT
	jmp	1b
2:	aesenclast T0, %xmm0		/* C[i] */
	movdqu	%xmm0, (OUT)
3:	movdqu	%xmm0, (IV)
	ret
END aesalt_aes_cfb_enc_aesni

/* void aesalt_aes_ofb_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                           const uint8_t *in, size_t nblocks,
 *                           uint8_t iv[16]);
 * OFB: the keystream chain X[i] = E(X[i-1]), out = in ^ X[i].  xmm0 is
 * X[i-1] ^ rk[0]; the last round with rk[Nr] ^ rk[0] gives X[i] ^ rk[0],
 * the next state, and X[i] is recovered beside the rounds.  Each input
 * block is loaded before its output block is stored (in place works). */
ENTRY aesalt_aes_ofb_aesni
	KEY_END	KEY, ROUNDS, RKEND
	movdqu	KEY_RK(KEY), RK0
	movdqu	(RKEND), T1		/* rk[Nr] */
	movdqu	(IV), %xmm0
	testq	NB, NB
	jz	3f
	movdqa	T1, T4
	pxor	RK0, T4			/* rk[Nr] ^ rk[0] */
	pxor	RK0, %xmm0
1:	MIDDLE	aesenc, ROUNDS, RKEND, K, %xmm0
	decq	NB
	jz	2f
	aesenclast T4, %xmm0		/* X[i] ^ rk[0] */
	movdqa	%xmm0, T3
	pxor	RK0, T3			/* X[i] */
	movdqu	(IN), T2
	pxor	T2, T3
	movdqu	T3, (OUT)
	addq	$16, IN
	addq	$16, OUT
	jmp	1b
2:	aesenclast T1, %xmm0		/* X[i] */
	movdqu	(IN), T2
	pxor	%xmm0, T2
	movdqu	T2, (OUT)
3:	movdqu	%xmm0, (IV)
	ret
END aesalt_aes_ofb_aesni

/* void aesalt_aes_cbc_dec_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks,
 *                               uint8_t iv[16]);
 * Eight blocks at a time.  In place (out == in) works because every input
 * block a group needs (its eight and the chaining values) is loaded before
 * the group's first store. */
ENTRY aesalt_aes_cbc_dec_aesni
	KEY_END	KEY, ROUNDS, RKEND
	movdqu	KEY_RK(KEY), RK0
	movdqu	(IV), T0		/* chaining value */
	subq	$8, NB
	jb	2f
1:	LOAD8	IN
	CIPHER	aesdec, aesdeclast, ROUNDS, RKEND, K, RK0, B8
	pxor	T0, %xmm0
	.irp	i, 1, 2, 3, 4, 5, 6, 7
	movdqu	16*(\i-1)(IN), K
	pxor	K, %xmm\i
	.endr
	movdqu	112(IN), T0
	STORE8	OUT
	addq	$128, IN
	addq	$128, OUT
	subq	$8, NB
	jae	1b
2:	addq	$8, NB
	jz	4f
3:	movdqu	(IN), %xmm0
	movdqa	%xmm0, T1
	CIPHER	aesdec, aesdeclast, ROUNDS, RKEND, K, RK0, %xmm0
	pxor	T0, %xmm0
	movdqa	T1, T0
	movdqu	%xmm0, (OUT)
	addq	$16, IN
	addq	$16, OUT
	decq	NB
	jnz	3b
4:	movdqu	T0, (IV)
	ret
END aesalt_aes_cbc_dec_aesni

/* ---- CTR32 ----------------------------------------------------------- */

/* void aesalt_aes_ctr32_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks,
 *                             uint8_t ctr[16]);
 * The counter block is kept with its last word byte-reversed (a
 * little-endian integer in lane 3), so PADDD steps it modulo 2^32 without
 * touching bytes 0..11, and one PSHUFB per block gives the counter bytes
 * back. */
#define CTRV T0	 /* counter, lane 3 little-endian */
#define SWAP T1	 /* PSHUFB mask: reverse bytes 12..15 */
#define ONE T2	 /* {0, 0, 0, 1} */
/* The 0..7 blocks after the groups of eight, as ECB_GROUP. */
.macro CTR_GROUP n, regs:vararg
	testq	$\n, NB
	jz	.Lc\@
	.irp	r, \regs
	movdqa	CTRV, \r
	paddd	ONE, CTRV
	pshufb	SWAP, \r
	.endr
	CIPHER	aesenc, aesenclast, ROUNDS, RKEND, K, RK0, \regs
	.irp	r, \regs
	movdqu	(IN), K
	pxor	K, \r
	movdqu	\r, (OUT)
	addq	$16, IN
	addq	$16, OUT
	.endr
.Lc\@:
.endm
ENTRY aesalt_aes_ctr32_aesni
	CTR32_START KEY, ROUNDS, RKEND, RK0, SWAP, ONE, CTRV, IV
	subq	$8, NB
	jb	2f
1:	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqa	CTRV, %xmm\i
	paddd	ONE, CTRV
	.endr
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	pshufb	SWAP, %xmm\i
	.endr
	CIPHER	aesenc, aesenclast, ROUNDS, RKEND, K, RK0, B8
	XORIN8	IN
	STORE8	OUT
	addq	$128, IN
	addq	$128, OUT
	subq	$8, NB
	jae	1b
2:	CTR_GROUP 4, %xmm0, %xmm1, %xmm2, %xmm3
	CTR_GROUP 2, %xmm0, %xmm1
	CTR_GROUP 1, %xmm0
	pshufb	SWAP, CTRV
	movdqu	CTRV, (IV)
	ret
END aesalt_aes_ctr32_aesni
#undef CTRV
#undef SWAP
#undef ONE

/* ---- XTS ------------------------------------------------------------- */

/* T = T * x in GF(2^128), IEEE 1619's little-endian order: shift the two
 * 64-bit halves left, carry bit 63 into bit 64, and fold bit 127 back as
 * 0x87.  The carries come from sign masks (PSRAD), never a branch. */
#define TW T0	  /* current tweak */
#define GFMASK T1 /* {0x87, 0, 1, 0} */
#define RKN T2	  /* rk[Nr] */
#define TMP T3
#define SGN T4	  /* carry masks of the tweak chain (NEXT_TWEAK_SGN) */
.macro NEXT_TWEAK
	pshufd	$0x13, TW, TMP		/* lanes {3, 0, 1, 0}: signs of bits 127 and 63 */
	psrad	$31, TMP
	pand	GFMASK, TMP
	paddq	TW, TW
	pxor	TMP, TW
.endm

#define S_T 0	 /* XTS stack area: the group's tweaks */
#define S_L 128 /* rk[Nr] ^ each tweak */

/* NEXT_TWEAK with the carry masks taken from SGN, which the group set to
 * PSHUFD $0x13 of its first tweak and which each step doubles (PADDD):
 * after k steps the sign bits of its lanes 0 and 2 are that tweak's bits
 * 127 - k and 63 - k, which are bits 127 and 63 of the current tweak (for
 * k < 56, before the folded bits reach bit 63).  The tweak's own chain is
 * then PADDQ and PXOR, two cycles a step instead of four; the masks come
 * from the one-cycle PADDD chain beside it. */
.macro NEXT_TWEAK_SGN
	movdqa	SGN, TMP
	psrad	$31, TMP
	pand	GFMASK, TMP
	paddq	TW, TW
	pxor	TMP, TW
	paddd	SGN, SGN
.endm

/* one round of the eight blocks, then the next group's tweak \i: S_T[i]
 * = T, T *= x (stored before the group's last round reads S_L, after its
 * first read S_T) */
.macro XTS_ROUND op, off, i
	ROUND	\op, RKEND, \off, K, B8
.if \i >= 0
	movdqa	TW, S_T+16*\i(%rsp)
	NEXT_TWEAK_SGN
.endif
.endm

.macro XTS name, op, oplast
/* void aesalt_aes_xts_<dir>_aesni(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t tweak[16]);
 * Each block's tweak is XORed into rk[0]'s addition on the way in, and
 * into the last round key on the way out (the last round ends with the
 * key's XOR, so AESENCLAST(x, rk[Nr] ^ T) = E(x) ^ T).  In the groups of
 * eight the tweaks T_i sit in an aligned stack area (S_T, with
 * rk[Nr] ^ T_i in S_L), and the serial doubling that makes the next
 * group's eight runs one step after each of the nine middle rounds, where
 * the AES latency hides its chain.  Both areas are wiped before return. */
ENTRY \name
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$256, %rsp
	andq	$-16, %rsp
	KEY_END	KEY, ROUNDS, RKEND
	movdqu	KEY_RK(KEY), RK0
	movdqu	(RKEND), RKN
	movdqa	.Lxtsmask(%rip), GFMASK
	movdqu	(IV), TW
	subq	$8, NB
	jb	2f
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqa	TW, S_T+16*\i(%rsp)
	NEXT_TWEAK
	.endr
1:	pshufd	$0x13, TW, SGN		/* the next group's carry masks */
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	movdqa	S_T+16*\i(%rsp), K
	movdqu	16*\i(IN), %xmm\i
	pxor	K, %xmm\i
	pxor	RKN, K
	movdqa	K, S_L+16*\i(%rsp)
	pxor	RK0, %xmm\i
	.endr
	cmpl	$12, ROUNDS
	jb	.Lx10\@
	je	.Lx12\@
	ROUND	\op, RKEND, -208, K, B8
	ROUND	\op, RKEND, -192, K, B8
.Lx12\@:
	ROUND	\op, RKEND, -176, K, B8
	ROUND	\op, RKEND, -160, K, B8
.Lx10\@:
	XTS_ROUND \op, -144, 0
	XTS_ROUND \op, -128, 1
	XTS_ROUND \op, -112, 2
	XTS_ROUND \op, -96, 3
	XTS_ROUND \op, -80, 4
	XTS_ROUND \op, -64, 5
	XTS_ROUND \op, -48, 6
	XTS_ROUND \op, -32, 7
	XTS_ROUND \op, -16, -1
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	\oplast	S_L+16*\i(%rsp), %xmm\i
	.endr
	STORE8	OUT
	addq	$128, IN
	addq	$128, OUT
	subq	$8, NB
	jae	1b
	movdqa	S_T(%rsp), TW		/* the next tweak */
2:	addq	$8, NB
	jz	4f
3:	movdqu	(IN), %xmm0
	pxor	TW, %xmm0
	CIPHER	\op, \oplast, ROUNDS, RKEND, K, RK0, %xmm0
	pxor	TW, %xmm0
	movdqu	%xmm0, (OUT)
	NEXT_TWEAK
	addq	$16, IN
	addq	$16, OUT
	decq	NB
	jnz	3b
4:	movdqu	TW, (IV)
	pxor	K, K
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movdqa	K, 16*\i(%rsp)
	.endr
	movq	%rbp, %rsp
	popq	%rbp
	ret
END \name
#undef S_T
#undef S_L
.endm

	XTS	aesalt_aes_xts_enc_aesni, aesenc, aesenclast
	XTS	aesalt_aes_xts_dec_aesni, aesdec, aesdeclast
#undef TW
#undef GFMASK
#undef RKN
#undef TMP
#undef SGN

	.section .rodata
	.p2align 4
.Lswap32:	/* PSHUFB: bytes 0..11 in place, 12..15 reversed */
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 14, 13, 12
.Lone32:
	.long	0, 0, 0, 1
.Lxtsmask:
	.long	0x87, 0, 1, 0
.Lc87:
	.quad	0x87, 0

	.section .note.GNU-stack, "", @progbits
