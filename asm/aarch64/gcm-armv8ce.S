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
 * Interleaving.  The AES rounds of eight counter blocks and the GHASH of
 * eight ciphertext blocks are independent, so they are issued instruction
 * by instruction in one stream: a slot of AES (one round of two blocks,
 * each block's AESE and AESMC back to back so that cores fuse them), then
 * about two GHASH instructions (loads, PMULL, the reduction), over the 36
 * slots of the nine middle rounds that every key size has (keys
 * v20..v28).  The GHASH latencies (PMULL, the reduction's serial chain)
 * hide behind the AES slots, and an out-of-order core sees both kinds of
 * work in one window.
 *  - Encryption hashes the previous group's ciphertext (re-read from out
 *    with LD4, which de-interleaves it the way ghash-armv8ce.S's stored
 *    powers expect) while encrypting the current group: the first group is
 *    encrypted alone, the last one hashed alone.
 *  - Decryption hashes the input group that it decrypts in the same
 *    iteration (read before the group is stored, so in-place calls work).
 * The GHASH half reads the key layout that ghash-armv8ce.S documents (the
 * LD4 pairs of H^8..H^1 and Th) and uses its representation and reduction.
 *
 * Registers.  With all fifteen AES-256 round keys in v16..v30, eight
 * blocks, the counter and its step, seven vector registers would be left:
 * too few for GHASH (four data, three powers, three sums, one temporary).
 * So GHASH also takes v16..v19 during the middle rounds, and AES-192 and
 * AES-256 load their first round keys (there) again at the start of each
 * group: one LD1 a group, only for those key sizes.
 *   v0-v7    AES blocks
 *   v8       counter (REV32 form), v9 {0,0,0,1} (its lane 0 is the zero
 *            that the y injection needs)
 *   v10      y (integer layout) between groups; HI while hashing
 *   v11, v12 LO, MID
 *   v13-v15  one stored pair of powers {HH, HL, HM}
 *   v16-v19  GHASH data (LD4), the input for the final XOR, rk[0..3] of
 *            AES-256 / rk[0..1] of AES-192 in the first rounds
 *   v20-v30  round keys (rk[i] in v(30 - Nr + i))
 *   v31      temporary, then Th for the reduction
 *
 * Measured: bench/results/aarch64.md, column armv8ce, rows gcm-enc.
 * llvm-mca estimates of the loops: bench/results/aarch64-kernels.md,
 *   "llvm-mca estimates of the hot loops" (hand-run, dated there).
 * The A72 model issues AESE, AESMC and PMULL on one pipe (F0): that pipe,
 * not the interleaving, bounds the loop there.  AES-256 pays an LD1 of the
 * first round keys a group (GHASH borrows v16-v19), AES-192 also a branch.
 */

#define KEY x0
#define GKEY x1
#define OUT x2
#define IN x3
#define LEN x4
#define CTR x5
#define Y x6
#define ROUNDS w7
#define RK x8    /* key->rk, for the reloads */
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

/* The 36 slots of the middle rounds: slot j is round key v(20 + j / 4)
 * on blocks 2 (j % 4) and 2 (j % 4) + 1, AESE and AESMC of each block back
 * to back (fusion).  GHASH's steps go between them. */
.macro aes_slot j
.irp k, 20, 21, 22, 23, 24, 25, 26, 27, 28
.if (\j) / 4 == \k - 20
	aes_quarter \k, (\j) % 4
.endif
.endr
.endm
.macro aes_quarter k, q
.if (\q) == 0
	enc_round \k, 0, 1
.elseif (\q) == 1
	enc_round \k, 2, 3
.elseif (\q) == 2
	enc_round \k, 4, 5
.else
	enc_round \k, 6, 7
.endif
.endm

/* The next stored pair of powers {HH, HL, HM} into v13..v15. */
.macro gh_load_powers
	ld1	{v13.2d - v15.2d}, [GPOW], #48
.endm

/* Four blocks at GSRC into v16..v19, de-interleaved (LD4) and in the data
 * layout (REV64), over slots s..s+2, or s..s+3 with inject: y (v10) into
 * block 0 (v9's lane 0 is the zero, v31 and v13 the temporaries).  Ends by
 * loading the powers of the first pair. */
.macro gh_load4 A, s, inject
	\A	(\s)
	ld4	{v16.2d - v19.2d}, [GSRC], #64
.if \inject
	gh_inject_y 10, 9, 31, 13
.endif
	\A	(\s + 1)
	rev64_each 16, 17
	\A	(\s + 2)
.if \inject
	gh_inject_xor 16, 17, 31, 13
	\A	(\s + 3)
.endif
	rev64_each 18, 19
	gh_load_powers
.endm

/* v\acc ^= both lanes' products of v\x with the power v\h (PMULL: lane
 * 0 into v\t, PMULL2: lane 1 into v\h, dead after it), over slots s and
 * s+1. */
.macro gh_mul A, s, acc, x, h, t
	\A	(\s)
	pmull	v\t\().1q, v\x\().1d, v\h\().1d
	pmull2	v\h\().1q, v\x\().2d, v\h\().2d
	\A	(\s + 1)
	eor	v\acc\().16b, v\acc\().16b, v\t\().16b
	eor	v\acc\().16b, v\acc\().16b, v\h\().16b
.endm

/* Karatsuba products of one de-interleaved pair (xh: high halves, xl:
 * low halves of two blocks) with the powers HH, HL, HM in v13..v15, added
 * to HI (v10), LO (v11) and MID (v12), over slots s..s+4 (first = 1: the
 * sums start here) or s..s+5 (t: the temporary).  Each product's second
 * PMULL overwrites its power, which is dead after it, so one temporary is
 * enough.  xh is clobbered; next = 1 loads the next powers at the end. */
.macro gh_pair A, s, xh, xl, t, first, next
.if \first
	\A	(\s)
	pmull	v10.1q, v\xh\().1d, v13.1d
	pmull2	v13.1q, v\xh\().2d, v13.2d
	\A	(\s + 1)
	pmull	v11.1q, v\xl\().1d, v14.1d
	pmull2	v14.1q, v\xl\().2d, v14.2d
	\A	(\s + 2)
	eor	v10.16b, v10.16b, v13.16b
	eor	v11.16b, v11.16b, v14.16b
	\A	(\s + 3)
	eor	v\xh\().16b, v\xh\().16b, v\xl\().16b
	pmull	v12.1q, v\xh\().1d, v15.1d
	\A	(\s + 4)
	pmull2	v15.1q, v\xh\().2d, v15.2d
	eor	v12.16b, v12.16b, v15.16b
.else
	gh_mul	\A, (\s), 10, \xh, 13, \t
	gh_mul	\A, (\s + 2), 11, \xl, 14, \t
	\A	(\s + 4)
	eor	v\xh\().16b, v\xh\().16b, v\xl\().16b
	pmull	v\t\().1q, v\xh\().1d, v15.1d
	\A	(\s + 5)
	pmull2	v15.1q, v\xh\().2d, v15.2d
	eor	v12.16b, v12.16b, v\t\().16b
	eor	v12.16b, v12.16b, v15.16b
.endif
.if \next
	gh_load_powers
.endif
.endm

/* GHASH of the eight blocks at GSRC (advanced by 128) into y (v10), with
 * the 36 AES slots (A = aes_slot) or none (A = no_slot) between its steps.
 * The steps are those of ghash-armv8ce.S's loop: y into block 0,
 * Karatsuba over the LD4 pairs with the stored powers (H^8, H^6),
 * (H^7, H^5), (H^4, H^2), (H^3, H^1), one reduction. */
.macro gcm_ghash8 A
	gh_load4 \A, 0, 1			// blocks 0-3, (H^8, H^6)
	gh_pair	\A, 4, 16, 17, -, 1, 1		// blocks 0, 2; (H^7, H^5)
	gh_pair	\A, 9, 18, 19, 16, 0, 0		// blocks 1, 3
	gh_load4 \A, 15, 0			// blocks 4-7, (H^4, H^2)
	gh_pair	\A, 18, 16, 17, 31, 0, 1	// blocks 4, 6; (H^3, H^1)
	gh_pair	\A, 24, 18, 19, 16, 0, 0	// blocks 5, 7
	\A	30
	ldr	q31, [GPOW, #GK_TH - GK_LD4 - 192]	// Th, both lanes
	sub	GPOW, GPOW, #192			// back to (H^8, H^6)
	gh_reduce 10, 10, 11, 12, 31, 13, \A, 31
.endm

.macro gcm_counters
	ctr_blocks 0, 1, 2, 3, 4, 5, 6, 7
.endm

/* The rounds before the middle ones: none for AES-128; AES-192 and
 * AES-256 first load their leading round keys again (GHASH used v16..v19
 * in the group before). */
.macro gcm_first_rounds
	tbz	ROUNDS, #2, .Lf10\@
	tbnz	ROUNDS, #1, .Lf14\@
	ld1	{v18.16b - v19.16b}, [RK]	// AES-192: rk[0..1]
	b	.Lf12\@
.Lf14\@:
	ld1	{v16.16b - v19.16b}, [RK]	// AES-256: rk[0..3]
	enc_round 16, 0, 1, 2, 3, 4, 5, 6, 7
	enc_round 17, 0, 1, 2, 3, 4, 5, 6, 7
.Lf12\@:
	enc_round 18, 0, 1, 2, 3, 4, 5, 6, 7
	enc_round 19, 0, 1, 2, 3, 4, 5, 6, 7
.Lf10\@:
.endm

/* The last round, then the eight blocks XORed with the input into the
 * output (v16..v19 hold the input). */
.macro gcm_last_xor
	enc_last 0, 1, 2, 3, 4, 5, 6, 7
	xor_in4	0, 1, 2, 3, 16, 17, 18, 19
	xor_in4	4, 5, 6, 7, 16, 17, 18, 19
.endm

/* One group: eight counter blocks through AES, GHASH of the eight blocks
 * at GSRC interleaved with the middle rounds, then the output. */
.macro gcm_group
	gcm_counters
	gcm_first_rounds
	gcm_ghash8 aes_slot
	gcm_last_xor
.endm

.macro gcm_body dec
	lsr	NGRP, LEN, #7
	lsl	DONE, NGRP, #7
	cbz	NGRP, 9f
	save_d8_d15
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	load_keys
	add	RK, KEY, #KEY_RK
	ctr_start CTR, w13
	gh_load_y 10, Y
	add	GPOW, GKEY, #GK_LD4
.if \dec
	mov	GSRC, IN
1:	gcm_group
	subs	NGRP, NGRP, #1
	b.ne	1b
.else
	/* the first group alone, then each group with the GHASH of the one
	 * before, then the GHASH of the last one alone */
	mov	GSRC, OUT
	gcm_counters
	enc_blocks 0, 1, 2, 3, 4, 5, 6, 7
	gcm_last_xor
	subs	NGRP, NGRP, #1
	b.eq	2f
1:	gcm_group
	subs	NGRP, NGRP, #1
	b.ne	1b
2:	gcm_ghash8 no_slot
.endif
	ctr_end	CTR
	gh_store_y 10, Y
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
