/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with Advanced SIMD only
 * (the nine aegis* slots of the "neon" kernel).
 *
 * Depends on: Armv8.0-A Advanced SIMD.  Constant time: the AES round is
 * that of aes-neon.S (S-box in v16..v31, TBL/TBX lookups inside registers),
 * with no branch or address depending on the state or the data.
 *
 * The Update is that of aegis-macros.h (shared with aegis-armv8ce.S): the
 * round works in place (ShiftRows reads the word into a scratch register
 * first), so the register rotation applies, one MOV per update, and here
 * n MOVs after each block put the words back in place instead of
 * unrolling the loop n + 1 times (the round is 18 instructions, so the
 * MOVs cost about 5 %, and the code is a ninth of the unrolled size).  The
 * state stays in v0..v8 across all blocks of a call.
 *
 * The round, in place on v\x (v11, v12 scratch), with the S-box and the
 * ShiftRows permutation of aes-neon.S:
 *   ShiftRows (TBL), SubBytes (TBL + 3 TBX), then MixColumns with
 *   b = rot8(a) = USHR #8 | SLI #24 on 32-bit lanes, t = a ^ b,
 *   out = xtime(t) ^ b ^ rot16(t) (REV32 .8h).
 *
 * v0-v8 state, v9/v10 message words, v11/v12 scratch, v13 0x1b,
 * v14 ShiftRows, v15 64, v16-v31 S-box.
 *
 * Measured (whole AEAD): bench/results/aarch64.md, column neon, rows
 * aegis128l and aegis256.  The slot alone and llvm-mca estimates:
 * bench/results/aarch64-kernels.md (hand-run notes).
 */

#define STATE x0

#include "abi-macros.h"
#include "aegis-macros.h"

	.arch armv8-a
	.text

/* The round's constants; the tables are aes-neon.S's. */
.macro load_sbox
	adrp	x9, aesalt_aes_shiftrows_neon
	add	x9, x9, :lo12:aesalt_aes_shiftrows_neon
	ld1	{v14.16b}, [x9]
	adrp	x9, aesalt_aes_sbox_neon
	add	x9, x9, :lo12:aesalt_aes_sbox_neon
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b - v23.16b}, [x9], #64
	ld1	{v24.16b - v27.16b}, [x9], #64
	ld1	{v28.16b - v31.16b}, [x9]
	movi	v13.16b, #0x1b
	movi	v15.16b, #64
.endm

/* v\x = MixColumns(ShiftRows(SubBytes(v\x))) */
.macro nround x
	tbl	v11.16b, {v\x\().16b}, v14.16b
	tbl	v\x\().16b, {v16.16b - v19.16b}, v11.16b
	sub	v12.16b, v11.16b, v15.16b
	tbx	v\x\().16b, {v20.16b - v23.16b}, v12.16b
	sub	v12.16b, v12.16b, v15.16b
	tbx	v\x\().16b, {v24.16b - v27.16b}, v12.16b
	sub	v12.16b, v12.16b, v15.16b
	tbx	v\x\().16b, {v28.16b - v31.16b}, v12.16b
	ushr	v11.4s, v\x\().4s, #8
	sli	v11.4s, v\x\().4s, #24		// b = rot8(a)
	eor	v12.16b, v\x\().16b, v11.16b	// t = a ^ b
	rev32	v\x\().8h, v12.8h		// rot16(t)
	eor	v\x\().16b, v\x\().16b, v11.16b
	sshr	v11.16b, v12.16b, #7
	and	v11.16b, v11.16b, v13.16b
	add	v12.16b, v12.16b, v12.16b
	eor	v12.16b, v12.16b, v11.16b	// xtime(t)
	eor	v\x\().16b, v\x\().16b, v12.16b
.endm

/* f = AESRound(last, s0 ^ m) */
.macro upd_first f, last, s0, m
	mov	v\f\().16b, v\last\().16b
	nround	\f
	eor	v\f\().16b, v\f\().16b, v\s0\().16b
	eor	v\f\().16b, v\f\().16b, v\m\().16b
.endm

/* a = AESRound(a, b) */
.macro upd a, b
	nround	\a
	eor	v\a\().16b, v\a\().16b, v\b\().16b
