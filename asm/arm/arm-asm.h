/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Assembler pieces shared by the ARM-state (A-profile) files of asm/arm/
 * (included by the C preprocessor): the entry-point macros and the first
 * step of the GHASH key set-ups of ghash-armv8ce32.S and ghash-neon32.S.
 */
#ifndef AESALT_ASM_ARM_ARM_ASM_H
#define AESALT_ASM_ARM_ARM_ASM_H

/* A kernel entry point in ARM state: global but hidden. */
#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, %function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name

/* d\hi:d\lo = R(h x^-1 mod g) for h at [r1] (the 16 bytes of H, big
 * endian): R(h) << 1 with the top bit folded back as 0xc2...01; no branch.
 * Clobbers r1-r5, r12 (r4 and r5: the caller saves them). */
.macro ghash_h_xinv hi, lo
	ldr	r2, [r1]		@ R(h) as words r2:r3:r12:r1, high first
	ldr	r3, [r1, #4]
	ldr	r12, [r1, #8]
	ldr	r1, [r1, #12]
	rev	r2, r2
	rev	r3, r3
	rev	r12, r12
	rev	r1, r1
	asr	r4, r2, #31		@ the top bit, as a mask
	adds	r1, r1, r1		@ R(h) << 1
	adcs	r12, r12, r12
	adcs	r3, r3, r3
	adc	r2, r2, r2
	and	r5, r4, #0xc2000000
	eor	r2, r2, r5
	and	r5, r4, #1
	eor	r1, r1, r5
	vmov	\hi, r3, r2		@ high word
	vmov	\lo, r1, r12		@ low word
.endm

#endif
