/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time AES with Advanced SIMD only (the "neon" kernel, for cores
 * without the cryptography extension): key expansion, ECB, CBC, CTR32 and
 * XTS (aegis-neon.S uses the same round for AEGIS).
 *
 * Depends on: Armv8.0-A Advanced SIMD (TBL/TBX with four table registers).
 *
 * Technique.  The whole 256-byte S-box sits in v16..v31, so SubBytes of
 * 16 bytes is TBL on the first 64 entries and three TBX on the next three
 * quarters (the index lowered by 64 each time; TBL writes 0 and TBX keeps
 * the lane for an index >= 64, so each byte picks its entry from exactly
 * one quarter).  No table is ever indexed in memory: the lookups are
 * register permutations, whose timing does not depend on the indices, and
 * nothing branches on data, so the kernel is constant time.
 *   ShiftRows       one TBL with a constant permutation (before SubBytes:
 *                   the two commute);
 *   MixColumns      b = rot8(a) in each column (TBL), t = a ^ b,
 *                   out = xtime(t) ^ b ^ rot16(t) (REV32 on halfwords),
 *                   xtime = (t + t) ^ (0x1b & (t >>s 7));
 *   InvMixColumns   = MixColumns(u), u = a ^ 4 (a ^ rot16(a)) (the inverse
 *                   matrix factors as MixColumns times 04 x^2 + 05), with
 *                   4w = (w << 2) ^ TBL({00, 1b, 36, 2d}, w >> 6).
 * A middle round is 18 instructions per block, a decryption round 25.
 * ECB, CBC-decrypt and CTR take two blocks at a time, interleaved
 * instruction by instruction (the round is one long dependency chain).
 *
 * Key schedule (aesalt_aes_key.rk, owned by this file): the FIPS-197
 * round keys in byte order; the decryption schedule is the same keys in
 * reverse order (the straightforward inverse cipher needs no
 * InvMixColumns on the keys).
 *
 * Measured (mode layer included): bench/results/aarch64.md, column neon.
 * llvm-mca estimates of one round, one block (CBC-enc, XTS) or two
 * interleaved (ECB, CBC-dec, CTR): bench/results/aarch64-kernels.md.
 */

#define KEY x0
#define OUT x1
#define IN x2
#define NBLK x3
#define IV x4
#define ROUNDS w5
#define RK x6   /* key->rk */
#define RKP x7  /* walks the round keys */
#define CNT w8  /* rounds left */

#define KEY_ROUNDS 8
#define KEY_RK 16

/* v0 block, v1-v3 scratch, v4 round key, v5 second block (v6, v7, v9
 * its scratch), v8/v10 mode state,
 * v11 {00,1b,36,2d} (decryption), v12 0x1b, v13 rot8, v14 (Inv)ShiftRows,
 * v15 64, v16-v31 S-box or inverse S-box. */

#include "abi-macros.h"
#include "aes-expand-macros.h"

	.arch armv8-a
	.text

/* dst = S(src) byte by byte, table in v16..v31, 64 in v\c64. */
.macro sub_bytes dst, src, tmp, c64
	tbl	v\dst\().16b, {v16.16b - v19.16b}, v\src\().16b
	sub	v\tmp\().16b, v\src\().16b, v\c64\().16b
	tbx	v\dst\().16b, {v20.16b - v23.16b}, v\tmp\().16b
	sub	v\tmp\().16b, v\tmp\().16b, v\c64\().16b
	tbx	v\dst\().16b, {v24.16b - v27.16b}, v\tmp\().16b
	sub	v\tmp\().16b, v\tmp\().16b, v\c64\().16b
	tbx	v\dst\().16b, {v28.16b - v31.16b}, v\tmp\().16b
.endm

/* v0 = MixColumns(v0); v1-v3 scratch */
.macro mix_columns1
	tbl	v1.16b, {v0.16b}, v13.16b		// b = rot8(a)
	eor	v2.16b, v0.16b, v1.16b		// t = a ^ b
	rev32	v3.8h, v2.8h				// rot16(t)
	eor	v1.16b, v1.16b, v3.16b
	sshr	v3.16b, v2.16b, #7
	and	v3.16b, v3.16b, v12.16b
	add	v2.16b, v2.16b, v2.16b
	eor	v2.16b, v2.16b, v3.16b			// xtime(t)
	eor	v0.16b, v1.16b, v2.16b
