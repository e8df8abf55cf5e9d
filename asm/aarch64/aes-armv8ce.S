/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AES with the Armv8 cryptography extension: key expansion, one block,
 * ECB, CBC, CTR32 and XTS over whole blocks (the "armv8ce" kernel,
 * core/kernel.h).
 *
 * Depends on: Armv8.0-A Advanced SIMD and FEAT_AES (AESE, AESD, AESMC,
 * AESIMC); the XTS tweak update also uses the 8-bit PMULL of base
 * Advanced SIMD.  Nothing here branches on or indexes memory by key or
 * data, so the kernel is constant time on cores whose AES instructions
 * are (all known ones: they are fixed-latency pipelines).  CTR32 branches
 * on the counter value, which is public (see there).
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): Nr + 1 round keys
 * of 16 bytes in FIPS-197 byte order, in the order the rounds use them.
 * The decryption schedule is that of the equivalent inverse cipher:
 * dk[0] = ek[Nr], dk[i] = InvMixColumns(ek[Nr - i]), dk[Nr] = ek[0], so
 * that AESD/AESIMC walk it forwards exactly as AESE/AESMC walk ek.
 *
 * Round keys live in v16..v30 for the whole call: rk[i] is in
 * v(30 - Nr + i), so the last eleven round keys are v20..v30 for every key
 * size and a key-size dispatch is one or two TBZ on the round count
 * (10 = 0b1010, 12 = 0b1100, 14 = 0b1110: bit 2 clear means AES-128, bit 1
 * clear then means AES-192).
 *
 * Measured: instructions per byte of every mode, key and size (insn_count
 * plugin, whole aesalt call): bench/results/aarch64.md, column armv8ce.
 * llvm-mca estimates of the loops: bench/results/aarch64-kernels.md,
 *   "llvm-mca estimates of the hot loops" (hand-run, dated there).
 */

#define KEY x0
#define OUT x1
#define IN x2
#define NBLK x3
#define IV x4 /* iv, ctr or tweak */
#define ROUNDS w5
#define RK x6
#define TMP x7
#define GROUPS x9 /* CTR32: eight-block groups left */
#define RUN x10	  /* CTR32: groups left for the fast loop (RUNW: low half) */
#define RUNW w10
#define LOW w11 /* CTR32: byte 15 of the counter */

/* Offsets in aesalt_aes_key (checked by _Static_assert in
 * asm/aarch64/kernel_armv8ce.c). */
#define KEY_ROUNDS 8
#define KEY_RK 16

#include "armv8ce-macros.h"
#include "aes-expand-macros.h"

	.arch armv8-a+crypto
	.text

/* ---- key expansion ------------------------------------------------------ */

/*
 * FIPS-197 KeyExpansion (aes-expand-macros.h).  SubWord is AESE with a
 * zero round key on the word broadcast to all four columns: ShiftRows then
 * permutes equal bytes and only SubBytes is left.  Clobbers x3-x12, v0,
 * v1; leaves x0 alone (setkey_dec relies on it).
 */
.macro subword
	dup	v0.4s, w7
	aese	v0.16b, v1.16b
	umov	w7, v0.s[0]
.endm

	.p2align 4
.Lexpand:
	movi	v1.16b, #0
	aes_expand
	ret

/* void aesalt_aes_setkey_enc_armv8ce(aesalt_aes_key *key, const uint8_t *k,
 *                                    unsigned bits); */
FUNC(aesalt_aes_setkey_enc_armv8ce)
	b	.Lexpand
ENDFUNC(aesalt_aes_setkey_enc_armv8ce)

/* void aesalt_aes_setkey_dec_armv8ce(aesalt_aes_key *key, const uint8_t *k,
 *                                    unsigned bits); */
