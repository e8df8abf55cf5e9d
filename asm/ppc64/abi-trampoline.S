/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for 64-bit POWER, both ABIs: ELFv2 (ppc64le)
 * and ELFv1 (big-endian ppc64, where a function pointer points to a
 * descriptor: entry, TOC, environment).  Behind the prototype of
 * tests/abi/abi.h; tests/abi/test_abi.c drives it.  A test object, never
 * part of the library.
 *
 * Depends on: AltiVec/VMX (v20-v31 and VRSAVE are checked), as on every
 * POWER since the 970; assembled with .machine power7.
 *
 * Checked words: r14-r31, f14-f31, v20-v31 (two words each), vrsave and
 * the fields cr2-cr4 of cr (loaded with canaries), and compare-only r1
 * (moved), r2 (the TOC pointer: equal at return to its value at the call)
 * and stack0/stack1 (the two doublewords just above the parameter save
 * area, which no callee may write).  The frame has the parameter save
 * area of ELFv1 (mandatory there, harmless under ELFv2), so a callee may
 * spill its eight arguments without touching the stack canary.
 */
#define FN %r3     /* void (*fn)(void) (ELFv1: its descriptor) */
#define ARGS %r4   /* const uintptr_t args[8] */
#define CANARY %r5 /* const uintptr_t canary[66], 16-byte aligned */
#define AFTER %r6  /* uintptr_t after[66], 16-byte aligned */

/* byte offsets of words in canary[] and after[] */
#define W_F14 144
#define W_V20 288
#define W_VRSAVE 480
#define W_CR 488
#define W_R1 496
#define W_R2 504
#define W_STACK 512

/* the frame: linkage area and parameter save area (ELFv1 layout, 112
 * bytes), the stack canary, the saved registers */
#define F_STACK 112
#define F_V20 128
#define F_R14 320
#define F_F14 464
#define F_CANARY 608
#define F_AFTER 616
#define F_R2 624
#define F_VRSAVE 632
#define F_CR 640
#define FRAME 656

#define CR_KEPT 0x38 /* mtcrf field mask of cr2, cr3, cr4 */

	.machine power7
#if defined(_CALL_ELF) && _CALL_ELF == 2
	.abiversion 2
#endif

/* r14-r31 and f14-f31 from or to base+roff and base+foff; v20-v31 from or
 * to base+voff (16-byte aligned), with tmp as the index register. */
	.macro	csregs load, base, roff, foff
	.irp	i, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	.if	\load
	ld	%r\i, (\roff + 8 * (\i - 14))(\base)
	lfd	%f\i, (\foff + 8 * (\i - 14))(\base)
	.else
	std	%r\i, (\roff + 8 * (\i - 14))(\base)
	stfd	%f\i, (\foff + 8 * (\i - 14))(\base)
	.endif
	.endr
	.endm
	.macro	vregs load, base, voff, tmp
	.irp	i, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	li	\tmp, \voff + 16 * (\i - 20)
	.if	\load
	lvx	%v\i, \base, \tmp
	.else
	stvx	%v\i, \base, \tmp
	.endif
	.endr
	.endm

/* uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[8],
 *                           const uintptr_t *canary, uintptr_t *after);
 * It needs no TOC (its static is addressed relative to the pc) and keeps
 * r2, so ELFv2 needs no global entry code. */
#if defined(_CALL_ELF) && _CALL_ELF == 2
	.text
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
	.type	aesalt_abi_call, @function
	.p2align 4
aesalt_abi_call:
.L.aesalt_abi_call:
#else
	.section ".opd", "aw"
	.p2align 3
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
aesalt_abi_call:
	.quad	.L.aesalt_abi_call, .TOC.@tocbase, 0
	.text
	.type	aesalt_abi_call, @function
	.p2align 4
.L.aesalt_abi_call:
#endif
	mflr	%r0
	std	%r0, 16(%r1)
	stdu	%r1, -FRAME(%r1)
	csregs	0, %r1, F_R14, F_F14
	vregs	0, %r1, F_V20, %r0
	mfspr	%r0, 256
	std	%r0, F_VRSAVE(%r1)
	mfcr	%r0
	std	%r0, F_CR(%r1)
	std	%r2, F_R2(%r1)
	std	CANARY, F_CANARY(%r1)
	std	AFTER, F_AFTER(%r1)
	ld	%r0, W_STACK(CANARY)
	std	%r0, F_STACK(%r1)
	ld	%r0, (W_STACK + 8)(CANARY)
	std	%r0, (F_STACK + 8)(%r1)
	/* r1 before the call, where a callee that breaks r1 cannot hide it */
	bcl	20, 31, 1f
1:	mflr	%r11
	addis	%r11, %r11, (.Lsaved_r1 - 1b)@ha
	addi	%r11, %r11, (.Lsaved_r1 - 1b)@l
	std	%r1, 0(%r11)
	csregs	1, CANARY, 0, W_F14
	vregs	1, CANARY, W_V20, %r0
	ld	%r0, W_VRSAVE(CANARY)
	mtspr	256, %r0
	ld	%r0, W_CR(CANARY)
	mtcrf	CR_KEPT, %r0
	/* junk in the scratch vector registers: the canary of v20 */
	vor	%v0, %v20, %v20
	vor	%v1, %v20, %v20
	vor	%v19, %v20, %v20
