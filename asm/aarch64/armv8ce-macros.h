/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Assembler macros shared by the "armv8ce" files (included by the C
 * preprocessor): the AES rounds and CTR steps of aes-armv8ce.S and
 * gcm-armv8ce.S, the GHASH steps of ghash-armv8ce.S and gcm-armv8ce.S.
 * For the AES macros the including file defines KEY (the key pointer),
 * ROUNDS (a w register holding key->rounds), RK (a scratch x register),
 * KEY_RK, IN and OUT, and uses v16..v30 for the round keys: rk[i] is in
 * v(30 - Nr + i).  The GHASH macros take register numbers; the
 * representation is described in ghash-armv8ce.S.
 *
 * Depends on: Armv8.0-A Advanced SIMD, FEAT_AES, FEAT_PMULL (GHASH).
 */
#ifndef AESALT_ASM_AARCH64_ARMV8CE_MACROS_H
#define AESALT_ASM_AARCH64_ARMV8CE_MACROS_H

#include "abi-macros.h"

/* One middle round over a list of blocks (register numbers): sub is
 * AESE or AESD, mix AESMC or AESIMC.  Those of one block are issued back
 * to back so that cores that fuse the pair (Cortex-A53/A57/A72 and later)
 * do. */
.macro aes_round sub, mix, k, r, rest:vararg
	\sub	v\r\().16b, v\k\().16b
	\mix	v\r\().16b, v\r\().16b
.ifnb \rest
	aes_round \sub, \mix, \k, \rest
.endif
.endm

.macro enc_round k, b:vararg
	aes_round aese, aesmc, \k, \b
.endm

.macro dec_round k, b:vararg
	aes_round aesd, aesimc, \k, \b
.endm

/* Rounds (op: enc or dec) with keys v\k .. v28 (k <= 28). */
.macro rounds_from op, k, b:vararg
.irp key, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28
.if \key >= \k
	\op\()_round \key, \b
.endif
.endr
.endm

/* All rounds but the last, for any key size (rk in v16..v30). */
.macro all_rounds op, b:vararg
	tbz	ROUNDS, #2, .Lr10\@
	tbz	ROUNDS, #1, .Lr12\@
	\op\()_round 16, \b
	\op\()_round 17, \b
.Lr12\@:
	\op\()_round 18, \b
	\op\()_round 19, \b
.Lr10\@:
	rounds_from \op, 20, \b
.endm

.macro enc_blocks b:vararg
	all_rounds enc, \b
.endm

.macro dec_blocks b:vararg
	all_rounds dec, \b
.endm

/* \op v\r, v\k (AESE, AESD) over a list of blocks. */
.macro each op, k, r, rest:vararg
	\op	v\r\().16b, v\k\().16b
.ifnb \rest
	each \op, \k, \rest
.endif
.endm

.macro op_each op, k, r, rest:vararg
	\op	v\r\().16b, v\r\().16b, v\k\().16b
.ifnb \rest
	op_each \op, \k, \rest
.endif
.endm

/* REV64 in place over a list of registers. */
.macro rev64_each r, rest:vararg
	rev64	v\r\().16b, v\r\().16b
.ifnb \rest
	rev64_each \rest
.endif
.endm

/* v\d ^= v\s for each pair of the list. */
.macro eor_pairs d, s, rest:vararg
	eor	v\d\().16b, v\d\().16b, v\s\().16b
.ifnb \rest
	eor_pairs \rest
.endif
.endm

/* The last round: no MixColumns, then the last round key. */
.macro enc_last b:vararg
	each	aese, 29, \b
	op_each eor, 30, \b
.endm

.macro dec_last b:vararg
	each	aesd, 29, \b
	op_each eor, 30, \b
.endm

/* rk[0..Nr] into v(30 - Nr)..v30.  RK is clobbered. */
.macro load_keys
	add	RK, KEY, #KEY_RK
	tbz	ROUNDS, #2, .Lk10\@
	tbz	ROUNDS, #1, .Lk12\@
	ld1	{v16.16b, v17.16b}, [RK], #32
.Lk12\@:
	ld1	{v18.16b, v19.16b}, [RK], #32
.Lk10\@:
	ld1	{v20.16b - v23.16b}, [RK], #64
	ld1	{v24.16b - v27.16b}, [RK], #64
	ld1	{v28.16b - v30.16b}, [RK]
.endm

/* CTR: counter blocks into the listed registers from the counter in v8
 * (REV32 form: the big-endian 32-bit counter is lane 3 as a native
 * integer), which steps by v9 = {0, 0, 0, 1} modulo 2^32 per block. */
.macro ctr_blocks r, rest:vararg
	rev32	v\r\().16b, v8.16b
	add	v8.4s, v8.4s, v9.4s
