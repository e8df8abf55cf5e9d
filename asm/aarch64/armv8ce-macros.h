/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Assembler macros shared by aes-armv8ce.S and gcm-armv8ce.S (included by
 * the C preprocessor).  The including file defines KEY (the key pointer),
 * ROUNDS (a w register holding key->rounds), RK (a scratch x register),
 * KEY_RK, and uses v16..v30 for the round keys: rk[i] is in v(30 - Nr + i).
 *
 * Depends on: Armv8.0-A Advanced SIMD and FEAT_AES.
 */
#ifndef AESALT_ASM_AARCH64_ARMV8CE_MACROS_H
#define AESALT_ASM_AARCH64_ARMV8CE_MACROS_H

#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, %function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name

/* GNU as substitutes .irp variables only outside macros, so the macros
 * below walk their register lists by recursion. */

/* One middle round over a list of blocks (register numbers).  AESE and
 * AESMC of one block are issued back to back so that cores that fuse the
 * pair (Cortex-A53/A57/A72 and later) do. */
.macro enc_round k, r, rest:vararg
	aese	v\r\().16b, v\k\().16b
	aesmc	v\r\().16b, v\r\().16b
.ifnb \rest
	enc_round \k, \rest
.endif
.endm

.macro dec_round k, r, rest:vararg
	aesd	v\r\().16b, v\k\().16b
	aesimc	v\r\().16b, v\r\().16b
.ifnb \rest
	dec_round \k, \rest
.endif
.endm

/* Rounds with keys v\k .. v28 (k <= 28). */
.macro enc_rounds_from k, b:vararg
.if \k <= 16
	enc_round 16, \b
.endif
.if \k <= 17
	enc_round 17, \b
.endif
.if \k <= 18
	enc_round 18, \b
.endif
.if \k <= 19
	enc_round 19, \b
.endif
.if \k <= 20
	enc_round 20, \b
.endif
.if \k <= 21
	enc_round 21, \b
.endif
.if \k <= 22
	enc_round 22, \b
.endif
.if \k <= 23
	enc_round 23, \b
.endif
.if \k <= 24
	enc_round 24, \b
.endif
.if \k <= 25
	enc_round 25, \b
.endif
.if \k <= 26
	enc_round 26, \b
.endif
.if \k <= 27
	enc_round 27, \b
.endif
.if \k <= 28
	enc_round 28, \b
.endif
.endm

.macro dec_rounds_from k, b:vararg
.if \k <= 16
	dec_round 16, \b
.endif
.if \k <= 17
	dec_round 17, \b
.endif
.if \k <= 18
	dec_round 18, \b
.endif
.if \k <= 19
	dec_round 19, \b
.endif
.if \k <= 20
	dec_round 20, \b
.endif
.if \k <= 21
	dec_round 21, \b
.endif
.if \k <= 22
	dec_round 22, \b
.endif
.if \k <= 23
	dec_round 23, \b
.endif
.if \k <= 24
	dec_round 24, \b
.endif
.if \k <= 25
	dec_round 25, \b
.endif
.if \k <= 26
	dec_round 26, \b
.endif
.if \k <= 27
	dec_round 27, \b
.endif
.if \k <= 28
	dec_round 28, \b
.endif
.endm

/* All rounds but the last, for any key size (rk in v16..v30). */
.macro enc_blocks b:vararg
	tbz	ROUNDS, #2, .Le10\@
	tbz	ROUNDS, #1, .Le12\@
	enc_round 16, \b
	enc_round 17, \b
.Le12\@:
	enc_round 18, \b
	enc_round 19, \b
.Le10\@:
	enc_rounds_from 20, \b
.endm

.macro dec_blocks b:vararg
	tbz	ROUNDS, #2, .Ld10\@
	tbz	ROUNDS, #1, .Ld12\@
	dec_round 16, \b
	dec_round 17, \b
.Ld12\@:
	dec_round 18, \b
	dec_round 19, \b
.Ld10\@:
	dec_rounds_from 20, \b
.endm

.macro op_each op, k, r, rest:vararg
	\op	v\r\().16b, v\r\().16b, v\k\().16b
.ifnb \rest
	op_each \op, \k, \rest
.endif
.endm

/* The last round: no MixColumns, then the last round key. */
.macro enc_last b:vararg
	aese_each 29, \b
	op_each eor, 30, \b
.endm

.macro dec_last b:vararg
	aesd_each 29, \b
	op_each eor, 30, \b
.endm

.macro aese_each k, r, rest:vararg
	aese	v\r\().16b, v\k\().16b
.ifnb \rest
	aese_each \k, \rest
.endif
.endm

.macro aesd_each k, r, rest:vararg
	aesd	v\r\().16b, v\k\().16b
.ifnb \rest
	aesd_each \k, \rest
.endif
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

/* The low halves of v8..v15 are callee-saved (AAPCS64). */
.macro save_d8_d15
	stp	d8, d9, [sp, #-64]!
	stp	d10, d11, [sp, #16]
	stp	d12, d13, [sp, #32]
	stp	d14, d15, [sp, #48]
.endm

.macro restore_d8_d15
	ldp	d10, d11, [sp, #16]
	ldp	d12, d13, [sp, #32]
	ldp	d14, d15, [sp, #48]
	ldp	d8, d9, [sp], #64
.endm

#endif
