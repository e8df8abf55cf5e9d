/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Fused GCM (the optional gcm_enc/gcm_dec slots of the "armv8ce" kernel):
 * CTR32 and GHASH of the ciphertext in one pass over groups of eight
 * blocks.  Returns the bytes done (len rounded down to 128); the mode
 * layer finishes the rest with the ctr32 and ghash slots.
 *
 * Depends on: Armv8.0-A Advanced SIMD, FEAT_AES and FEAT_PMULL.  Constant
 * time as aes-armv8ce.S and ghash-armv8ce.S (same instructions, no branch
 * or address on secrets).
 *
 * Each group: eight counter blocks through AES (keys resident in v16..v30
 * for the whole call, as in aes-armv8ce.S), XOR, store; then GHASH of the
 * eight ciphertext blocks (re-read with LD4, which de-interleaves them the
 * way ghash-armv8ce.S's stored powers expect) with one reduction.
 * Decryption hashes the input group first, so in-place calls work.  The
 * GHASH half reads the key layout that ghash-armv8ce.S documents (the LD4
 * pairs of H^8..H^1 and Th) and uses its representation and reduction.
 *
 * Registers: v0-v7 AES blocks, then GHASH data (v0-v3); v8 counter
 * (REV32 form), v9 {0,0,0,1}; v4-v6 one stored pair of powers; v10 HI,
 * v11 LO, v12 MID, v7/v13 products; v14 y (integer layout), v15 zero,
 * v31 Th.
 *
 * Instructions per byte (insn_count plugin, 16 KiB GCM message, mode
 * layer included) and llvm-mca-14 estimates of the loop (268
 * instructions per 8 blocks):
 *
 *   gcm-enc    AES-128 2.15   AES-256 2.66   mca A53 6.79 c/B   A72 1.63 c/B
 *   (slot alone, AES-128: 2.10)
 */

#define KEY x0
#define GKEY x1
#define OUT x2
#define IN x3
#define LEN x4
#define CTR x5
#define Y x6
#define ROUNDS w7
#define RK x8
#define GSRC x9  /* the blocks GHASH reads */
#define GPOW x10 /* walks the stored powers */
#define NGRP x11 /* groups of eight blocks left */
#define DONE x12

#define KEY_RK 16
#define KEY_ROUNDS 8
#define GK_LD4 8   /* ghash-armv8ce.S: GK_H + 0 */
#define GK_TH 232  /* ghash-armv8ce.S: GK_H + 224 */

#include "armv8ce-macros.h"

	.arch armv8-a+crypto
	.text

/* Karatsuba products of one de-interleaved pair (see ghash-armv8ce.S) with
 * the powers in v4 (HH), v5 (HL), v6 (HM) into v10/v11/v12. */
.macro gcm_pair xh, xl, first
	pmull	v7.1q, v\xh\().1d, v4.1d
	pmull2	v13.1q, v\xh\().2d, v4.2d
.if \first
	eor	v10.16b, v7.16b, v13.16b
.else
	eor	v10.16b, v10.16b, v7.16b
	eor	v10.16b, v10.16b, v13.16b
.endif
	pmull	v7.1q, v\xl\().1d, v5.1d
	pmull2	v13.1q, v\xl\().2d, v5.2d
.if \first
	eor	v11.16b, v7.16b, v13.16b
.else
	eor	v11.16b, v11.16b, v7.16b
	eor	v11.16b, v11.16b, v13.16b
.endif
	eor	v\xh\().16b, v\xh\().16b, v\xl\().16b
	pmull	v7.1q, v\xh\().1d, v6.1d
	pmull2	v13.1q, v\xh\().2d, v6.2d
.if \first
	eor	v12.16b, v7.16b, v13.16b
.else
	eor	v12.16b, v12.16b, v7.16b
	eor	v12.16b, v12.16b, v13.16b
.endif
.endm

/* GHASH of the eight blocks at GSRC (advanced by 128) into v14. */
.macro gcm_ghash8
	add	GPOW, GKEY, #GK_LD4
	ld4	{v0.2d - v3.2d}, [GSRC], #64
	rev64	v0.16b, v0.16b
	rev64	v1.16b, v1.16b
	rev64	v2.16b, v2.16b
	rev64	v3.16b, v3.16b
	ext	v7.16b, v14.16b, v15.16b, #8	// y into block 0
	mov	v13.8b, v14.8b
	eor	v0.16b, v0.16b, v7.16b
	eor	v1.16b, v1.16b, v13.16b
	ld1	{v4.2d - v6.2d}, [GPOW], #48	// (H^8, H^6)
	gcm_pair 0, 1, 1
	ld1	{v4.2d - v6.2d}, [GPOW], #48	// (H^7, H^5)
	gcm_pair 2, 3, 0
	ld4	{v0.2d - v3.2d}, [GSRC], #64
	rev64	v0.16b, v0.16b
	rev64	v1.16b, v1.16b
	rev64	v2.16b, v2.16b
	rev64	v3.16b, v3.16b
	ld1	{v4.2d - v6.2d}, [GPOW], #48	// (H^4, H^2)
	gcm_pair 0, 1, 0
	ld1	{v4.2d - v6.2d}, [GPOW], #48	// (H^3, H^1)
	gcm_pair 2, 3, 0
	/* reduction, as gh_reduce in ghash-armv8ce.S */
	eor	v12.16b, v12.16b, v11.16b
	pmull	v13.1q, v11.1d, v31.1d
	eor	v12.16b, v12.16b, v10.16b
	eor	v12.16b, v12.16b, v13.16b
	ext	v12.16b, v12.16b, v12.16b, #8
	eor	v11.16b, v11.16b, v12.16b
	pmull2	v13.1q, v11.2d, v31.2d
	eor	v10.16b, v10.16b, v11.16b
	eor	v14.16b, v10.16b, v13.16b
.endm

/* Eight counter blocks through AES, XORed with the input into the output. */
.macro gcm_ctr8
	rev32	v0.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v1.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v2.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v3.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v4.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v5.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v6.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	rev32	v7.16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
	enc_blocks 0, 1, 2, 3, 4, 5, 6, 7
	enc_last 0, 1, 2, 3, 4, 5, 6, 7
	ld1	{v10.16b - v13.16b}, [IN], #64
	eor	v0.16b, v0.16b, v10.16b
	eor	v1.16b, v1.16b, v11.16b
	eor	v2.16b, v2.16b, v12.16b
	eor	v3.16b, v3.16b, v13.16b
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v10.16b - v13.16b}, [IN], #64
	eor	v4.16b, v4.16b, v10.16b
	eor	v5.16b, v5.16b, v11.16b
	eor	v6.16b, v6.16b, v12.16b
	eor	v7.16b, v7.16b, v13.16b
	st1	{v4.16b - v7.16b}, [OUT], #64