.ifnb \rest
	ctr_blocks \rest
.endif
.endm

/* Four keystream blocks b0..b3 XORed with four input blocks (loaded into
 * t0..t3, consecutive registers) and stored: IN and OUT advance by 64. */
.macro xor_in4 b0, b1, b2, b3, t0, t1, t2, t3
	ld1	{v\t0\().16b - v\t3\().16b}, [IN], #64
	eor	v\b0\().16b, v\b0\().16b, v\t0\().16b
	eor	v\b1\().16b, v\b1\().16b, v\t1\().16b
	eor	v\b2\().16b, v\b2\().16b, v\t2\().16b
	eor	v\b3\().16b, v\b3\().16b, v\t3\().16b
	st1	{v\b0\().16b - v\b3\().16b}, [OUT], #64
.endm

/* CTR: the counter block at \ptr into v8 (REV32 form), v9 = {0, 0, 0, 1}
 * (\tmp: a w register). */
.macro ctr_start ptr, tmp
	ld1	{v8.16b}, [\ptr]
	rev32	v8.16b, v8.16b
	movi	v9.2d, #0
	mov	\tmp, #1
	mov	v9.s[3], \tmp
.endm

/* CTR: the next counter block back to \ptr in memory order. */
.macro ctr_end ptr
	rev32	v8.16b, v8.16b
	st1	{v8.16b}, [\ptr]
.endm

/* ---- GHASH (representation: ghash-armv8ce.S) ---------------------------- */

/* y at \ptr into v\y in the integer layout (lane 0 = R[63:0]), and back. */
.macro gh_load_y y, ptr
	ld1	{v\y\().16b}, [\ptr]
	rev64	v\y\().16b, v\y\().16b
	ext	v\y\().16b, v\y\().16b, v\y\().16b, #8
.endm
.macro gh_store_y y, ptr
	ext	v\y\().16b, v\y\().16b, v\y\().16b, #8
	rev64	v\y\().16b, v\y\().16b
	st1	{v\y\().16b}, [\ptr]
.endm

/* A hook that does nothing: GHASH steps call \A j between them so that
 * gcm-armv8ce.S can issue AES instructions there. */
.macro no_slot j
.endm

/* y (v\y, integer layout) into the first block of a de-interleaved group:
 * its high half is lane 0 of v\xh, its low half lane 0 of v\xl; lane 0 of
 * v\zero is zero.  In two halves, which gcm-armv8ce.S issues apart: the
 * halves of y into v\t1, v\t2, then the XORs. */
.macro gh_inject_y y, zero, t1, t2
	ext	v\t1\().16b, v\y\().16b, v\zero\().16b, #8	// (y[127:64], 0)
	mov	v\t2\().8b, v\y\().8b				// (y[63:0], 0)
.endm
.macro gh_inject_xor xh, xl, t1, t2
	eor	v\xh\().16b, v\xh\().16b, v\t1\().16b
	eor	v\xl\().16b, v\xl\().16b, v\t2\().16b
.endm
.macro gh_inject y, zero, xh, xl, t1, t2
	gh_inject_y \y, \zero, \t1, \t2
	gh_inject_xor \xh, \xl, \t1, \t2
.endm

/* Karatsuba fix-up and reduction of v\hi (HI), v\lo (LO), v\mid (MID, not
 * yet corrected) into v\r (integer layout); Th in v\th.  Clobbers hi, lo,
 * mid, t.  The formulas are those of the ghash-armv8ce.S header, lane by
 * lane:
 *   MID' = MID ^ LO ^ HI = (m0, m1)
 *   A    = LO ^ swap(MID' ^ M) = (L0 ^ m1 ^ M1, Q1),  M = L0 * Th
 *   R    = HI ^ A ^ Q1 * Th
 * \A j is called before each of its five steps, j = s .. s + 4. */
.macro gh_reduce r, hi, lo, mid, th, t, A=no_slot, s=0
	\A	(\s)
	eor	v\mid\().16b, v\mid\().16b, v\lo\().16b
	pmull	v\t\().1q, v\lo\().1d, v\th\().1d
	\A	(\s + 1)
	eor	v\mid\().16b, v\mid\().16b, v\hi\().16b
	eor	v\mid\().16b, v\mid\().16b, v\t\().16b
	\A	(\s + 2)
	ext	v\mid\().16b, v\mid\().16b, v\mid\().16b, #8
	eor	v\lo\().16b, v\lo\().16b, v\mid\().16b
	\A	(\s + 3)
	pmull2	v\t\().1q, v\lo\().2d, v\th\().2d
	eor	v\hi\().16b, v\hi\().16b, v\lo\().16b
	\A	(\s + 4)
	eor	v\r\().16b, v\hi\().16b, v\t\().16b
.endm

#endif
