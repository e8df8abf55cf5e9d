/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Assembler macros shared by the "armv8ce32" files (AArch32 crypto
 * extension; included by the C preprocessor): entry points, the round-key
 * registers and AES rounds over lists of blocks, and the GHASH multiply
 * and reduction (representation in ghash-armv8ce32.S).
 *
 * Round keys (aes-armv8ce32.S): the last eleven, rk[Nr-10..Nr], stay in
 * q5..q15 for the whole call (the same registers for every key size); the
 * first Nr - 10 (none, two or four) are loaded into q4 once per group of
 * blocks.  q0..q3 are the blocks.  The including file defines KEY (the
 * key pointer), NR (a register holding key->rounds) and RKP (a scratch
 * register).
 *
 * Depends on: ARMv8-A AArch32 with the crypto extension (AESE, AESD,
 * AESMC, AESIMC, VMULL.P64).
 */
#ifndef AESALT_ASM_ARM_ARMV8CE32_MACROS_H
#define AESALT_ASM_ARM_ARMV8CE32_MACROS_H

/* Offsets in aesalt_aes_key (checked in asm/arm/kernel_armv8ce32.c). */
#define KEY_ROUNDS 4
#define KEY_RK 16

#include "arm-asm.h"

	.syntax	unified
	.arch	armv8-a
	.fpu	crypto-neon-fp-armv8
	.arm

/* sub/mix (aese/aesmc or aesd/aesimc) of round key q\k on blocks q\b...;
 * the pair of one block back to back, as cores fuse it. */
.macro ce_round sub, mix, k, b:vararg
.irp r, \b
	\sub\().8	q\r, q\k
	\mix\().8	q\r, q\r
.endr
.endm

/* Loads rk[Nr-10..Nr] into q5..q15 (NR = key->rounds already loaded). */
.macro load_keys
	add	RKP, KEY, #KEY_RK - 160
	add	RKP, RKP, NR, lsl #4
	vld1.64	{d10-d13}, [RKP]!
	vld1.64	{d14-d17}, [RKP]!
	vld1.64	{d18-d21}, [RKP]!
	vld1.64	{d22-d25}, [RKP]!
	vld1.64	{d26-d29}, [RKP]!
	vld1.64	{d30-d31}, [RKP]
.endm

/* All rounds (sub, mix: aese, aesmc or aesd, aesimc) of blocks q\b...: the first Nr - 10 with keys
 * loaded into q4, then q5..q13 with the mix, q14 without, and q15 as the
 * final AddRoundKey.  Branches only on the round count. */
.macro ce_blocks sub, mix, b:vararg
	cmp	NR, #10
	beq	.Lmain\@
	add	RKP, KEY, #KEY_RK
	vld1.64	{d8-d9}, [RKP]!
	ce_round \sub, \mix, 4, \b
	vld1.64	{d8-d9}, [RKP]!
	ce_round \sub, \mix, 4, \b
	cmp	NR, #12
	beq	.Lmain\@
	vld1.64	{d8-d9}, [RKP]!
	ce_round \sub, \mix, 4, \b
	vld1.64	{d8-d9}, [RKP]
	ce_round \sub, \mix, 4, \b
.Lmain\@:
.irp k, 5, 6, 7, 8, 9, 10, 11, 12, 13
	ce_round \sub, \mix, \k, \b
.endr
.irp r, \b
	\sub\().8	q\r, q14
.endr
.irp r, \b
	veor	q\r, q\r, q15
.endr
.endm

/* ---- GHASH ---------------------------------------------------------- */

/*
 * One 128x128 carry-less product, Karatsuba, accumulated (acc=1) into or
 * started (acc=0) in LO (q14), HI (q15) and MID (q4).  X is the block in
 * the "swapped" layout of ghash-armv8ce32.S (d even = high word, d odd =
 * low word), xe/xo its two d registers; he/ho those of the key power, hk
 * the d register holding he ^ ho.  Clobbers q2 and d6.
 */
.macro gh_mul acc, xe, xo, he, ho, hk
	veor	d6, \xe, \xo
.if \acc
	vmull.p64 q2, \xo, \ho
	veor	q14, q14, q2
	vmull.p64 q2, \xe, \he
	veor	q15, q15, q2
	vmull.p64 q2, d6, \hk
	veor	q4, q4, q2
.else
	vmull.p64 q14, \xo, \ho
	vmull.p64 q15, \xe, \he
	vmull.p64 q4, d6, \hk
.endif
.endm

/*
 * The reduction of LO, HI, MID (gh_mul) modulo the GHASH polynomial into
 * q\y in the swapped layout; d7 holds the constant 0xc200000000000000.
 * With w0..w3 the 64-bit words of the 256-bit product (w0 lowest):
 *   T = w0 * C, w1 ^= T.lo, w2 ^= T.hi ^ w0;
 *   U = w1 * C, result = (w3 ^ w1 ^ U.hi : w2 ^ U.lo)
 * (derivation in ghash-armv8ce32.S).  Clobbers q2, q4, q14, q15.
 */
.macro gh_reduce ye, yo
	veor	q4, q4, q14
	veor	q4, q4, q15		@ the Karatsuba middle
	veor	d29, d29, d8		@ w1
	veor	d30, d30, d9		@ w2
	vmull.p64 q2, d28, d7
	veor	d29, d29, d4
	veor	d30, d30, d5
	veor	d30, d30, d28
	vmull.p64 q2, d29, d7
	veor	d31, d31, d29
	veor	\ye, d31, d5
	veor	\yo, d30, d4
.endm

#endif
