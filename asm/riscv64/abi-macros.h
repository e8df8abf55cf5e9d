/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Function symbols and callee-saved registers (LP64D psABI, README.md), for
 * every riscv64 kernel file (included by the C preprocessor).
 *
 * Depends on: RV64I.
 */
#ifndef AESALT_ASM_RISCV64_ABI_MACROS_H
#define AESALT_ASM_RISCV64_ABI_MACROS_H

/* A kernel entry point: global but hidden (the library's own symbol),
 * 16-byte aligned. */
#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, @function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name

/* s0-s11 and ra (ra: a kernel that uses it as a data register), 112 bytes
 * so that sp stays 16-byte aligned. */
.macro save_s0_s11_ra
	addi	sp, sp, -112
	sd	s0, 0(sp)
	sd	s1, 8(sp)
	sd	s2, 16(sp)
	sd	s3, 24(sp)
	sd	s4, 32(sp)
	sd	s5, 40(sp)
	sd	s6, 48(sp)
	sd	s7, 56(sp)
	sd	s8, 64(sp)
	sd	s9, 72(sp)
	sd	s10, 80(sp)
	sd	s11, 88(sp)
	sd	ra, 96(sp)
.endm

.macro restore_s0_s11_ra
	ld	s0, 0(sp)
	ld	s1, 8(sp)
	ld	s2, 16(sp)
	ld	s3, 24(sp)
	ld	s4, 32(sp)
	ld	s5, 40(sp)
	ld	s6, 48(sp)
	ld	s7, 56(sp)
	ld	s8, 64(sp)
	ld	s9, 72(sp)
	ld	s10, 80(sp)
	ld	s11, 88(sp)
	ld	ra, 96(sp)
	addi	sp, sp, 112
.endm

#endif
