/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ABI trampoline for tests/abi/test_abi_ppc64.c (ELFv2 ppc64le and ELFv1
 * big-endian ppc64): calls a kernel entry point with every callee-saved
 * register of both ABIs (r14-r31, f14-f31, v20-v31, cr2-cr4) set to a
 * canary, then reports what the callee left in them and how far r1 moved
 * (BoringSSL's CHECK_ABI idea, written for this project).
 *
 * Depends on: Power ISA 2.07 (VSX for lxvd2x/stxvd2x).
 *
 * The volatile vector registers v0-v19 are filled with junk first, so a
 * kernel that reads one before writing it works from garbage.  The saved
 * r1 is kept in .bss, addressed PC-relatively (no TOC needed), since a
 * callee that breaks r1 leaves no register to find the frame by.
 *
 * uint64_t[61] layout of canary and after: r14..r31, f14..f31, v20..v31
 * (two doublewords each, as stxvd2x stores them), then CR (cr2-cr4 used).
 */
#include "p8-macros.h"

#define FRAME 672
#define SV_GPR 128	/* r14..r31 */
#define SV_FPR 272	/* f14..f31 */
#define SV_VR 416	/* v20..v31 */
#define SV_CR 608
#define SV_AFTER 616
#define SV_DELTA 624
#define SV_TOC 632

/* uint64_t aesalt_abi_call(const uint64_t canary[61], uint64_t after[61],
 *                          const uint64_t args[8], void (*fn)(void),
 *                          int64_t *sp_delta);
 * Returns the callee's r3. */
FUNC(aesalt_abi_call)
	mflr	0
	std	0, 16(1)
	stdu	1, -FRAME(1)
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	std	\r, SV_GPR + 8 * (\r - 14)(1)
	stfd	\r, SV_FPR + 8 * (\r - 14)(1)
	.endr
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	0, SV_VR + 16 * (\r - 20)
	stvx	\r, 1, 0
	.endr
	mfcr	0
	std	0, SV_CR(1)
	std	4, SV_AFTER(1)
	std	7, SV_DELTA(1)
	std	2, SV_TOC(1)
	bcl	20, 31, .Labi_pc1
.Labi_pc1:
	mflr	9
	addis	9, 9, .Labi_saved_sp-.Labi_pc1@ha
	addi	9, 9, .Labi_saved_sp-.Labi_pc1@l
	std	1, 0(9)
	/* junk in v0-v19 */
	vspltisb 0, -7
	.irp r, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	vor	\r, 0, 0
	.endr
	/* canaries */
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	0, 8 * (36 + 2 * (\r - 20))
	lxvd2x	32 + \r, 3, 0
	.endr
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	lfd	\r, 8 * (18 + \r - 14)(3)
	.endr
	ld	0, 8 * 60(3)
	mtcrf	0x38, 0			/* cr2, cr3, cr4 */
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	ld	\r, 8 * (\r - 14)(3)
	.endr
	mr	11, 5
	mr	12, 6
	ld	3, 0(11)
	ld	4, 8(11)
	ld	5, 16(11)
	ld	6, 24(11)
	ld	7, 32(11)
	ld	8, 40(11)
	ld	9, 48(11)
	ld	10, 56(11)
#if defined(_CALL_ELF) && _CALL_ELF == 2
	mtctr	12			/* r12 = entry, as ELFv2 wants */
#else
	ld	0, 0(12)		/* ELFv1: fn is a function descriptor */
	ld	2, 8(12)
	ld	11, 16(12)
	mtctr	0
#endif
	bctrl
	/* r3 is the result: only r0, r9-r12 below until it is stored */
	bcl	20, 31, .Labi_pc2
.Labi_pc2:
	mflr	9
	addis	9, 9, .Labi_saved_sp-.Labi_pc2@ha
	addi	9, 9, .Labi_saved_sp-.Labi_pc2@l
	ld	10, 0(9)
	subf	11, 10, 1		/* r1 after - r1 before */
	mr	1, 10			/* our frame, whatever the callee did */
	ld	2, SV_TOC(1)
	ld	12, SV_AFTER(1)
	ld	9, SV_DELTA(1)
	std	11, 0(9)
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	std	\r, 8 * (\r - 14)(12)
	stfd	\r, 8 * (18 + \r - 14)(12)
	.endr
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	0, 8 * (36 + 2 * (\r - 20))
	stxvd2x	32 + \r, 12, 0
	.endr
	mfcr	0
	std	0, 8 * 60(12)
	/* restore ours */
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	ld	\r, SV_GPR + 8 * (\r - 14)(1)
	lfd	\r, SV_FPR + 8 * (\r - 14)(1)
	.endr
	.irp r, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	0, SV_VR + 16 * (\r - 20)
	lvx	\r, 1, 0
	.endr
	ld	0, SV_CR(1)
	mtcrf	0x38, 0
	addi	1, 1, FRAME
	ld	0, 16(1)
	mtlr	0
	blr
ENDFUNC(aesalt_abi_call)

/* Deliberately broken callees for the self-check: one clobbers r14, f14
 * and v20 (both doublewords), the other returns with r1 16 bytes lower. */
FUNC(aesalt_abi_selfcheck_clobber)
	addi	14, 14, 1
	fneg	14, 14
	vnor	20, 20, 20
	blr
ENDFUNC(aesalt_abi_selfcheck_clobber)

FUNC(aesalt_abi_selfcheck_sp)
	addi	1, 1, -16
	blr
ENDFUNC(aesalt_abi_selfcheck_sp)

	.bss
	.p2align 3
.Labi_saved_sp:
	.skip	8

	.section .note.GNU-stack, "", @progbits
