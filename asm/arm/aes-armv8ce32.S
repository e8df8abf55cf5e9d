/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with the AArch32 crypto extension: key expansion, ECB, CBC, CTR32
 * and XTS over whole blocks (the "armv8ce32" kernel,
 * core/kernel.h), in ARM state.
 *
 * Depends on: ARMv8-A AArch32, Advanced SIMD and the crypto extension's
 * AES instructions (AESE, AESD, AESMC, AESIMC; Linux HWCAP2_AES).
 * Nothing here branches on or indexes memory by key or data: branches are
 * on block counts and the round count only, and the AES instructions are
 * fixed-latency on every known core.
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): Nr + 1 round keys
 * of 16 bytes in FIPS-197 byte order, in the order the rounds use them;
 * the decryption schedule is the equivalent inverse cipher's, dk[0] =
 * ek[Nr], dk[i] = InvMixColumns(ek[Nr - i]), dk[Nr] = ek[0], so AESD and
 * AESIMC walk it forwards as AESE and AESMC walk ek.
 *
 * Registers (armv8ce32-macros.h): q0..q3 four blocks in flight, q4 the
 * first Nr - 10 round keys (reloaded once a group) and then a scratch,
 * q5..q15 rk[Nr-10..Nr] for the whole call.  Only 16 quad registers exist
 * in AArch32, so four blocks run interleaved, not eight as on aarch64.
 *
 * Measured (instructions and memory accesses per byte, insn_count plugin
 * under qemu-arm -cpu max, whole aesalt call, beside Debian's OpenSSL CE
 * code in the same run): bench/results/armhf.md, rows armv8ce32 and
 * openssl; asm/arm/README.md shows them side by side (generated).
 */

#define KEY r0
#define OUT r1
#define IN r2
#define NBLK r3
#define NR r4
#define RKP r5
#define IV r6 /* iv, ctr or tweak (the fifth argument, from the stack) */

#include "armv8ce32-macros.h"

	.text

/* ---- key expansion ------------------------------------------------------ */

/*
 * FIPS-197 KeyExpansion, one word at a time.  SubWord is AESE with a zero
 * round key on the word broadcast to all four columns (ShiftRows then
 * permutes equal bytes).  r7: the word counter modulo Nk; branches only on
 * it and on Nk.  Leaves r0 alone; clobbers r1-r3, r5-r8, r12, q0, q1.
 */
#define NK4 r8 /* 4 * Nk */
#define WP r3  /* &w[i] */
#define WEND r12
#define TW r5
#define RCON r6
	.p2align 4
