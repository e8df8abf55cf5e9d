/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with 4-bit tables (Shoup's method) for Cortex-M, Thumb-2.
 *
 * Depends on: Thumb-2 of ARMv7-M (UBFX, REV, unaligned LDR).
 *
 * NOT constant time: each step loads a table entry indexed by a nibble of
 * the data xor the hash state, and a reduction word indexed by the bits
 * shifted out.
 *
 * The key (asm/arm/kernel_armv7m.c, aesalt_ghash_setkey_armv7m) holds at
 * gkey->h: M[16], M[i] = i * H for the 4-bit i whose bit 8 is x^0 (the
 * GCM bit order), each as four words Z0..Z3, Z0 the big-endian first four
 * bytes; then R[16], the reduction of the four bits a shift right by 4
 * drops, already at bits 16..31 of Z0.  The state Z stays in r4-r7 for
 * the whole call; per block the 32 nibbles of X = Y ^ block are taken from
 * byte 15 down to byte 0, low nibble first:
 *   Z = M[first];  then 31 times  Z = (Z >> 4) ^ R[Z & 15] ^ M[nibble].
 * Estimated Cortex-M4: 21 cycles a nibble (asm/arm/README.md).
 */
#if !defined(__thumb2__)
#error "ghash-armv7m.S needs Thumb-2 (ARMv7-M or later)"
#endif

	.syntax	unified
	.thumb
	.text

#define GK_H 8		/* offsetof(aesalt_ghash_key, h), pinned in the glue */

#define KEY r0		/* M[0] */
#define T0 r1
#define T1 r2
#define T2 r3
#define Z0 r4		/* the state, big-endian words */
#define Z1 r5
#define Z2 r6
#define Z3 r7
#define X r8		/* the word of X whose nibbles are being taken */
#define RB r9		/* R[0] */
#define T3 r10
#define T4 r11
#define INP r12
#define N lr

/* frame: X0, X1, X2 (the little-endian words 0..2 of X), the y pointer */
#define F_X0 0
#define F_X1 4
#define F_X2 8
#define F_Y 12
#define F_SIZE 20	/* 36 + 20: 8-byte aligned */

/* Z = (Z >> 4) ^ R[Z & 15] ^ M[bits pos..pos+3 of X] */
.macro	STEP pos
	and	T0, Z3, #15
	lsr	Z3, Z3, #4
	orr	Z3, Z3, Z2, lsl #28
	lsr	Z2, Z2, #4
	orr	Z2, Z2, Z1, lsl #28
	lsr	Z1, Z1, #4
	orr	Z1, Z1, Z0, lsl #28
	ldr	T0, [RB, T0, lsl #2]
	eor	Z0, T0, Z0, lsr #4
	ubfx	T0, X, #\pos, #4
	add	T0, KEY, T0, lsl #4
	ldm	T0, {T1, T2, T3, T4}
	eor	Z0, Z0, T1
	eor	Z1, Z1, T2
	eor	Z2, Z2, T3
	eor	Z3, Z3, T4
.endm

/* The eight nibbles of one little-endian word: bytes 3, 2, 1, 0. */
.macro	WORD
	STEP	24
	STEP	28
	STEP	16
	STEP	20
	STEP	8
	STEP	12
	STEP	0
	STEP	4
.endm

/* void aesalt_ghash_armv7m(const aesalt_ghash_key *gkey, uint8_t y[16],
 *			    const uint8_t *in, size_t nblocks); */
	.globl	aesalt_ghash_armv7m
	.hidden	aesalt_ghash_armv7m
	.type	aesalt_ghash_armv7m, %function
	.thumb_func
aesalt_ghash_armv7m:
	cmp	r3, #0
	it	eq
	bxeq	lr
	push	{r4-r11, lr}
	sub	sp, sp, #F_SIZE
	str	r1, [sp, #F_Y]
	mov	INP, r2
	mov	N, r3
	add	KEY, r0, #GK_H
	add	RB, KEY, #256
	ldr	Z0, [r1]
	ldr	Z1, [r1, #4]
	ldr	Z2, [r1, #8]
	ldr	Z3, [r1, #12]
	rev	Z0, Z0
	rev	Z1, Z1
	rev	Z2, Z2
	rev	Z3, Z3
.Lghash_block:
	/* X = Y ^ block, as little-endian words: 0..2 to the frame, 3 in X */
	ldr	T1, [INP]
	ldr	T2, [INP, #4]
	ldr	T3, [INP, #8]
	ldr	T4, [INP, #12]
	add	INP, INP, #16
	rev	T0, Z0
	eor	T1, T1, T0
	str	T1, [sp, #F_X0]
	rev	T0, Z1
	eor	T2, T2, T0
	str	T2, [sp, #F_X1]
	rev	T0, Z2
	eor	T3, T3, T0
	str	T3, [sp, #F_X2]
	rev	T0, Z3
	eor	X, T4, T0
	/* byte 15, low nibble: Z = M[nibble] */
	ubfx	T0, X, #24, #4
	add	T0, KEY, T0, lsl #4
	ldm	T0, {Z0, Z1, Z2, Z3}
	STEP	28
	STEP	16
	STEP	20
	STEP	8
	STEP	12
	STEP	0
	STEP	4
	ldr	X, [sp, #F_X2]
	WORD
	ldr	X, [sp, #F_X1]
	WORD
	ldr	X, [sp, #F_X0]
	WORD
	subs	N, N, #1
	bne	.Lghash_block
	ldr	T1, [sp, #F_Y]
	rev	Z0, Z0
	rev	Z1, Z1
	rev	Z2, Z2
	rev	Z3, Z3
	str	Z0, [T1]
	str	Z1, [T1, #4]
	str	Z2, [T1, #8]
	str	Z3, [T1, #12]
	add	sp, sp, #F_SIZE
	pop	{r4-r11, pc}
	.size	aesalt_ghash_armv7m, . - aesalt_ghash_armv7m

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
