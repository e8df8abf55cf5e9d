/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with the Armv8
 * cryptography extension (the nine aegis* slots of the "armv8ce" kernel).
 *
 * Depends on: Armv8.0-A Advanced SIMD and FEAT_AES (AESE, AESMC).
 * Constant time: no branch or address depends on the state or the data
 * (branches only on block counts).
 *
 * AESRound(in, rk) = MixColumns(ShiftRows(SubBytes(in))) ^ rk is
 * AESMC(AESE(in, 0)) ^ rk (AESE adds its key before SubBytes, hence the
 * zero key in v31).  The Update (aegis-macros.h) copies one word per block
 * and rotates the register names by one; the main loop is unrolled n + 1
 * times so that they come back, and the state stays in v16..v(16+n)
 * across all its blocks: at block k of the loop, Si is in
 * v(16 + (i - k) mod (n + 1)).
 *
 * The remainder r of blocks after the unrolled loop: when r reaches a
 * point where the loop loads a new group of inputs (block k = n + 1 - r'
 * for some r' <= r), the state goes out to memory and comes back rotated
 * by k, and the loop is entered at block k: r' blocks at the loop's cost,
 * and it leaves the state in place.  What is left (fewer blocks than the
 * smallest such r') goes one block at a time with n MOVs to undo the
 * rotation.
 *
 * The state is loaded from / stored to the canonical aesalt_aegis_state
 * (S0..S(n-1) at 16-byte steps) at entry and exit (and for the re-entry
 * above).  The loops load and store up to four vectors per LD1/ST1.
 *
 * Registers: x0 state; absorb: x1 in, x2 nblocks; enc/dec: x1 out, x2 in,
 * x3 nblocks (IN, OUT, NBLK below); x9 state pointer for LD1/ST1.
 * v16..v24 state, v31 zero, v0-v3 input, v4-v7 output.
 *
 * Measured (whole AEAD, core/aegis.c's Init, Finalize, checks and wipes
 * included): bench/results/aarch64.md, column armv8ce, rows aegis128l and
 * aegis256.  The slot alone and llvm-mca estimates of the unrolled loops:
 * bench/results/aarch64-kernels.md (hand-run notes).
 */

#define STATE x0

#include "abi-macros.h"
#include "aegis-macros.h"

	.arch armv8-a+crypto
	.text

/* f = AESRound(last, s0 ^ m): the copy that breaks the cycle. */
.macro upd_first f, last, s0, m
	mov	v\f\().16b, v\last\().16b
	aese	v\f\().16b, v31.16b
	aesmc	v\f\().16b, v\f\().16b
	eor	v\f\().16b, v\f\().16b, v\s0\().16b
	eor	v\f\().16b, v\f\().16b, v\m\().16b
.endm

/* a = AESRound(a, b) */
.macro upd a, b
	aese	v\a\().16b, v31.16b
	aesmc	v\a\().16b, v\a\().16b
	eor	v\a\().16b, v\a\().16b, v\b\().16b
.endm

/* Keystream z and the data: enc writes in ^ z to o; dec turns i into the
 * plaintext (also the output); absorb does neither.  z is in o first. */
.macro ks_apply mode, i, o
.ifc \mode, enc
	eor	v\o\().16b, v\o\().16b, v\i\().16b
.endif
.ifc \mode, dec
	eor	v\i\().16b, v\i\().16b, v\o\().16b
.endif
.endm

/* AEGIS-128: z = S1 ^ S4 ^ (S2 & S3) */
.macro aegis128_blk mode, s0, s1, s2, s3, s4, f, i, o
.ifnc \mode, absorb
	ks_word	\o, \s1, \s4, \s2, \s3
	ks_apply \mode, \i, \o
.endif
	aegis128_update \f, \s0, \s1, \s2, \s3, \s4, \i
.endm

/* AEGIS-256: z = S1 ^ S4 ^ S5 ^ (S2 & S3) */
.macro aegis256_blk mode, s0, s1, s2, s3, s4, s5, f, i, o
.ifnc \mode, absorb
	ks_word	\o, \s1, \s4, \s2, \s3
	eor	v\o\().16b, v\o\().16b, v\s5\().16b
	ks_apply \mode, \i, \o
.endif
	aegis256_update \f, \s0, \s1, \s2, \s3, \s4, \s5, \i
.endm

/* AEGIS-128L: z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7), the two
 * words' steps interleaved (ks_word's, in pairs) */
.macro aegis128l_blk mode, s0, s1, s2, s3, s4, s5, s6, s7, f, i0, i1, o0, o1
.ifnc \mode, absorb
	and	v\o0\().16b, v\s2\().16b, v\s3\().16b
	and	v\o1\().16b, v\s6\().16b, v\s7\().16b
	eor	v\o0\().16b, v\o0\().16b, v\s1\().16b
	eor	v\o1\().16b, v\o1\().16b, v\s2\().16b
	eor	v\o0\().16b, v\o0\().16b, v\s6\().16b
	eor	v\o1\().16b, v\o1\().16b, v\s5\().16b
	ks_apply \mode, \i0, \o0
	ks_apply \mode, \i1, \o1
.endif
	aegis128l_update \f, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7, \i0, \i1
.endm

/* op (ld1, st1) n vectors v\r0.. (consecutive) at ptr, which advances. */
.macro data_io op, ptr, n, r0, r1, r2, r3
.if \n == 4
	\op	{v\r0\().16b - v\r3\().16b}, [\ptr], #64
.elseif \n == 3
	\op	{v\r0\().16b - v\r2\().16b}, [\ptr], #48
.elseif \n == 2
	\op	{v\r0\().16b - v\r1\().16b}, [\ptr], #32
.else
	\op	{v\r0\().16b}, [\ptr], #16
.endif
.endm

/* n input vectors into v0..v(n-1). */
.macro data_ld n
	data_io	ld1, IN, \n, 0, 1, 2, 3
.endm

/* n output vectors: enc v4.., dec v0.. (the plaintext), absorb none. */
.macro data_st mode, n
.ifc \mode, enc
	data_io	st1, OUT, \n, 4, 5, 6, 7
.endif
.ifc \mode, dec
	data_io	st1, OUT, \n, 0, 1, 2, 3
.endif
.endm

/* After one block (rotation 1: S0 in v(16+n), Si in v(15+i)): the
 * registers back to rotation 0 (n MOVs), or the state stored from where
 * it is. */
.macro unrotate n
.if \n == 5
	mov_chain 20, 19, 18, 17, 16, 21
.elseif \n == 6
	mov_chain 21, 20, 19, 18, 17, 16, 22
.else
	mov_chain 23, 22, 21, 20, 19, 18, 17, 16, 24
.endif
.endm
.macro store_rotated n
	mov	x9, STATE
.if \n == 5
	st1	{v21.16b}, [x9], #16
	st1	{v16.16b - v19.16b}, [x9]
.elseif \n == 6
	st1	{v22.16b}, [x9], #16
	st1	{v16.16b - v19.16b}, [x9], #64
	st1	{v20.16b}, [x9]
.else
	st1	{v24.16b}, [x9], #16
	st1	{v16.16b - v19.16b}, [x9], #64
	st1	{v20.16b - v22.16b}, [x9]
.endif
.endm

/* r of the NBLK blocks left from the loop's block at label entry: the
 * state (at x9) into the rotated registers va0..va1, vb0..vb1 (and
 * vc0..vc1) in order. */
.macro reenter r, entry, a0, a1, b0, b1, c0, c1
	sub	NBLK, NBLK, #\r
	ld1	{v\a0\().16b - v\a1\().16b}, [x9], #((\a1 - \a0 + 1) * 16)
.ifb \c0
	ld1	{v\b0\().16b - v\b1\().16b}, [x9]
.else
	ld1	{v\b0\().16b - v\b1\().16b}, [x9], #((\b1 - \b0 + 1) * 16)
	ld1	{v\c0\().16b - v\c1\().16b}, [x9]
.endif
	b	\entry
.endm

/* ---- per variant: the unrolled loop (the register rotation, block by
 * block) with its re-entry points (local labels 12, 14, 16 = blocks 2, 4,
 * 6), the remainder re-entry, and the one-block step. */

.macro aegis128_loop mode
	data_ld	4
	aegis128_blk \mode, 16, 17, 18, 19, 20, 21, 0, 4
	aegis128_blk \mode, 21, 16, 17, 18, 19, 20, 1, 5
	aegis128_blk \mode, 20, 21, 16, 17, 18, 19, 2, 6
	aegis128_blk \mode, 19, 20, 21, 16, 17, 18, 3, 7
	data_st	\mode, 4
	data_ld	2
	aegis128_blk \mode, 18, 19, 20, 21, 16, 17, 0, 4
	aegis128_blk \mode, 17, 18, 19, 20, 21, 16, 1, 5
	data_st	\mode, 2
.endm
.macro aegis128_one mode
	data_ld	1
	aegis128_blk \mode, 16, 17, 18, 19, 20, 21, 0, 4
	data_st	\mode, 1
.endm

.macro aegis256_loop mode
	data_ld	4
	aegis256_blk \mode, 16, 17, 18, 19, 20, 21, 22, 0, 4
	aegis256_blk \mode, 22, 16, 17, 18, 19, 20, 21, 1, 5
	aegis256_blk \mode, 21, 22, 16, 17, 18, 19, 20, 2, 6
	aegis256_blk \mode, 20, 21, 22, 16, 17, 18, 19, 3, 7
	data_st	\mode, 4
14:	data_ld	3
	aegis256_blk \mode, 19, 20, 21, 22, 16, 17, 18, 0, 4
	aegis256_blk \mode, 18, 19, 20, 21, 22, 16, 17, 1, 5
	aegis256_blk \mode, 17, 18, 19, 20, 21, 22, 16, 2, 6
	data_st	\mode, 3
.endm
/* NBLK >= 3 left: three of them from block 4 (S0-S3 in v19-v22, S4-S5 in
 * v16-v17) */
.macro aegis256_reenter
	state_io st1, 6, 16
	mov	x9, STATE
	reenter	3, 14b, 19, 22, 16, 17
.endm
.macro aegis256_one mode
	data_ld	1
	aegis256_blk \mode, 16, 17, 18, 19, 20, 21, 22, 0, 4
	data_st	\mode, 1
.endm

/* Two blocks from the rotation (s0..s7, f) on one LD1 of four vectors;
 * the second block's names are the first's rotated by one. */
.macro aegis128l_pair mode, s0, s1, s2, s3, s4, s5, s6, s7, f
	data_ld	4
	aegis128l_blk \mode, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7, \f, 0, 1, 4, 5
	aegis128l_blk \mode, \f, \s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7, 2, 3, 6, 7
	data_st	\mode, 4
.endm
.macro aegis128l_loop mode
	aegis128l_pair \mode, 16, 17, 18, 19, 20, 21, 22, 23, 24
12:	aegis128l_pair \mode, 23, 24, 16, 17, 18, 19, 20, 21, 22
14:	aegis128l_pair \mode, 21, 22, 23, 24, 16, 17, 18, 19, 20
16:	aegis128l_pair \mode, 19, 20, 21, 22, 23, 24, 16, 17, 18
	data_ld	2
	aegis128l_blk \mode, 17, 18, 19, 20, 21, 22, 23, 24, 16, 0, 1, 4, 5
	data_st	\mode, 2
.endm
/* NBLK = 3..8 left: the largest odd r' <= NBLK of them (re-entry points
 * come every two blocks), from block 9 - r' */
.macro aegis128l_reenter
	state_io st1, 8, 16
	mov	x9, STATE
	cmp	NBLK, #5
	b.lo	23f
	cmp	NBLK, #7
	b.lo	25f
	reenter	7, 12b, 23, 24, 16, 19, 20, 21	// block 2: S0-S1 v23-v24, S2-S7 v16-v21
25:	reenter	5, 14b, 21, 24, 16, 19		// block 4: S0-S3 v21-v24, S4-S7 v16-v19
23:	reenter	3, 16b, 19, 22, 23, 24, 16, 17	// block 6: S0-S5 v19-v24, S6-S7 v16-v17
.endm
.macro aegis128l_one mode
	data_ld	2
	aegis128l_blk \mode, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	data_st	\mode, 2
.endm

/* One slot: variant (aegis128, aegis256, aegis128l), mode (absorb, enc,
 * dec), n = state words (the loop is unrolled n + 1 times), reenter = the
 * fewest remainder blocks worth a re-entry into the unrolled loop, 0 for
 * none (AEGIS-128: with five MOVs a block, the one-block step costs about
 * what the re-entry does). */
.macro aegis_slot variant, mode, n, reenter
	aegis_args \mode
FUNC(aesalt_\variant\()_\mode\()_armv8ce)
	cbz	NBLK, 9f
	state_io ld1, \n, 16
	movi	v31.2d, #0
	subs	NBLK, NBLK, #(\n + 1)
	b.lo	2f
1:	\variant\()_loop \mode
	subs	NBLK, NBLK, #(\n + 1)
	b.hs	1b
2:	adds	NBLK, NBLK, #(\n + 1)
	b.eq	8f
.if \reenter
	cmp	NBLK, #\reenter
	b.lo	3f
	\variant\()_reenter
.endif
3:	\variant\()_one \mode
	subs	NBLK, NBLK, #1
	b.eq	7f
	unrotate \n
	b	3b
7:	store_rotated \n		// the last block's rotation: no MOVs
	ret
8:	state_io st1, \n, 16
9:	ret
ENDFUNC(aesalt_\variant\()_\mode\()_armv8ce)
	aegis_args_end \mode
.endm

/* void aesalt_aegis128_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in,
 *                                     size_t nblocks);
 * void aesalt_aegis128_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                                  const uint8_t *in, size_t nblocks);
 * void aesalt_aegis128_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                                  const uint8_t *in, size_t nblocks); */
	aegis_slot aegis128, absorb, 5, 0
	aegis_slot aegis128, enc, 5, 0
	aegis_slot aegis128, dec, 5, 0

/* void aesalt_aegis128l_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in,
 *                                      size_t nblocks);
 * void aesalt_aegis128l_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks);
 * void aesalt_aegis128l_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks); */
	aegis_slot aegis128l, absorb, 8, 3
	aegis_slot aegis128l, enc, 8, 3
	aegis_slot aegis128l, dec, 8, 3

/* void aesalt_aegis256_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in,
 *                                     size_t nblocks);
 * void aesalt_aegis256_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                                  const uint8_t *in, size_t nblocks);
 * void aesalt_aegis256_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                                  const uint8_t *in, size_t nblocks); */
	aegis_slot aegis256, absorb, 6, 3
	aegis_slot aegis256, enc, 6, 3
	aegis_slot aegis256, dec, 6, 3

	.section .note.GNU-stack, "", %progbits