#if defined(_CALL_ELF) && _CALL_ELF == 2
	mtctr	FN
	mr	%r12, FN		/* the global entry point computes r2 from r12 */
#else
	ld	%r0, 0(FN)		/* the descriptor: entry, TOC, environment */
	mtctr	%r0
	ld	%r2, 8(FN)
	ld	%r11, 16(FN)
#endif
	ld	%r3, 0(ARGS)
	ld	%r5, 16(ARGS)
	ld	%r6, 24(ARGS)
	ld	%r7, 32(ARGS)
	ld	%r8, 40(ARGS)
	ld	%r9, 48(ARGS)
	ld	%r10, 56(ARGS)
	ld	%r4, 8(ARGS)
	bctrl
	/* r3 is the result: r0 and r8-r12 below */
	bcl	20, 31, 2f
2:	mflr	%r11
	addis	%r11, %r11, (.Lsaved_r1 - 2b)@ha
	addi	%r11, %r11, (.Lsaved_r1 - 2b)@l
	ld	%r12, 0(%r11)
	subf	%r0, %r12, %r1		/* r1 delta */
	mr	%r1, %r12		/* our frame, whatever the callee did */
	ld	%r12, F_AFTER(%r1)
	ld	%r11, F_CANARY(%r1)
	csregs	0, %r12, 0, W_F14
	vregs	0, %r12, W_V20, %r9
	/* vrsave: its 32 bits; cr: the fields cr2-cr4 */
	mfspr	%r9, 256
	ld	%r10, W_VRSAVE(%r11)
	xor	%r9, %r9, %r10
	clrldi	%r9, %r9, 32
	xor	%r9, %r9, %r10
	std	%r9, W_VRSAVE(%r12)
	mfcr	%r9
	ld	%r10, W_CR(%r11)
	xor	%r9, %r9, %r10
	lis	%r8, 0x00ff
	ori	%r8, %r8, 0xf000
	and	%r9, %r9, %r8
	xor	%r9, %r9, %r10
	std	%r9, W_CR(%r12)
	ld	%r9, W_R1(%r11)
	add	%r9, %r9, %r0
	std	%r9, W_R1(%r12)
	ld	%r10, F_R2(%r1)
	xor	%r10, %r10, %r2
	ld	%r9, W_R2(%r11)
	xor	%r9, %r9, %r10
	std	%r9, W_R2(%r12)
	ld	%r9, F_STACK(%r1)
	std	%r9, W_STACK(%r12)
	ld	%r9, (F_STACK + 8)(%r1)
	std	%r9, (W_STACK + 8)(%r12)
	ld	%r2, F_R2(%r1)
	ld	%r0, F_VRSAVE(%r1)
	mtspr	256, %r0
	ld	%r0, F_CR(%r1)
	mtcrf	CR_KEPT, %r0
	csregs	1, %r1, F_R14, F_F14
	vregs	1, %r1, F_V20, %r0
	addi	%r1, %r1, FRAME
	ld	%r0, 16(%r1)
	mtlr	%r0
	blr
	.size	aesalt_abi_call, . - .L.aesalt_abi_call

/* The planted clobber of the self-check: v27 changed, nothing else. */
#if defined(_CALL_ELF) && _CALL_ELF == 2
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
	.type	aesalt_abi_clobber, @function
aesalt_abi_clobber:
.L.aesalt_abi_clobber:
#else
	.section ".opd", "aw"
	.p2align 3
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
aesalt_abi_clobber:
	.quad	.L.aesalt_abi_clobber, .TOC.@tocbase, 0
	.text
	.type	aesalt_abi_clobber, @function
.L.aesalt_abi_clobber:
#endif
	vnor	%v27, %v27, %v27
	blr
	.size	aesalt_abi_clobber, . - .L.aesalt_abi_clobber

	.section .rodata
	.globl	aesalt_abi_names
	.hidden	aesalt_abi_names
	.type	aesalt_abi_names, @object
aesalt_abi_names:
	.ascii	"r14 r15 r16 r17 r18 r19 r20 r21 r22 r23 r24 r25 r26 r27 r28 r29 r30 r31 "
	.ascii	"f14 f15 f16 f17 f18 f19 f20 f21 f22 f23 f24 f25 f26 f27 f28 f29 f30 f31 "
	.ascii	"v20.0 v20.1 v21.0 v21.1 v22.0 v22.1 v23.0 v23.1 v24.0 v24.1 v25.0 v25.1 "
	.ascii	"v26.0 v26.1 v27.0 v27.1 v28.0 v28.1 v29.0 v29.1 v30.0 v30.1 v31.0 v31.1 "
	.asciz	"vrsave cr r1 r2 stack0 stack1"
	.size	aesalt_abi_names, . - aesalt_abi_names

	.bss
	.p2align 3
.Lsaved_r1:
	.skip	8

	.section .note.GNU-stack, "", @progbits
