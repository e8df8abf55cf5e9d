/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with 4-bit tables for Cortex-M, Thumb-2, one 8-bit step a byte.
 *
 * Depends on: Thumb-2 of ARMv7-M (UBFX, REV, unaligned LDR).
 *
 * NOT constant time: each step loads two table entries indexed by the
 * nibbles of the data xor the hash state, and a reduction word indexed by
 * the byte shifted out.
 *
 * The key (asm/arm/kernel_armv7m.c, aesalt_ghash_setkey_armv7m) holds at
 * gkey->h two tables of 16 entries, four words Z0..Z3 each (Z0 the
 * big-endian first four bytes): M0[n] = n * H for the 4-bit n whose bit 8
 * is x^0 (the GCM bit order), then M1[n] = n * H * x^4, 512 bytes in all.
 * A byte b = (hi, lo) of the data, hi its first nibble in GCM order, is
 * b * H = M0[hi] ^ M1[lo].  The state Z stays in r4-r7 for the whole call;
 * per block the 16 bytes of X = Y ^ block are taken from byte 15 down to
 * byte 0:
 *   Z = M0[hi] ^ M1[lo];  then 15 times  Z = Z * x^8 ^ M0[hi] ^ M1[lo],
 * Z * x^8 being (Z >> 8) ^ R8[Z & 255], R8 the constant 1 KiB table below
 * (what the byte a shift right by 8 drops adds to the top word).
 * Cheaper than the nibble-at-a-time Shoup loop with one 16-entry table
 * (asm/arm/README.md, GHASH).  Measured (cycles ESTIMATED for the
 * Cortex-M4): bench/results/cortex-m4.md, rows gcm-enc beside ctr of
 * armv7m (GHASH is the difference).
 */
#if !defined(__thumb2__)
#error "ghash-armv7m.S needs Thumb-2 (ARMv7-M or later)"
#endif

	.syntax	unified
	.thumb
	.text

#define GK_H 8		/* offsetof(aesalt_ghash_key, h), pinned in the glue */
#define M1 256		/* M1 after M0 */

#define KEY r0		/* M0[0] */
#define T0 r1
#define T1 r2
#define T2 r3
#define Z0 r4		/* the state, big-endian words */
#define Z1 r5
#define Z2 r6
#define Z3 r7
#define X r8		/* the word of X whose bytes are being taken */
#define RB r9		/* R8[0] */
#define T3 r10
#define T4 r11
#define T5 r12
#define T6 lr

/* frame: X0, X1, X2 (the little-endian words 0..2 of X), y, in, count */
#define F_X0 0
#define F_X1 4
#define F_X2 8
#define F_Y 12
#define F_IN 16
#define F_N 20
#define F_SIZE 28	/* 36 + 28: 8-byte aligned */

/* T1 = &M0[hi], T2 = &M0[lo] (M1 at +256) of the byte at bits pos..pos+7
 * of X. */
.macro	INDEX pos
	ubfx	T1, X, #(\pos + 4), #4
	ubfx	T2, X, #\pos, #4
	add	T1, KEY, T1, lsl #4
	add	T2, KEY, T2, lsl #4
.endm

