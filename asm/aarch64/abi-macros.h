/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Function symbols and callee-saved registers (AAPCS64, README.md), for
 * every aarch64 kernel file (included by the C preprocessor).
 *
 * Depends on: Armv8.0-A.
 */
#ifndef AESALT_ASM_AARCH64_ABI_MACROS_H
#define AESALT_ASM_AARCH64_ABI_MACROS_H

/* A kernel entry point: global but hidden (the library's own symbol),
 * 16-byte aligned. */
#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, %function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name

/* The low halves of v8..v15 are callee-saved: a kernel that uses any of
 * them saves all eight (four STP, 64 bytes keep sp 16-byte aligned). */
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