.endm

/* v0 = SubBytes(ShiftRows(v0)) */
.macro sr_sb1
	tbl	v1.16b, {v0.16b}, v14.16b
	sub_bytes 0, 1, 2, 15
.endm

/* The constants of the round code; dir: enc or dec. */
.macro load_consts dir
	adrp	x9, .Lconsts
	add	x9, x9, :lo12:.Lconsts
	ld1	{v11.16b - v14.16b}, [x9], #64	// r4, (unused), rot8, sr
.ifc \dir, dec
	ld1	{v14.16b}, [x9]			// isr
.endif
	movi	v12.16b, #0x1b
	movi	v15.16b, #64
.ifc \dir, dec
	adrp	x9, .Linv_sbox
	add	x9, x9, :lo12:.Linv_sbox
.else
	adrp	x9, .Lsbox
	add	x9, x9, :lo12:.Lsbox
.endif
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b - v23.16b}, [x9], #64
	ld1	{v24.16b - v27.16b}, [x9], #64
	ld1	{v28.16b - v31.16b}, [x9]
.endm

/* Two blocks at once, v0 and v5, instruction by instruction interleaved so
 * that in-order cores overlap the two dependency chains.  Scratch: v1-v3
 * for v0, v6, v7, v9 for v5; v4 round key.  Leaf; clobbers RKP, CNT. */
.macro sr_sb2
	tbl	v1.16b, {v0.16b}, v14.16b
	tbl	v6.16b, {v5.16b}, v14.16b
	tbl	v0.16b, {v16.16b - v19.16b}, v1.16b
	tbl	v5.16b, {v16.16b - v19.16b}, v6.16b
	sub	v2.16b, v1.16b, v15.16b
	sub	v7.16b, v6.16b, v15.16b
	tbx	v0.16b, {v20.16b - v23.16b}, v2.16b
	tbx	v5.16b, {v20.16b - v23.16b}, v7.16b
	sb2_quarter 24, 27
	sb2_quarter 28, 31
.endm

/* The next quarter of the S-box (v\lo..v\hi) for both blocks. */
.macro sb2_quarter lo, hi
	sub	v2.16b, v2.16b, v15.16b
	sub	v7.16b, v7.16b, v15.16b
	tbx	v0.16b, {v\lo\().16b - v\hi\().16b}, v2.16b
	tbx	v5.16b, {v\lo\().16b - v\hi\().16b}, v7.16b
.endm

.macro mix_columns2
	tbl	v1.16b, {v0.16b}, v13.16b
	tbl	v6.16b, {v5.16b}, v13.16b
	eor	v2.16b, v0.16b, v1.16b
	eor	v7.16b, v5.16b, v6.16b
	rev32	v3.8h, v2.8h
	rev32	v9.8h, v7.8h
	eor	v1.16b, v1.16b, v3.16b
	eor	v6.16b, v6.16b, v9.16b
	sshr	v3.16b, v2.16b, #7
	sshr	v9.16b, v7.16b, #7
	and	v3.16b, v3.16b, v12.16b
	and	v9.16b, v9.16b, v12.16b
	add	v2.16b, v2.16b, v2.16b
	add	v7.16b, v7.16b, v7.16b
	eor	v2.16b, v2.16b, v3.16b
	eor	v7.16b, v7.16b, v9.16b
	eor	v0.16b, v1.16b, v2.16b
	eor	v5.16b, v6.16b, v7.16b
.endm

/* u = a ^ 4 (a ^ rot16(a)) (InvMixColumns = MixColumns(u)), in place on
 * v0 (scratch v1, v2); inv_premix2 the same interleaved with v5 (v6, v7). */
.macro inv_premix1
	rev32	v1.8h, v0.8h
	eor	v1.16b, v1.16b, v0.16b
	ushr	v2.16b, v1.16b, #6
	tbl	v2.16b, {v11.16b}, v2.16b
	shl	v1.16b, v1.16b, #2
	eor	v1.16b, v1.16b, v2.16b
	eor	v0.16b, v0.16b, v1.16b