/* Z ^= M1[lo], T2 = &M0[lo] (INDEX). */
.macro	M1ROW
	ldr	T3, [T2, #M1]
	ldr	T4, [T2, #(M1 + 4)]
	ldr	T5, [T2, #(M1 + 8)]
	ldr	T6, [T2, #(M1 + 12)]
	eor	Z0, Z0, T3
	eor	Z1, Z1, T4
	eor	Z2, Z2, T5
	eor	Z3, Z3, T6
.endm

/* Z = Z * x^8 ^ M0[hi] ^ M1[lo] of the byte at bits pos..pos+7 of X.  The
 * shift by 8 rides on the EORs of M0's row (Zk = M0k ^ Zk >> 8, then the
 * byte from Z(k-1), disjoint, by EOR too): two instructions a word.  The
 * indices are taken first, the loads come in two batches (TRM 3.3.2: n
 * loads in n + 1 cycles). */
.macro	BYTE pos
	uxtb	T0, Z3
	INDEX	\pos
	ldr	T0, [RB, T0, lsl #2]
	ldr	T3, [T1]
	ldr	T4, [T1, #4]
	ldr	T5, [T1, #8]
	ldr	T6, [T1, #12]
	eor	Z3, T6, Z3, lsr #8
	eor	Z3, Z3, Z2, lsl #24
	eor	Z2, T5, Z2, lsr #8
	eor	Z2, Z2, Z1, lsl #24
	eor	Z1, T4, Z1, lsr #8
	eor	Z1, Z1, Z0, lsl #24
	eor	Z0, T0, Z0, lsr #8
	eor	Z0, Z0, T3
	M1ROW
.endm

/* The four bytes of one little-endian word: bytes 3, 2, 1, 0. */
.macro	WORD
	BYTE	24
	BYTE	16
	BYTE	8
	BYTE	0
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
	str	r2, [sp, #F_IN]
	str	r3, [sp, #F_N]
	add	KEY, r0, #GK_H
	ldr	RB, 8f
7:	add	RB, pc
	b	9f
	.p2align 2
8:	.word	.Lghash_r8 - (7b + 4)
9:	ldr	Z0, [r1]
	ldr	Z1, [r1, #4]
	ldr	Z2, [r1, #8]
	ldr	Z3, [r1, #12]
	rev	Z0, Z0
	rev	Z1, Z1
	rev	Z2, Z2
	rev	Z3, Z3
.Lghash_block:
	/* X = Y ^ block, as little-endian words: 0..2 to the frame, 3 in X */
	ldr	T0, [sp, #F_IN]
	ldr	T1, [T0]
	ldr	T2, [T0, #4]
	ldr	T3, [T0, #8]
	ldr	T4, [T0, #12]
	add	T0, T0, #16
	str	T0, [sp, #F_IN]
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
	/* byte 15: Z = M0[hi] ^ M1[lo] */
	INDEX	24
	ldr	Z0, [T1]
	ldr	Z1, [T1, #4]
	ldr	Z2, [T1, #8]
	ldr	Z3, [T1, #12]
	M1ROW
	BYTE	16
	BYTE	8
	BYTE	0
	ldr	X, [sp, #F_X2]
	WORD
	ldr	X, [sp, #F_X1]
	WORD
	ldr	X, [sp, #F_X0]
	WORD
	ldr	T0, [sp, #F_N]
	subs	T0, T0, #1
	str	T0, [sp, #F_N]
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

/* R8[b], b the byte (Z3 & 255) that Z >> 8 drops: bit j of b (x^(127-j))
 * leaves after 8 - j shifts and adds 0xe1000000 (x^128 = x^7 + x^2 + x + 1
 * in GCM's reflected order) shifted by the 7 - j shifts that follow. */
/* In SRAM on bare metal, as aes-armv7m.S's tables (section .aesalt_sram). */
#if defined(__linux__)
	.section .rodata.aesalt_ghash_armv7m, "a", %progbits
#else
	.section .aesalt_sram.ghash_armv7m, "a", %progbits
#endif
	.p2align 2
	.globl	aesalt_ghash_r8_armv7m
	.hidden	aesalt_ghash_r8_armv7m
aesalt_ghash_r8_armv7m:
.Lghash_r8:
	.set	.Lb, 0
	.rept	256
	.word	((.Lb & 1) * (0xe1000000 >> 7)) ^ (((.Lb >> 1) & 1) * (0xe1000000 >> 6)) ^ (((.Lb >> 2) & 1) * (0xe1000000 >> 5)) ^ (((.Lb >> 3) & 1) * (0xe1000000 >> 4)) ^ (((.Lb >> 4) & 1) * (0xe1000000 >> 3)) ^ (((.Lb >> 5) & 1) * (0xe1000000 >> 2)) ^ (((.Lb >> 6) & 1) * (0xe1000000 >> 1)) ^ (((.Lb >> 7) & 1) * 0xe1000000)
	.set	.Lb, .Lb + 1
	.endr
	.size	aesalt_ghash_r8_armv7m, . - aesalt_ghash_r8_armv7m

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
