/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for aarch64 (AAPCS64), behind the prototype
 * of tests/abi/abi.h; tests/abi/test_abi.c drives it.  A test object,
 * never part of the library.
 *
 * Depends on: Armv8.0-A (Advanced SIMD for d8-d15).
 *
 * Checked words: x19-x28, x29, d8-d15 (loaded with canaries), and
 * compare-only sp (moved) and stack0/stack1 (the two doublewords at sp at
 * the call, which no callee may write: it has no stack arguments).  The
 * caller-saved v16-v31 and x9-x15 get junk, so a kernel that reads one
 * before writing it works from garbage rather than from a lucky leftover.
 */
#define FN x0     /* void (*fn)(void) */
#define ARGS x1   /* const uintptr_t args[8] */
#define CANARY x2 /* const uintptr_t canary[22] */
#define AFTER x3  /* uintptr_t after[22] */

/* byte offsets of words in canary[] and after[] */
#define W_X29 80
#define W_D8 88
#define W_SP 152
#define W_STACK 160

/* the frame: the stack canary at the bottom, where the callee's sp starts */
#define F_STACK 0
#define F_FP 16
#define F_X19 32
#define F_D8 112
#define F_PTRS 176 /* canary, after */
#define FRAME 192

/* The callee-saved registers as pairs at base+off: x19-x28 (80 bytes),
 * d8-d15 (64 bytes); op is ldp or stp. */
	.macro	xpairs op, base, off
	\op	x19, x20, [\base, #\off]
	\op	x21, x22, [\base, #\off + 16]
	\op	x23, x24, [\base, #\off + 32]
	\op	x25, x26, [\base, #\off + 48]
	\op	x27, x28, [\base, #\off + 64]
	.endm
	.macro	dpairs op, base, off
	\op	d8, d9, [\base, #\off]
	\op	d10, d11, [\base, #\off + 16]
	\op	d12, d13, [\base, #\off + 32]
	\op	d14, d15, [\base, #\off + 48]
	.endm

	.text

/* uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[8],
 *                           const uintptr_t *canary, uintptr_t *after); */
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
	.type	aesalt_abi_call, %function
	.p2align 4
aesalt_abi_call:
	sub	sp, sp, #FRAME
	stp	x29, x30, [sp, #F_FP]
	add	x29, sp, #F_FP
	xpairs	stp, sp, F_X19
	dpairs	stp, sp, F_D8
	stp	CANARY, AFTER, [sp, #F_PTRS]
	ldp	x9, x10, [CANARY, #W_STACK]
	stp	x9, x10, [sp, #F_STACK]
	/* sp before the call, where a callee that breaks sp cannot hide it */
	adrp	x9, .Lsaved_sp
	mov	x10, sp
	str	x10, [x9, :lo12:.Lsaved_sp]
	mov	x16, FN
	mov	x17, ARGS
	xpairs	ldp, CANARY, 0
	ldr	x29, [CANARY, #W_X29]
	dpairs	ldp, CANARY, W_D8
	/* junk in the scratch registers: the canary of x19 rotated */
	ror	x9, x19, #7
	.irp	v, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	dup	v\v\().2d, x9
	.endr
	.irp	x, 10, 11, 12, 13, 14, 15
	mov	x\x, x9
	.endr
	ldp	x0, x1, [x17, #0]
	ldp	x2, x3, [x17, #16]
	ldp	x4, x5, [x17, #32]
	ldp	x6, x7, [x17, #48]
	blr	x16
	/* x0 is the result: only x9-x15 below */
	adrp	x9, .Lsaved_sp
	ldr	x10, [x9, :lo12:.Lsaved_sp]
	mov	x11, sp
	sub	x11, x11, x10		// sp delta
	mov	sp, x10			// our frame, whatever the callee did
	ldp	x13, x12, [sp, #F_PTRS]	// canary, after
	xpairs	stp, x12, 0
	str	x29, [x12, #W_X29]
	dpairs	stp, x12, W_D8
	ldr	x14, [x13, #W_SP]
	add	x14, x14, x11
	str	x14, [x12, #W_SP]
	ldp	x14, x15, [sp, #F_STACK]
	stp	x14, x15, [x12, #W_STACK]
	xpairs	ldp, sp, F_X19
	dpairs	ldp, sp, F_D8
	ldp	x29, x30, [sp, #F_FP]
	add	sp, sp, #FRAME
	ret
	.size	aesalt_abi_call, . - aesalt_abi_call

/* The planted clobber of the self-check: d13 changed, nothing else. */
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
	.type	aesalt_abi_clobber, %function
aesalt_abi_clobber:
	fmov	x9, d13
	mvn	x9, x9
	fmov	d13, x9
	ret
	.size	aesalt_abi_clobber, . - aesalt_abi_clobber

	.section .rodata
	.globl	aesalt_abi_names
	.hidden	aesalt_abi_names
	.type	aesalt_abi_names, %object
aesalt_abi_names:
	.ascii	"x19 x20 x21 x22 x23 x24 x25 x26 x27 x28 x29 "
	.asciz	"d8 d9 d10 d11 d12 d13 d14 d15 sp stack0 stack1"
	.size	aesalt_abi_names, . - aesalt_abi_names

	.bss
	.p2align 3
.Lsaved_sp:
	.skip	8

	.section .note.GNU-stack, "", %progbits