.endm

.macro inv_premix2
	rev32	v1.8h, v0.8h
	rev32	v6.8h, v5.8h
	eor	v1.16b, v1.16b, v0.16b
	eor	v6.16b, v6.16b, v5.16b
	ushr	v2.16b, v1.16b, #6
	ushr	v7.16b, v6.16b, #6
	tbl	v2.16b, {v11.16b}, v2.16b
	tbl	v7.16b, {v11.16b}, v7.16b
	shl	v1.16b, v1.16b, #2
	shl	v6.16b, v6.16b, #2
	eor	v1.16b, v1.16b, v2.16b
	eor	v6.16b, v6.16b, v7.16b
	eor	v0.16b, v0.16b, v1.16b
	eor	v5.16b, v5.16b, v6.16b
.endm

/* AddRoundKey (v4) on v0, and on v5 for two blocks. */
.macro ark nb
	eor	v0.16b, v0.16b, v4.16b
.if \nb == 2
	eor	v5.16b, v5.16b, v4.16b
.endif
.endm

/* The body of a block routine: v0 (and v5 when nb = 2) through the
 * cipher (dir = enc) or the straightforward inverse cipher (dec:
 * InvShiftRows, InvSubBytes, AddRoundKey, InvMixColumns; v14 holds
 * InvShiftRows and v16.. the inverse S-box then) with the schedule at RK,
 * ROUNDS rounds.  Leaf; clobbers v1-v4 (and v6, v7, v9), RKP, CNT. */
.macro cipher nb, dir
	mov	RKP, RK
	ld1	{v4.16b}, [RKP], #16
	ark	\nb
	sub	CNT, ROUNDS, #1
1:	ld1	{v4.16b}, [RKP], #16
	sr_sb\nb
.ifc \dir, dec
	ark	\nb
	inv_premix\nb
	mix_columns\nb
.else
	mix_columns\nb
	ark	\nb
.endif
	subs	CNT, CNT, #1
	b.ne	1b
	ld1	{v4.16b}, [RKP]
	sr_sb\nb
	ark	\nb
	ret
.endm

/* v0 = E(v0), v0 = D(v0) (the decryption schedule is the encryption one
 * reversed); .L*_block2: v0 and v5 at once, instruction by instruction
 * interleaved so that in-order cores overlap the two dependency chains. */
	.p2align 4
.Lenc_block:
	cipher	1, enc
	.p2align 4
.Ldec_block:
	cipher	1, dec
	.p2align 4
.Lenc_block2:
	cipher	2, enc
	.p2align 4
.Ldec_block2:
	cipher	2, dec

/* ---- key expansion ------------------------------------------------------ */

/* FIPS-197 KeyExpansion (aes-expand-macros.h), SubWord by the register
 * S-box.  Clobbers x3-x12, v0-v3, v5, v16-v31. */
.macro subword
	dup	v0.4s, w7
	sub_bytes 1, 0, 2, 5
	umov	w7, v1.s[0]
.endm

	.p2align 4
.Lexpand:
	adrp	x9, .Lsbox
	add	x9, x9, :lo12:.Lsbox
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b - v23.16b}, [x9], #64
	ld1	{v24.16b - v27.16b}, [x9], #64
	ld1	{v28.16b - v31.16b}, [x9]
	movi	v5.16b, #64
	aes_expand
	ret

/* void aesalt_aes_setkey_enc_neon(aesalt_aes_key *key, const uint8_t *k,
 *                                 unsigned bits); */
FUNC(aesalt_aes_setkey_enc_neon)
	b	.Lexpand
ENDFUNC(aesalt_aes_setkey_enc_neon)

/* void aesalt_aes_setkey_dec_neon(aesalt_aes_key *key, const uint8_t *k,
 *                                 unsigned bits); */