.Lexpand:
	lsr	r2, r2, #5		@ Nk
	add	NR, r2, #6
	str	NR, [KEY, #KEY_ROUNDS]
	lsl	NK4, r2, #2
	add	WP, KEY, #KEY_RK
1:	ldr	TW, [r1], #4		@ w[0..Nk-1] = the key
	str	TW, [WP], #4
	subs	r2, r2, #1
	bne	1b
	add	WEND, KEY, #KEY_RK + 16
	add	WEND, WEND, NR, lsl #4
	vmov.i8	q1, #0
	mov	RCON, #1
	mov	r7, #0
2:	ldr	TW, [WP, #-4]
	cmp	r7, #0
	bne	3f
	vdup.32	q0, TW			@ i % Nk == 0: RotWord, SubWord, Rcon
	aese.8	q0, q1
	vmov	TW, s0
	ror	TW, TW, #8
	eor	TW, TW, RCON
	lsl	RCON, RCON, #1
	cmp	RCON, #0x100
	eorhs	RCON, RCON, #0x1b
	and	RCON, RCON, #0xff
	b	4f
3:	cmp	NK4, #32		@ AES-256, i % Nk == 4: SubWord
	cmpeq	r7, #16
	bne	4f
	vdup.32	q0, TW
	aese.8	q0, q1
	vmov	TW, s0
4:	ldr	r1, [WP, -NK4]
	eor	TW, TW, r1
	str	TW, [WP], #4
	add	r7, r7, #4
	cmp	r7, NK4
	moveq	r7, #0
	cmp	WP, WEND
	blo	2b
	bx	lr
#undef NK4
#undef WP
#undef WEND
#undef TW
#undef RCON

/* void aesalt_aes_setkey_enc_armv8ce32(aesalt_aes_key *key, const uint8_t *k,
 *                                      unsigned bits); */
FUNC(aesalt_aes_setkey_enc_armv8ce32)
	push	{r4-r8, lr}
	bl	.Lexpand
	pop	{r4-r8, pc}
ENDFUNC(aesalt_aes_setkey_enc_armv8ce32)

/* void aesalt_aes_setkey_dec_armv8ce32(aesalt_aes_key *key, const uint8_t *k,
 *                                      unsigned bits); */
FUNC(aesalt_aes_setkey_dec_armv8ce32)
	push	{r4-r8, lr}
	bl	.Lexpand
	add	r5, KEY, #KEY_RK	@ front
	add	r6, r5, NR, lsl #4	@ back: rk[Nr]
	vld1.64	{q0}, [r5]		@ the ends swap without InvMixColumns
	vld1.64	{q1}, [r6]
	vst1.64	{q1}, [r5]!
	vst1.64	{q0}, [r6]
	sub	r6, r6, #16
1:	cmp	r5, r6
	bhs	2f
	vld1.64	{q0}, [r5]
	vld1.64	{q1}, [r6]
	aesimc.8 q0, q0
	aesimc.8 q1, q1
	vst1.64	{q1}, [r5]!
	vst1.64	{q0}, [r6]
	sub	r6, r6, #16
	b	1b
2:	bne	3f			@ r5 == r6: the middle key
	vld1.64	{q0}, [r5]
	aesimc.8 q0, q0
	vst1.64	{q0}, [r5]
3:	pop	{r4-r8, pc}
ENDFUNC(aesalt_aes_setkey_dec_armv8ce32)

/* ---- ECB -------------------------------------------------------------- */

/* Four blocks at a time, then one. */
.macro ecb_body sub, mix
	push	{r4, r5, r6, lr}
	vpush	{d8-d15}
	ldr	NR, [KEY, #KEY_ROUNDS]
	load_keys
	subs	NBLK, NBLK, #4
	blo	2f
1:	vld1.8	{q0, q1}, [IN]!
	vld1.8	{q2, q3}, [IN]!
	ce_blocks \sub, \mix, 0, 1, 2, 3
	vst1.8	{q0, q1}, [OUT]!
	vst1.8	{q2, q3}, [OUT]!
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
3:	vld1.8	{q0}, [IN]!
	ce_blocks \sub, \mix, 0
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	3b
4:	vpop	{d8-d15}
	pop	{r4, r5, r6, pc}
.endm

/* void aesalt_aes_ecb_enc_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc_armv8ce32)
	ecb_body aese, aesmc
ENDFUNC(aesalt_aes_ecb_enc_armv8ce32)

/* void aesalt_aes_ecb_dec_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec_armv8ce32)
	ecb_body aesd, aesimc
ENDFUNC(aesalt_aes_ecb_dec_armv8ce32)

/* ---- CBC -------------------------------------------------------------- */

/* The frame of the five-argument entry points: push {r3-r7, lr} (24
 * bytes) and vpush {d8-d15} (64) put the fifth argument at sp + 88. */
#define ARG5_SMALL 88
/* push {r3-r11, lr} (40) and vpush: sp + 104. */
#define ARG5_BIG 104

/* void aesalt_aes_cbc_enc_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks,
 *                                   uint8_t iv[16]);
 * One serial chain: one block at a time. */
FUNC(aesalt_aes_cbc_enc_armv8ce32)
	push	{r3-r7, lr}
	vpush	{d8-d15}
	ldr	IV, [sp, #ARG5_SMALL]
	ldr	NR, [KEY, #KEY_ROUNDS]
	load_keys
	vld1.8	{q0}, [IV]
	cmp	NBLK, #0
	beq	2f
1:	vld1.8	{q1}, [IN]!
	veor	q0, q0, q1
	ce_blocks aese, aesmc, 0
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	1b
2:	vst1.8	{q0}, [IV]
	vpop	{d8-d15}
	pop	{r3-r7, pc}
ENDFUNC(aesalt_aes_cbc_enc_armv8ce32)

/*
 * CBC decryption: four independent blocks.  The chaining value lives in a
 * stack slot; the ciphertext the XOR needs is read again from in before
 * anything is stored (in place works), the group's last one becoming the
 * next chaining value.
 */
/* void aesalt_aes_cbc_dec_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks,
 *                                   uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_dec_armv8ce32)
	push	{r3-r7, lr}
	vpush	{d8-d15}
	ldr	IV, [sp, #ARG5_SMALL]
	sub	sp, sp, #16
	ldr	NR, [KEY, #KEY_ROUNDS]
	load_keys
	vld1.8	{q4}, [IV]
	vst1.64	{q4}, [sp]
	subs	NBLK, NBLK, #4
	blo	2f
1:	mov	r7, IN
	vld1.8	{q0, q1}, [IN]!
	vld1.8	{q2, q3}, [IN]!
	ce_blocks aesd, aesimc, 0, 1, 2, 3
	vld1.64	{q4}, [sp]
	veor	q0, q0, q4
	vld1.8	{q4}, [r7]!
	veor	q1, q1, q4
	vld1.8	{q4}, [r7]!
	veor	q2, q2, q4
	vld1.8	{q4}, [r7]!
	veor	q3, q3, q4
	vld1.8	{q4}, [r7]
	vst1.64	{q4}, [sp]
	vst1.8	{q0, q1}, [OUT]!
	vst1.8	{q2, q3}, [OUT]!
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
3:	vld1.8	{q0}, [IN]
	ce_blocks aesd, aesimc, 0
	vld1.64	{q4}, [sp]
	veor	q0, q0, q4
	vld1.8	{q4}, [IN]!
	vst1.64	{q4}, [sp]
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	3b
4:	vld1.64	{q4}, [sp]
	vst1.8	{q4}, [IV]
	add	sp, sp, #16
	vpop	{d8-d15}
	pop	{r3-r7, pc}
ENDFUNC(aesalt_aes_cbc_dec_armv8ce32)

/* ---- CTR32 ------------------------------------------------------------ */

/*
 * The counter block lives in r7..r10 as loaded (ctr[0..15]) with the
 * 32-bit counter native in r11; each block is two VMOVs from them, so the
 * counter wraps modulo 2^32 in r11 without touching ctr[0..11].
 */
#define C0 r7
#define C1 r8
#define C2 r9
#define C3 r10
#define CNT r11

/* counter block into q(de/2) = (de, do), then the counter steps */
.macro ctr_block de, do
	rev	C3, CNT
	vmov	d\de, C0, C1
	vmov	d\do, C2, C3
	add	CNT, CNT, #1
.endm

/* q\b ^= the next input block */
.macro xor_in b
	vld1.8	{q4}, [IN]!
	veor	q\b, q\b, q4
.endm

/* void aesalt_aes_ctr32_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t ctr[16]); */
FUNC(aesalt_aes_ctr32_armv8ce32)
	push	{r3-r11, lr}
	vpush	{d8-d15}
	ldr	IV, [sp, #ARG5_BIG]
	ldr	NR, [KEY, #KEY_ROUNDS]
	load_keys
	ldr	C0, [IV]
	ldr	C1, [IV, #4]
	ldr	C2, [IV, #8]
	ldr	C3, [IV, #12]
	rev	CNT, C3
	subs	NBLK, NBLK, #4
	blo	2f
1:	ctr_block 0, 1
	ctr_block 2, 3
	ctr_block 4, 5
	ctr_block 6, 7
	ce_blocks aese, aesmc, 0, 1, 2, 3
	xor_in	0
	xor_in	1
	xor_in	2
	xor_in	3
	vst1.8	{q0, q1}, [OUT]!
	vst1.8	{q2, q3}, [OUT]!
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
3:	ctr_block 0, 1
	ce_blocks aese, aesmc, 0
	xor_in	0
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	3b
4:	rev	C3, CNT
	str	C3, [IV, #12]
	vpop	{d8-d15}
	pop	{r3-r11, pc}
ENDFUNC(aesalt_aes_ctr32_armv8ce32)

/* ---- XTS -------------------------------------------------------------- */

/*
 * The tweak T lives in r7..r10 as four little-endian words (IEEE 1619's
 * byte order); T *= x is a 128-bit shift left with the carry out of bit
 * 127 folded into byte 0 as 0x87 by a mask (no branch on the tweak).  The
 * four tweaks of a group wait in stack slots while the blocks are in the
 * rounds.  r11 = 0x87; lr and r12 scratch.
 */
#define T0 r7
#define T1 r8
#define T2 r9
#define T3 r10

.macro tw_next
	and	lr, r11, T3, asr #31
	adds	T0, T0, T0
	adcs	T1, T1, T1
	adcs	T2, T2, T2
	adc	T3, T3, T3
	eor	T0, T0, lr
.endm

/* q\b = next input block ^ T, T saved at [r12], T *= x */
.macro tw_in b
	vmov	d8, T0, T1
	vmov	d9, T2, T3
	vst1.64	{q4}, [r12]!
	vld1.8	{q\b}, [IN]!
	veor	q\b, q\b, q4
	tw_next
.endm

/* q\b ^= the tweak saved at [r12] */
.macro tw_out b
	vld1.64	{q4}, [r12]!
	veor	q\b, q\b, q4
.endm

.macro xts_body sub, mix
	push	{r3-r11, lr}
	vpush	{d8-d15}
	ldr	IV, [sp, #ARG5_BIG]
	sub	sp, sp, #64
	ldr	NR, [KEY, #KEY_ROUNDS]
	load_keys
	ldr	T0, [IV]
	ldr	T1, [IV, #4]
	ldr	T2, [IV, #8]
	ldr	T3, [IV, #12]
	mov	r11, #0x87
	subs	NBLK, NBLK, #4
	blo	2f
1:	mov	r12, sp
	tw_in	0
	tw_in	1
	tw_in	2
	tw_in	3
	ce_blocks \sub, \mix, 0, 1, 2, 3
	mov	r12, sp
	tw_out	0
	tw_out	1
	tw_out	2
	tw_out	3
	vst1.8	{q0, q1}, [OUT]!
	vst1.8	{q2, q3}, [OUT]!
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
3:	mov	r12, sp
	tw_in	0
	ce_blocks \sub, \mix, 0
	mov	r12, sp
	tw_out	0
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	3b
4:	str	T0, [IV]
	str	T1, [IV, #4]
	str	T2, [IV, #8]
	str	T3, [IV, #12]
	add	sp, sp, #64
	vpop	{d8-d15}
	pop	{r3-r11, pc}
.endm

/* void aesalt_aes_xts_enc_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks,
 *                                   uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_enc_armv8ce32)
	xts_body aese, aesmc
ENDFUNC(aesalt_aes_xts_enc_armv8ce32)

/* void aesalt_aes_xts_dec_armv8ce32(const aesalt_aes_key *key, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks,
 *                                   uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_dec_armv8ce32)
	xts_body aesd, aesimc
ENDFUNC(aesalt_aes_xts_dec_armv8ce32)

	.section .note.GNU-stack, "", %progbits
