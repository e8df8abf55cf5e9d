/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Shared by the p8 kernel files (included by the C preprocessor): function
 * symbols for both 64-bit PowerPC ABIs, callee-saved vector registers, and
 * the byte-order macros that let one source serve ppc64le and ppc64.
 *
 * Depends on: Power ISA 2.07 (POWER8) VMX, VSX and vector crypto.
 *
 * Byte order.  The vector instructions number the bytes of a register
 * 0..15 from the left whatever the byte order of the process, and the
 * crypto instructions read the AES state (and GHASH its bits) in that
 * numbering.  Call that the "true" form of a block: register byte i =
 * memory byte i.  lxvd2x/stxvd2x move two doublewords, each in the
 * process's byte order, so:
 *   - big-endian: lxvd2x gives the true form directly;
 *   - little-endian: lxvd2x gives register byte i = memory byte i ^ 7 (the
 *     "raw" form), and a vperm with the mask SWAP[i] = i ^ 7 turns raw into
 *     true and back.
 * POWER8 has no byte-order load (lxvb16x is POWER9), so little-endian pays
 * one permute per block moved, and the kernels hide most of them inside
 * VPERMXOR (permute one operand and XOR, in one instruction) with the mask
 * M[i] = (i << 4) | (i ^ 7): its high nibbles select operand A unchanged,
 * its low nibbles select operand B through SWAP, and its low five bits
 * (vperm reads those) select SWAP when both vperm operands are the same
 * register.  Every macro below expands to plain moves/XORs on big-endian,
 * where raw and true are the same.
 */
#ifndef AESALT_ASM_PPC64_P8_MACROS_H
#define AESALT_ASM_PPC64_P8_MACROS_H

#if defined(__LITTLE_ENDIAN__)
#define P8_LE 1
#else
#define P8_LE 0
#endif

	.machine power8

#if defined(_CALL_ELF) && _CALL_ELF == 2
	.abiversion 2
/* ELFv2 (ppc64le): a function symbol is its code.  The kernels touch no
 * TOC, so the global and local entry points coincide. */
#define FUNC(name)                                                             \
	.text;                                                                 \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, @function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name
#else
/* ELFv1 (big-endian ppc64): the symbol names a function descriptor in
 * .opd (entry address, TOC base, environment) and the code starts at the
 * local label .L.name, as GCC and binutils lay it out. */
#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.section ".opd", "aw";                                                 \
	.p2align 3;                                                            \
	name:                                                                  \
	.quad .L.name, .TOC.@tocbase, 0;                                       \
	.text;                                                                 \
	.type name, @function;                                                 \
	.p2align 4;                                                            \
	.L.name:
#define ENDFUNC(name) .size name, .- .L.name
#endif

/* The permute mask M of the header, built in register \m with scratch \t
 * (and r0). */
.macro mk_m m, t
	li	0, 0
	lvsl	\m, 0, 0		/* {0, 1, ..., 15} */
	vspltisb \t, 4
	vslb	\t, \m, \t		/* i << 4 */
	vor	\t, \t, \m
	vspltisb \m, 7
	vxor	\m, \t, \m		/* (i << 4) | (i ^ 7) */
.endm

/* Loads and stores of the raw form, by base and index register (ra may
 * be 0 for no base). */
.macro ldraw vt, ra, rb
	lxvd2x	32+\vt, \ra, \rb
.endm
.macro straw vs, ra, rb
	stxvd2x	32+\vs, \ra, \rb
.endm

/* vt = true form of the raw vs (and the reverse: SWAP is an involution). */
.macro swap vt, vs, m
#if P8_LE
	vperm	\vt, \vs, \vs, \m
#else
	.if \vt != \vs
	vor	\vt, \vs, \vs
	.endif
#endif
.endm

/* vt = va ^ swap(vb): va in one form, vb in the other. */
.macro xswap vt, va, vb, m
#if P8_LE
	vpermxor \vt, \va, \vb, \m
#else
	vxor	\vt, \va, \vb
#endif
.endm

/* A 16-byte buffer to and from its true form in vt (scratch: r0). */
.macro ldtrue vt, ra, m
	li	0, 0
	lxvd2x	32+\vt, \ra, 0
	swap	\vt, \vt, \m
.endm
.macro sttrue vs, ra, m, t
	swap	\t, \vs, \m
	li	0, 0
	stxvd2x	32+\t, \ra, 0
.endm

/* v20..v31 are callee-saved in both ABIs: spilled to the 288-byte red zone
 * below r1 (both ABIs have it; the kernels are leaves), at r1 - 16 ... r1 -
 * 192, 16-byte aligned as stvx needs.  Scratch: r0. */
.macro save_v20_v31
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	0, -16 * (\r - 19)
	stvx	\r, 1, 0
	.endr
.endm
.macro restore_v20_v31
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	0, -16 * (\r - 19)
	lvx	\r, 1, 0
	.endr
.endm

/* Red-zone slots below the vector saves. */
#define RZ_STASH (-208) /* one vector, 16-byte aligned */
#define RZ_R14 (-216)
#define RZ_R15 (-224)

#endif