FUNC(aesalt_aes_setkey_dec_neon)
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	.Lexpand
	ldr	w4, [x0, #KEY_ROUNDS]
	add	x5, x0, #KEY_RK
	add	x6, x5, x4, lsl #4
1:	ld1	{v0.16b}, [x5]		// reverse the order of the round keys
	ld1	{v1.16b}, [x6]
	st1	{v1.16b}, [x5], #16
	st1	{v0.16b}, [x6]
	sub	x6, x6, #16
	cmp	x5, x6
	b.lo	1b
	ldp	x29, x30, [sp], #16
	ret
ENDFUNC(aesalt_aes_setkey_dec_neon)

/* ---- modes (one block at a time) ------------------------------------------ */

.macro prologue dir
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	save_d8_d15
	load_consts \dir
	ldr	ROUNDS, [KEY, #KEY_ROUNDS]
	add	RK, KEY, #KEY_RK
.endm

.macro epilogue
	restore_d8_d15
	ldp	x29, x30, [sp], #16
	ret
.endm

/* dir: enc or dec.  Two blocks at a time, then one. */
.macro ecb_neon dir
	cbz	NBLK, 9f
	prologue \dir
	subs	NBLK, NBLK, #2
	b.lo	2f
1:	ld1	{v0.16b}, [IN], #16
	ld1	{v5.16b}, [IN], #16
	bl	.L\dir\()_block2
	st1	{v0.16b}, [OUT], #16
	st1	{v5.16b}, [OUT], #16
	subs	NBLK, NBLK, #2
	b.hs	1b
2:	tbz	NBLK, #0, 3f
	ld1	{v0.16b}, [IN], #16
	bl	.L\dir\()_block
	st1	{v0.16b}, [OUT], #16
3:	epilogue
9:	ret
.endm

/* void aesalt_aes_ecb_enc_neon(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc_neon)
	ecb_neon enc
ENDFUNC(aesalt_aes_ecb_enc_neon)

/* void aesalt_aes_ecb_dec_neon(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec_neon)
	ecb_neon dec
ENDFUNC(aesalt_aes_ecb_dec_neon)

/* void aesalt_aes_cbc_enc_neon(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_enc_neon)
	cbz	NBLK, 9f
	prologue enc
	ld1	{v0.16b}, [IV]
1:	ld1	{v5.16b}, [IN], #16
	eor	v0.16b, v0.16b, v5.16b
	bl	.Lenc_block
	st1	{v0.16b}, [OUT], #16
	subs	NBLK, NBLK, #1
	b.ne	1b
	st1	{v0.16b}, [IV]
	epilogue
9:	ret
ENDFUNC(aesalt_aes_cbc_enc_neon)

/* void aesalt_aes_cbc_dec_neon(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_dec_neon)
	cbz	NBLK, 9f
	prologue dec
	ld1	{v8.16b}, [IV]
	subs	NBLK, NBLK, #2
	b.lo	2f
1:	ld1	{v0.16b}, [IN], #16
	ld1	{v5.16b}, [IN], #16
	bl	.Ldec_block2
	sub	x9, IN, #32			// the ciphertext again: in may be out
	ld1	{v1.16b, v2.16b}, [x9]
	eor	v0.16b, v0.16b, v8.16b
	eor	v5.16b, v5.16b, v1.16b
	mov	v8.16b, v2.16b
	st1	{v0.16b}, [OUT], #16
	st1	{v5.16b}, [OUT], #16
	subs	NBLK, NBLK, #2
	b.hs	1b
2:	tbz	NBLK, #0, 3f
	ld1	{v0.16b}, [IN], #16
	mov	v6.16b, v0.16b
	bl	.Ldec_block
	eor	v0.16b, v0.16b, v8.16b
	mov	v8.16b, v6.16b
	st1	{v0.16b}, [OUT], #16
3:	st1	{v8.16b}, [IV]
	epilogue
9:	ret
ENDFUNC(aesalt_aes_cbc_dec_neon)

/* Counter as in aes-armv8ce.S: REV32 form, lane 3 steps mod 2^32. */
/* void aesalt_aes_ctr32_neon(const aesalt_aes_key *key, uint8_t *out,
 *                            const uint8_t *in, size_t nblocks,
 *                            uint8_t ctr[16]); */
FUNC(aesalt_aes_ctr32_neon)
	cbz	NBLK, 9f
	prologue enc
	ld1	{v8.16b}, [IV]
	rev32	v8.16b, v8.16b
	movi	v10.2d, #0
	mov	w9, #1
	mov	v10.s[3], w9
	subs	NBLK, NBLK, #2
	b.lo	2f
1:	rev32	v0.16b, v8.16b
	add	v8.4s, v8.4s, v10.4s
	rev32	v5.16b, v8.16b
	add	v8.4s, v8.4s, v10.4s
	bl	.Lenc_block2
	ld1	{v1.16b, v2.16b}, [IN], #32
	eor	v0.16b, v0.16b, v1.16b
	eor	v5.16b, v5.16b, v2.16b
	st1	{v0.16b}, [OUT], #16
	st1	{v5.16b}, [OUT], #16
	subs	NBLK, NBLK, #2
	b.hs	1b
2:	tbz	NBLK, #0, 3f
	rev32	v0.16b, v8.16b
	add	v8.4s, v8.4s, v10.4s
	bl	.Lenc_block
	ld1	{v1.16b}, [IN], #16
	eor	v0.16b, v0.16b, v1.16b
	st1	{v0.16b}, [OUT], #16
3:	rev32	v8.16b, v8.16b
	st1	{v8.16b}, [IV]
	epilogue
9:	ret
ENDFUNC(aesalt_aes_ctr32_neon)

/* XTS over whole blocks: T * x per block as in aes-armv8ce.S (SSHR #63
 * masks, EXT swaps them, AND {0x87, 1}, ADD shifts).  v5 T, v6 scratch,
 * v7 {0x87, 1}. */
.macro xts_neon dir
	cbz	NBLK, 9f
	prologue \dir
	ld1	{v5.16b}, [IV]
	mov	x9, #0x87
	mov	x10, #1
	fmov	d7, x9
	mov	v7.d[1], x10
1:	ld1	{v0.16b}, [IN], #16
	eor	v0.16b, v0.16b, v5.16b
	bl	.L\dir\()_block
	eor	v0.16b, v0.16b, v5.16b
	st1	{v0.16b}, [OUT], #16
	sshr	v6.2d, v5.2d, #63
	ext	v6.16b, v6.16b, v6.16b, #8
	and	v6.16b, v6.16b, v7.16b
	add	v5.2d, v5.2d, v5.2d
	eor	v5.16b, v5.16b, v6.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	st1	{v5.16b}, [IV]
	epilogue
9:	ret
.endm

/* void aesalt_aes_xts_enc_neon(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_enc_neon)
	xts_neon enc
ENDFUNC(aesalt_aes_xts_enc_neon)

/* void aesalt_aes_xts_dec_neon(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t tweak[16]); */
FUNC(aesalt_aes_xts_dec_neon)
	xts_neon dec
ENDFUNC(aesalt_aes_xts_dec_neon)

#include "aes-tables.h"
.macro	BYTE_ROW k, v:vararg
	.byte	\v
.endm

	.section .rodata
	.globl	aesalt_aes_shiftrows_neon
	.hidden	aesalt_aes_shiftrows_neon
	.type	aesalt_aes_shiftrows_neon, %object
	.size	aesalt_aes_shiftrows_neon, 16
	.globl	aesalt_aes_sbox_neon
	.hidden	aesalt_aes_sbox_neon
	.type	aesalt_aes_sbox_neon, %object
	.size	aesalt_aes_sbox_neon, 256
	.p2align 4
.Lconsts:
	.byte	0x00, 0x1b, 0x36, 0x2d, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0	// 4w reduction
	.byte	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0			// (v12: movi)
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12		// rot8
aesalt_aes_shiftrows_neon:						// (aegis-neon.S too)
	.byte	0, 5, 10, 15, 4, 9, 14, 3, 8, 13, 2, 7, 12, 1, 6, 11		// ShiftRows
	.byte	0, 13, 10, 7, 4, 1, 14, 11, 8, 5, 2, 15, 12, 9, 6, 3		// InvShiftRows
.Lrcon:
	.byte	0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36
	.p2align 4
/* FIPS-197 S-box and its inverse, from the shared macros of
 * asm/aes-tables.h.  aegis-neon.S uses the S-box too. */
.Lsbox:
aesalt_aes_sbox_neon:
	SBOX_ROWS BYTE_ROW, 0
.Linv_sbox:
	SINV_ROWS BYTE_ROW, 0

	.section .note.GNU-stack, "", %progbits