.endm

/* z (computed into v11) against the message word in v\i: enc stores
 * v\i ^ z and keeps v\i; dec turns v\i into the plaintext and stores it. */
.macro ks_out mode, i
.ifc \mode, enc
	eor	v11.16b, v11.16b, v\i\().16b
	st1	{v11.16b}, [OUT], #16
.endif
.ifc \mode, dec
	eor	v\i\().16b, v\i\().16b, v11.16b
	st1	{v\i\().16b}, [OUT], #16
.endif
.endm

/* One block from rotation 0 (S0.. in v0.., the spare after them; message
 * words v9, v10), and the n MOVs back. */
.macro aegis128_blk mode
.ifnc \mode, absorb
	ks_word	11, 1, 4, 2, 3			// z = S1 ^ S4 ^ (S2 & S3)
	ks_out	\mode, 9
.endif
	aegis128_update 5, 0, 1, 2, 3, 4, 9
	mov_chain 4, 3, 2, 1, 0, 5
.endm

.macro aegis256_blk mode
.ifnc \mode, absorb
	ks_word	11, 1, 4, 2, 3			// z = S1 ^ S4 ^ S5 ^ (S2 & S3)
	eor	v11.16b, v11.16b, v5.16b
	ks_out	\mode, 9
.endif
	aegis256_update 6, 0, 1, 2, 3, 4, 5, 9
	mov_chain 5, 4, 3, 2, 1, 0, 6
.endm

.macro aegis128l_blk mode
.ifnc \mode, absorb
	ks_word	11, 1, 6, 2, 3			// z0 = S1 ^ S6 ^ (S2 & S3)
	ks_out	\mode, 9
	ks_word	11, 2, 5, 6, 7			// z1 = S2 ^ S5 ^ (S6 & S7)
	ks_out	\mode, 10
.endif
	aegis128l_update 8, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10
	mov_chain 7, 6, 5, 4, 3, 2, 1, 0, 8
.endm

/* One slot: variant (aegis128, aegis256, aegis128l), mode (absorb, enc,
 * dec), n = state words. */
.macro aegis_slot variant, mode, n
	aegis_args \mode
FUNC(aesalt_\variant\()_\mode\()_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	state_io ld1, \n, 0
.if \n == 8
1:	ld1	{v9.16b, v10.16b}, [IN], #32
.else
1:	ld1	{v9.16b}, [IN], #16
.endif
	\variant\()_blk \mode
	subs	NBLK, NBLK, #1
	b.ne	1b
	state_io st1, \n, 0
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_\variant\()_\mode\()_neon)
	aegis_args_end \mode
.endm

/* void aesalt_aegis128_absorb_neon(aesalt_aegis_state *st, const uint8_t *in,
 *                                  size_t nblocks);
 * void aesalt_aegis128_enc_neon(aesalt_aegis_state *st, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks);
 * void aesalt_aegis128_dec_neon(aesalt_aegis_state *st, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks); */
	aegis_slot aegis128, absorb, 5
	aegis_slot aegis128, enc, 5
	aegis_slot aegis128, dec, 5

/* void aesalt_aegis128l_absorb_neon(aesalt_aegis_state *st, const uint8_t *in,
 *                                   size_t nblocks);
 * void aesalt_aegis128l_enc_neon(aesalt_aegis_state *st, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 * void aesalt_aegis128l_dec_neon(aesalt_aegis_state *st, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks); */
	aegis_slot aegis128l, absorb, 8
	aegis_slot aegis128l, enc, 8
	aegis_slot aegis128l, dec, 8

/* void aesalt_aegis256_absorb_neon(aesalt_aegis_state *st, const uint8_t *in,
 *                                  size_t nblocks);
 * void aesalt_aegis256_enc_neon(aesalt_aegis_state *st, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks);
 * void aesalt_aegis256_dec_neon(aesalt_aegis_state *st, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks); */
	aegis_slot aegis256, absorb, 6
	aegis_slot aegis256, enc, 6
	aegis_slot aegis256, dec, 6

	.section .note.GNU-stack, "", %progbits