.endm

.macro gcm_body dec
	lsr	NGRP, LEN, #7
	lsl	DONE, NGRP, #7
	cbz	NGRP, 9f
	save_d8_d15
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	load_keys
	ld1	{v8.16b}, [CTR]
	rev32	v8.16b, v8.16b
	movi	v9.2d, #0
	mov	w13, #1
	mov	v9.s[3], w13
	ld1	{v14.16b}, [Y]
	rev64	v14.16b, v14.16b
	ext	v14.16b, v14.16b, v14.16b, #8
	movi	v15.2d, #0
	add	x13, GKEY, #GK_TH
	ld1r	{v31.2d}, [x13]
1:
.if \dec
	mov	GSRC, IN
	gcm_ghash8
	gcm_ctr8
.else
	gcm_ctr8
	sub	GSRC, OUT, #128
	gcm_ghash8
.endif
	subs	NGRP, NGRP, #1
	b.ne	1b
	rev32	v8.16b, v8.16b
	st1	{v8.16b}, [CTR]
	ext	v14.16b, v14.16b, v14.16b, #8
	rev64	v14.16b, v14.16b
	st1	{v14.16b}, [Y]
	restore_d8_d15
9:	mov	x0, DONE
	ret
.endm

/* size_t aesalt_gcm_enc_armv8ce(const aesalt_aes_key *key,
 *                               const aesalt_ghash_key *gkey, uint8_t *out,
 *                               const uint8_t *in, size_t len,
 *                               uint8_t ctr[16], uint8_t y[16]); */
FUNC(aesalt_gcm_enc_armv8ce)
	gcm_body 0
ENDFUNC(aesalt_gcm_enc_armv8ce)

/* size_t aesalt_gcm_dec_armv8ce(const aesalt_aes_key *key,
 *                               const aesalt_ghash_key *gkey, uint8_t *out,
 *                               const uint8_t *in, size_t len,
 *                               uint8_t ctr[16], uint8_t y[16]); */
FUNC(aesalt_gcm_dec_armv8ce)
	gcm_body 1
ENDFUNC(aesalt_gcm_dec_armv8ce)

	.section .note.GNU-stack, "", %progbits
