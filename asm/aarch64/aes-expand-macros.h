/* SPDX-License-Identifier: Apache-2.0 */
/*
 * FIPS-197 KeyExpansion, shared by aes-armv8ce.S and aes-neon.S (included
 * by the C preprocessor).  The including file defines KEY_ROUNDS, KEY_RK,
 * a local table .Lrcon (the ten round constants) and
 *     subword    w7 = SubWord(w7) (the S-box on each byte)
 * with whatever it needs already loaded.
 *
 * Over 32-bit words: little-endian loads keep the byte order, so RotWord
 * is a rotate right by 8 and Rcon goes into the low byte.
 *
 * Depends on: Armv8.0-A.
 */
#ifndef AESALT_ASM_AARCH64_AES_EXPAND_MACROS_H
#define AESALT_ASM_AARCH64_AES_EXPAND_MACROS_H

/* aesalt_aes_key at x0 from the key at x1 (bits in w2): key->rounds and
 * the Nr + 1 round keys.  Clobbers x3-x12 (and the subword registers);
 * leaves x0 alone. */
.macro aes_expand
	lsr	w3, w2, #5		// Nk = bits / 32
	add	w4, w3, #6		// Nr
	str	w4, [x0, #KEY_ROUNDS]
	add	x5, x0, #KEY_RK
	mov	x6, #0
1:	ldr	w7, [x1, x6, lsl #2]	// the key may be unaligned: LDR allows it
	str	w7, [x5, x6, lsl #2]
	add	x6, x6, #1
	cmp	x6, x3
	b.lo	1b
	add	w8, w4, #1
	lsl	w8, w8, #2		// 4 (Nr + 1) words in all
	adrp	x9, .Lrcon
	add	x9, x9, :lo12:.Lrcon
	mov	w10, #0			// i mod Nk
2:	sub	x11, x6, #1
	ldr	w7, [x5, x11, lsl #2]	// w[i - 1]
	cbnz	w10, 3f
	subword
	ror	w7, w7, #8
	ldrb	w12, [x9], #1
	eor	w7, w7, w12
	b	4f
3:	cmp	w3, #8			// AES-256: SubWord at i mod 8 == 4
	b.ne	4f
	cmp	w10, #4
	b.ne	4f
	subword
4:	sub	x11, x6, x3
	ldr	w12, [x5, x11, lsl #2]	// w[i - Nk]
	eor	w7, w7, w12
	str	w7, [x5, x6, lsl #2]
	add	w10, w10, #1
	cmp	w10, w3
	csel	w10, wzr, w10, eq
	add	x6, x6, #1
	cmp	x6, x8
	b.lo	2b
.endm

#endif