FUNC(aesalt_aes_setkey_dec_armv8ce)
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	.Lexpand
	ldr	w4, [x0, #KEY_ROUNDS]
	add	x5, x0, #KEY_RK		// front
	add	x6, x5, x4, lsl #4	// back: rk[Nr]
	ld1	{v0.16b}, [x5]		// ends swap without InvMixColumns
	ld1	{v1.16b}, [x6]
	st1	{v1.16b}, [x5], #16
	st1	{v0.16b}, [x6]
	sub	x6, x6, #16
1:	cmp	x5, x6
	b.hs	2f
	ld1	{v0.16b}, [x5]
	ld1	{v1.16b}, [x6]
	aesimc	v0.16b, v0.16b
	aesimc	v1.16b, v1.16b
	st1	{v1.16b}, [x5], #16
	st1	{v0.16b}, [x6]
	sub	x6, x6, #16
	b	1b
2:	b.ne	3f			// x5 == x6: the middle key
	ld1	{v0.16b}, [x5]
	aesimc	v0.16b, v0.16b
	st1	{v0.16b}, [x5]
3:	ldp	x29, x30, [sp], #16
	ret
ENDFUNC(aesalt_aes_setkey_dec_armv8ce)

/* ---- ECB -------------------------------------------------------------- */

/* All rounds of block v0 (dir: enc or dec), its round keys loaded as the
 * rounds reach them: one key-size dispatch, and on a real core the first
 * round waits for one load, not five.  Clobbers ROUNDS, RK, v16-v30. */
.macro one_block dir
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	add	RK, KEY, #KEY_RK
	tbz	ROUNDS, #2, .Lone10\@
	tbz	ROUNDS, #1, .Lone12\@
	ld1	{v16.16b, v17.16b}, [RK], #32
	\dir\()_round 16, 0
	\dir\()_round 17, 0
.Lone12\@:
	ld1	{v18.16b, v19.16b}, [RK], #32
	\dir\()_round 18, 0
	\dir\()_round 19, 0
.Lone10\@:
	ld1	{v20.16b - v23.16b}, [RK], #64
.irp k, 20, 21, 22, 23
	\dir\()_round \k, 0
.endr
	ld1	{v24.16b - v27.16b}, [RK], #64
.irp k, 24, 25, 26, 27
	\dir\()_round \k, 0
.endr
	ld1	{v28.16b - v30.16b}, [RK]
	\dir\()_round 28, 0
	\dir\()_last 0
.endm

/* dir: enc or dec.  One block alone first (the one-block entry of
 * core/ecb.c, Mbed TLS's ECB through the shim, and every single block of
 * core's sequential modes: one call per block, so the loop's bookkeeping
 * below would be a seventh of its cost) (one_block); then eight blocks at
 * a time, then four, then one. */
.macro ecb_body dir
	cmp	NBLK, #1
	b.ne	0f
	ld1	{v0.16b}, [IN]
	one_block \dir
	st1	{v0.16b}, [OUT]
	ret
0:	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	load_keys
	subs	NBLK, NBLK, #8
	b.lo	2f
1:	ld1	{v0.16b - v3.16b}, [IN], #64
	ld1	{v4.16b - v7.16b}, [IN], #64
	\dir\()_blocks 0, 1, 2, 3, 4, 5, 6, 7
	\dir\()_last 0, 1, 2, 3, 4, 5, 6, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	st1	{v4.16b - v7.16b}, [OUT], #64
	subs	NBLK, NBLK, #8
	b.hs	1b
2:	tbz	NBLK, #2, 3f		// low bits of NBLK - 8 are those of NBLK
	ld1	{v0.16b - v3.16b}, [IN], #64
	\dir\()_blocks 0, 1, 2, 3
	\dir\()_last 0, 1, 2, 3
	st1	{v0.16b - v3.16b}, [OUT], #64
3:	ands	NBLK, NBLK, #3
	b.eq	5f
4:	ld1	{v0.16b}, [IN], #16
	\dir\()_blocks 0
	\dir\()_last 0
	st1	{v0.16b}, [OUT], #16
	subs	NBLK, NBLK, #1
	b.ne	4b
5:	ret
.endm

/* void aesalt_aes_ecb_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc_armv8ce)
	ecb_body enc
ENDFUNC(aesalt_aes_ecb_enc_armv8ce)

/* void aesalt_aes_ecb_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec_armv8ce)
	ecb_body dec
ENDFUNC(aesalt_aes_ecb_dec_armv8ce)

/* The one-block slots (core/kernel.h), dir: enc or dec.  in is loaded
 * before out is written, so the buffers may overlap in any way; returns
 * 0. */
.macro block_body dir
	ld1	{v0.16b}, [IN]
	one_block \dir
	st1	{v0.16b}, [OUT]
	mov	w0, #0
	ret
.endm

/* int aesalt_aes_block_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                  const uint8_t *in); */
FUNC(aesalt_aes_block_enc_armv8ce)
	block_body enc
ENDFUNC(aesalt_aes_block_enc_armv8ce)

/* int aesalt_aes_block_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                  const uint8_t *in); */
FUNC(aesalt_aes_block_dec_armv8ce)
	block_body dec
ENDFUNC(aesalt_aes_block_dec_armv8ce)

/* ---- CBC -------------------------------------------------------------- */

/*
 * CBC encryption is one serial chain, so its cost is the instructions per
 * block.  The chaining XOR and the first AddRoundKey fold into the first
 * AESE: S is kept as the last state before its final AddRoundKey
 * (c = S ^ rk[Nr]), and AESE(S, p ^ rk[0] ^ rk[Nr]) = SubBytes(ShiftRows(
 * c ^ p ^ rk[0])).  p ^ rk[0] ^ rk[Nr] does not depend on the chain.  One
 * loop per key size, so that no dispatch sits inside the chain.
 *
 * v0-v3 blocks, v4 S, v5 rk[0] ^ rk[Nr].
 */
.macro cbc_enc_rounds b, k1
	aese	v4.16b, v\b\().16b
	aesmc	v4.16b, v4.16b
	rounds_from enc, \k1, 4
	aese	v4.16b, v29.16b
	eor	v\b\().16b, v4.16b, v30.16b
.endm

/* k0: register of rk[0]; k1 that of rk[1]. */
.macro cbc_enc_loop k0, k1
	eor	v5.16b, v\k0\().16b, v30.16b
	subs	NBLK, NBLK, #4
	b.lo	2f
1:	ld1	{v0.16b - v3.16b}, [IN], #64
	eor	v0.16b, v0.16b, v5.16b
	eor	v1.16b, v1.16b, v5.16b
	eor	v2.16b, v2.16b, v5.16b
	eor	v3.16b, v3.16b, v5.16b
	cbc_enc_rounds 0, \k1
	cbc_enc_rounds 1, \k1
	cbc_enc_rounds 2, \k1
	cbc_enc_rounds 3, \k1
	st1	{v0.16b - v3.16b}, [OUT], #64
	subs	NBLK, NBLK, #4
	b.hs	1b
2:	ands	NBLK, NBLK, #3
	b.eq	.Lcbc_enc_done
3:	ld1	{v0.16b}, [IN], #16
	eor	v0.16b, v0.16b, v5.16b
	cbc_enc_rounds 0, \k1
	st1	{v0.16b}, [OUT], #16
	subs	NBLK, NBLK, #1
	b.ne	3b
	b	.Lcbc_enc_done
.endm

/* void aesalt_aes_cbc_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_enc_armv8ce)
	cmp	NBLK, #1		// one block (core's CBC-MAC of CMAC and
	b.ne	0f			// CCM, 16-byte calls): no loop set-up
	ld1	{v0.16b}, [IN]
	ld1	{v1.16b}, [IV]
	eor	v0.16b, v0.16b, v1.16b
	one_block enc
	st1	{v0.16b}, [OUT]
	st1	{v0.16b}, [IV]
	ret
0:	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	load_keys
	ld1	{v4.16b}, [IV]
	eor	v4.16b, v4.16b, v30.16b	// S = iv ^ rk[Nr]
	tbz	ROUNDS, #2, .Lcbc_enc_10
	tbz	ROUNDS, #1, .Lcbc_enc_12
	cbc_enc_loop 16, 17
.Lcbc_enc_12:
	cbc_enc_loop 18, 19
.Lcbc_enc_10:
	cbc_enc_loop 20, 21
.Lcbc_enc_done:
	eor	v4.16b, v4.16b, v30.16b	// the last ciphertext block
	st1	{v4.16b}, [IV]
	ret
ENDFUNC(aesalt_aes_cbc_enc_armv8ce)

/*
 * CBC decryption: eight independent blocks.  The ciphertext the XOR needs
 * is loaded again from in (still intact: out is written after) rather than
 * copied, which also works in place.
 */
/* void aesalt_aes_cbc_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_dec_armv8ce)
	cmp	NBLK, #1		// one block (Mbed TLS's 16-byte calls):
	b.ne	0f			// no d8-d15, no loop
	ld1	{v0.16b}, [IN]
	ld1	{v31.16b}, [IV]
	mov	v1.16b, v0.16b
	one_block dec
	eor	v0.16b, v0.16b, v31.16b
	st1	{v0.16b}, [OUT]
	st1	{v1.16b}, [IV]
	ret
0:	cbz	NBLK, 6f
	save_d8_d15
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	load_keys
	ld1	{v31.16b}, [IV]
	subs	NBLK, NBLK, #8
	b.lo	2f
1:	mov	TMP, IN
	ld1	{v0.16b - v3.16b}, [IN], #64
	ld1	{v4.16b - v7.16b}, [IN], #64
	dec_blocks 0, 1, 2, 3, 4, 5, 6, 7
	dec_last 0, 1, 2, 3, 4, 5, 6, 7
	ld1	{v8.16b - v11.16b}, [TMP], #64
	ld1	{v12.16b - v15.16b}, [TMP]
	eor_pairs 0, 31, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 13, 7, 14
	mov	v31.16b, v15.16b
	st1	{v0.16b - v3.16b}, [OUT], #64
	st1	{v4.16b - v7.16b}, [OUT], #64
	subs	NBLK, NBLK, #8
	b.hs	1b
2:	tbz	NBLK, #2, 3f
	ld1	{v0.16b - v3.16b}, [IN], #64
	mov	v4.16b, v0.16b
	mov	v5.16b, v1.16b
	mov	v6.16b, v2.16b
	mov	v7.16b, v3.16b
	dec_blocks 0, 1, 2, 3
	dec_last 0, 1, 2, 3
	eor_pairs 0, 31, 1, 4, 2, 5, 3, 6
	mov	v31.16b, v7.16b
	st1	{v0.16b - v3.16b}, [OUT], #64
3:	ands	NBLK, NBLK, #3
	b.eq	5f
4:	ld1	{v0.16b}, [IN], #16
	mov	v1.16b, v0.16b
	dec_blocks 0
	dec_last 0
	eor	v0.16b, v0.16b, v31.16b
	mov	v31.16b, v1.16b
	st1	{v0.16b}, [OUT], #16
	subs	NBLK, NBLK, #1
	b.ne	4b
5:	st1	{v31.16b}, [IV]
	restore_d8_d15
6:	ret
ENDFUNC(aesalt_aes_cbc_dec_armv8ce)

/* ---- CTR32 -------------------------------------------------------------- */

/*
 * The counter block in v8 has two forms.
 *
 * Memory order, in the eight-block loop while byte 15 cannot wrap inside a
 * group (it is at most 247 at the group's start): counter i of the group is
 * the block with i added to byte 15 alone, and byte 15 is the top byte of
 * the 64-bit lane 1, so that is one ADD .2d of {0, i << 56}.  Eight blocks
 * and the step to the next group cost nine instructions (ctr_fast8), where
 * the general form costs sixteen.
 *
 * REV32 form, for a group in which byte 15 wraps (one in 32) and for the
 * last 0-7 blocks: the big-endian counter of bytes 12..15 is lane 3 as a
 * native integer, so ADD .4s {0, 0, 0, 1} steps it modulo 2^32, carrying
 * through bytes 14..12 and never into byte 11; REV32 gives each counter
 * block back in memory order (ctr_blocks in armv8ce-macros.h).
 *
 * The number of groups the fast loop may run is computed from byte 15 in a
 * general register: from b, the groups starting at b, b + 8, ... up to 247
 * are (255 - b) / 8.  This branches on the counter, which is public (it
 * travels with the ciphertext or comes from a public nonce), and on the
 * block count, never on keys or data: the kernel stays constant time.
 *
 * v0-v7 blocks, v8 counter, v9 {0, 0, 0, 1} (.4s, REV32 form), v10-v13
 * data, v14, v15, v31 {0, 1 << 56}, {0, 2 << 56}, {0, 4 << 56} (.2d).
 */

/* Counter blocks v0..v7 from v8 (memory order) and v8 += 8, all in byte
 * 15.  At most two adds deep, not a chain of eight, so that the first
 * round of the last blocks does not wait (llvm-mca's Cortex-A53 model of
 * both: bench/results/aarch64-kernels.md, "CTR"). */
.macro ctr_fast8
	mov	v0.16b, v8.16b
	add	v1.2d, v8.2d, v14.2d
	add	v2.2d, v8.2d, v15.2d
	add	v4.2d, v8.2d, v31.2d
	add	v3.2d, v1.2d, v15.2d
	add	v5.2d, v1.2d, v31.2d
	add	v6.2d, v2.2d, v31.2d
	add	v7.2d, v3.2d, v31.2d
	add	v8.2d, v4.2d, v31.2d
.endm

/* The eight counter blocks in v0..v7 encrypted, XORed with 128 bytes of
 * in, stored to out. */
.macro ctr_crypt8
	enc_blocks 0, 1, 2, 3, 4, 5, 6, 7
	enc_last 0, 1, 2, 3, 4, 5, 6, 7
	xor_in4	0, 1, 2, 3, 10, 11, 12, 13
	xor_in4	4, 5, 6, 7, 10, 11, 12, 13
.endm

/* void aesalt_aes_ctr32_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks,
 *                               uint8_t ctr[16]); */
FUNC(aesalt_aes_ctr32_armv8ce)
	cmp	NBLK, #1		// one block (GCM's 16-byte messages and
	b.ne	0f			// tails): no d8-d15, no vector counter
	ld1	{v0.16b}, [IV]
	ldr	w9, [IV, #12]		// the big-endian low word, + 1 mod 2^32
	rev	w9, w9
	add	w9, w9, #1
	rev	w9, w9
	one_block enc
	ld1	{v1.16b}, [IN]
	eor	v0.16b, v0.16b, v1.16b
	st1	{v0.16b}, [OUT]
	str	w9, [IV, #12]
	ret
0:	cbz	NBLK, 8f
	save_d8_d15
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	load_keys
	ld1	{v8.16b}, [IV]
	mov	TMP, #(1 << 32)		// lane 3 of .4s is 1
	movi	v9.2d, #0
	mov	v9.d[1], TMP
	lsr	GROUPS, NBLK, #3
	cbz	GROUPS, 4f
	shl	v14.2d, v9.2d, #24
	add	v15.2d, v14.2d, v14.2d
	add	v31.2d, v15.2d, v15.2d
	ldrb	LOW, [IV, #15]
1:	mvn	RUNW, LOW
	ubfx	RUN, RUN, #3, #5	// (255 - LOW) / 8
	cmp	RUN, GROUPS
	csel	RUN, RUN, GROUPS, lo
	sub	GROUPS, GROUPS, RUN
	cbz	RUN, 3f
2:	ctr_fast8
	ctr_crypt8
	subs	RUN, RUN, #1
	b.ne	2b
	cbz	GROUPS, 4f
3:	rev32	v8.16b, v8.16b		// byte 15 wraps in this group or at its end
	ctr_blocks 0, 1, 2, 3, 4, 5, 6, 7
	rev32	v8.16b, v8.16b
	ctr_crypt8
	umov	LOW, v8.b[15]
	subs	GROUPS, GROUPS, #1
	b.ne	1b
4:	rev32	v8.16b, v8.16b		// REV32 form for the last 0-7 blocks
	tbz	NBLK, #2, 5f
	ctr_blocks 0, 1, 2, 3
	enc_blocks 0, 1, 2, 3
	enc_last 0, 1, 2, 3
	xor_in4	0, 1, 2, 3, 10, 11, 12, 13
5:	ands	NBLK, NBLK, #3
	b.eq	7f
6:	ctr_blocks 0
	enc_blocks 0
	enc_last 0
	ld1	{v10.16b}, [IN], #16
	eor	v0.16b, v0.16b, v10.16b
	st1	{v0.16b}, [OUT], #16
	subs	NBLK, NBLK, #1
	b.ne	6b
7:	ctr_end	IV
	restore_d8_d15
8:	ret
ENDFUNC(aesalt_aes_ctr32_armv8ce)

/* ---- XTS ---------------------------------------------------------------- */

/*
 * Tweaks, IEEE 1619 little-endian convention, all in registers.
 *
 * T * x (the tail and the first eight tweaks): each 64-bit lane shifts
 * left by one; the bit leaving the low lane enters the high lane and the
 * bit leaving the high lane comes back as 0x87 in the low lane.  SSHR #63
 * turns the two top bits into lane masks, EXT swaps them, AND with
 * {0x87, 1} gives the carries.
 *
 * T * x^8 (the 8-way loop: T[i + 8] from T[i], independent of the other
 * seven, so no serial chain): a one-byte rotation of the 16 bytes, with
 * the byte that wrapped (old byte 15, now byte 0) times x^128 = x^7 + x^2
 * + x + 1 folded back.  The 8-bit PMULL of lane 0 by 0x86 = 0x87 ^ 1 gives
 * that fold and also cancels the wrapped byte itself; every other lane of
 * the constant is zero.  Three instructions, none data-dependent in time.
 *
 * 8-way: v0-v7 blocks, v8-v15 tweaks, v31 {0x86, 0...}, v16 scratch for
 * the x^8 update.  AES-256 needs v16/v17 for rk[0]/rk[1]: they are loaded
 * again at the top of each iteration (one LD1), the only key size that
 * pays for it.
 */
.macro xts_double dst, src, k2, tmp
	sshr	\tmp\().2d, \src\().2d, #63
	ext	\tmp\().16b, \tmp\().16b, \tmp\().16b, #8
	and	\tmp\().16b, \tmp\().16b, \k2\().16b
	add	\dst\().2d, \src\().2d, \src\().2d
	eor	\dst\().16b, \dst\().16b, \tmp\().16b
.endm

.macro xts_times_x8 t
	ext	v\t\().16b, v\t\().16b, v\t\().16b, #15
	pmull	v16.8h, v\t\().8b, v31.8b
	eor	v\t\().16b, v\t\().16b, v16.16b
.endm

/* The eight blocks XORed with their tweaks. */
.macro xts_xor8
	eor_pairs 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15
.endm

/* AES-256 only: rk[0], rk[1] back into v16, v17. */
.macro xts_reload_k01
	tbz	ROUNDS, #2, .Lr\@
	tbz	ROUNDS, #1, .Lr\@
	add	RK, KEY, #KEY_RK
	ld1	{v16.16b, v17.16b}, [RK]
.Lr\@:
.endm

/* {0x87, 1} into \k */
.macro xts_k2 k
	mov	x9, #0x87
	mov	x10, #1
	fmov	d\k, x9
	mov	v\k\().d[1], x10
.endm

.macro xts_body dir
	cmp	NBLK, #1		// one block (16-byte data units):
	b.ne	0f			// no d8-d15, no loop
	ld1	{v1.16b}, [IV]
	ld1	{v0.16b}, [IN]
	eor	v0.16b, v0.16b, v1.16b
	one_block \dir
	eor	v0.16b, v0.16b, v1.16b
	st1	{v0.16b}, [OUT]
	xts_k2	2
	xts_double v1, v1, v2, v3
	st1	{v1.16b}, [IV]
	ret
0:	cbz	NBLK, 6f
	save_d8_d15
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	ld1	{v8.16b}, [IV]
	subs	NBLK, NBLK, #8
	b.lo	2f
	xts_k2	0
	xts_double v9, v8, v0, v1
	xts_double v10, v9, v0, v1
	xts_double v11, v10, v0, v1
	xts_double v12, v11, v0, v1
	xts_double v13, v12, v0, v1
	xts_double v14, v13, v0, v1
	xts_double v15, v14, v0, v1
	mov	w9, #0x86
	fmov	s31, w9
	load_keys
1:	xts_reload_k01
	ld1	{v0.16b - v3.16b}, [IN], #64
	ld1	{v4.16b - v7.16b}, [IN], #64
	xts_xor8
	\dir\()_blocks 0, 1, 2, 3, 4, 5, 6, 7
	\dir\()_last 0, 1, 2, 3, 4, 5, 6, 7
	xts_xor8
	st1	{v0.16b - v3.16b}, [OUT], #64
	st1	{v4.16b - v7.16b}, [OUT], #64
.irp t, 8, 9, 10, 11, 12, 13, 14, 15
	xts_times_x8 \t
.endr
	subs	NBLK, NBLK, #8
	b.hs	1b
	ands	NBLK, NBLK, #7
	b.eq	5f
	xts_reload_k01
	b	3f
2:	add	NBLK, NBLK, #8
	load_keys
3:	xts_k2	2
4:	ld1	{v0.16b}, [IN], #16
	eor	v0.16b, v0.16b, v8.16b
	\dir\()_blocks 0
	\dir\()_last 0
	eor	v0.16b, v0.16b, v8.16b
	st1	{v0.16b}, [OUT], #16
	xts_double v8, v8, v2, v3
	subs	NBLK, NBLK, #1
	b.ne	4b
5:	st1	{v8.16b}, [IV]
	restore_d8_d15
6:	ret
.endm

/* void aesalt_aes_xts_enc_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_enc_armv8ce)
	xts_body enc
ENDFUNC(aesalt_aes_xts_enc_armv8ce)

/* void aesalt_aes_xts_dec_armv8ce(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_dec_armv8ce)
	xts_body dec
ENDFUNC(aesalt_aes_xts_dec_armv8ce)

	.section .rodata
.Lrcon:
	.byte	0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36

	.section .note.GNU-stack, "", %progbits
