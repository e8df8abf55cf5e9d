/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for 32-bit ARM Linux (AAPCS, hard-float),
 * behind the prototype of tests/abi/abi.h; tests/abi/test_abi.c drives
 * it.  A test object, never part of the library.
 *
 * Depends on: ARMv7-A with a VFP (d8-d15), ARM state.
 *
 * Checked words: r4-r11, d8-d15 (each as its low and high word), loaded
 * with canaries; compare-only sp (moved) and stack0/stack1, two words
 * just above the four stack arguments (arguments 5 to 8), which no callee
 * may write.  The scratch d0-d7 get junk, so a kernel that reads one
 * before writing it works from garbage.
 */
#define FN r0	  /* void (*fn)(void) */
#define ARGS r1	  /* const uintptr_t args[8] */
#define CANARY r2 /* const uintptr_t canary[27] */
#define AFTER r3  /* uintptr_t after[27] */

/* byte offsets of words in canary[] and after[] */
#define W_D8 32
#define W_SP 96
#define W_STACK 100

/* the frame below the saved registers: the stack arguments, the stack
 * canary, the two pointers, padding to keep sp 8-byte aligned */
#define F_STACK 16
#define F_CANARY 24
#define F_AFTER 28
#define FRAME 36

	.syntax	unified
	.arch	armv7-a
	.fpu	vfpv3-d16
	.arm
	.text

/* The address of .Lsaved_sp in reg, position independent. */
.macro	SAVED_SP reg
	ldr	\reg, 8f
7:	add	\reg, pc, \reg
	b	9f
8:	.word	.Lsaved_sp - (7b + 8)
9:
.endm

/* uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[8],
 *                           const uintptr_t *canary, uintptr_t *after); */
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
	.type	aesalt_abi_call, %function
	.p2align 2
aesalt_abi_call:
	push	{r4-r11, lr}
	vpush	{d8-d15}
	sub	sp, sp, #FRAME
	str	CANARY, [sp, #F_CANARY]
	str	AFTER, [sp, #F_AFTER]
	ldr	r4, [ARGS, #16]		@ arguments 5..8 on the stack
	ldr	r5, [ARGS, #20]
	ldr	r6, [ARGS, #24]
	ldr	r7, [ARGS, #28]
	stm	sp, {r4-r7}
	ldr	r4, [CANARY, #W_STACK]
	ldr	r5, [CANARY, #W_STACK + 4]
	str	r4, [sp, #F_STACK]
	str	r5, [sp, #F_STACK + 4]
	/* sp before the call, where a callee that breaks sp cannot hide it */
	SAVED_SP r4
	str	sp, [r4]
	mov	r12, FN
	mov	lr, ARGS
	add	r4, CANARY, #W_D8
	vldm	r4, {d8-d15}
	ldm	CANARY, {r4-r11}
	/* junk in the scratch VFP registers: canaries mixed */
	vmov	d0, r4, r5
	vmov	d1, r5, r6
	vmov	d2, r6, r7
	vmov	d3, r7, r8
	vmov	d4, r8, r9
	vmov	d5, r9, r10
	vmov	d6, r10, r11
	vmov	d7, r11, r4
	ldm	lr, {r0-r3}
	blx	r12
	/* r0 is the result: only r1-r3, r12 and lr below */
	SAVED_SP r1
	ldr	r1, [r1]
	sub	r2, sp, r1		@ sp delta
	mov	sp, r1			@ our frame, whatever the callee did
	ldr	r3, [sp, #F_AFTER]
	stm	r3, {r4-r11}
	add	r12, r3, #W_D8
	vstm	r12, {d8-d15}
	ldr	r12, [sp, #F_CANARY]
	ldr	lr, [r12, #W_SP]
	add	lr, lr, r2
	str	lr, [r3, #W_SP]
	ldr	lr, [sp, #F_STACK]
	str	lr, [r3, #W_STACK]
	ldr	lr, [sp, #F_STACK + 4]
	str	lr, [r3, #W_STACK + 4]
	add	sp, sp, #FRAME
	vpop	{d8-d15}
	pop	{r4-r11, pc}
	.size	aesalt_abi_call, . - aesalt_abi_call

/* The planted clobber of the self-check: d13 changed (its sign bit, the
 * top of d13.hi), nothing else. */
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
	.type	aesalt_abi_clobber, %function
aesalt_abi_clobber:
	vneg.f64 d13, d13
	bx	lr
	.size	aesalt_abi_clobber, . - aesalt_abi_clobber

	.section .rodata
	.globl	aesalt_abi_names
	.hidden	aesalt_abi_names
	.type	aesalt_abi_names, %object
aesalt_abi_names:
	.ascii	"r4 r5 r6 r7 r8 r9 r10 r11 "
	.ascii	"d8.lo d8.hi d9.lo d9.hi d10.lo d10.hi d11.lo d11.hi "
	.ascii	"d12.lo d12.hi d13.lo d13.hi d14.lo d14.hi d15.lo d15.hi "
	.asciz	"sp stack0 stack1"
	.size	aesalt_abi_names, . - aesalt_abi_names

	.bss
	.p2align 2
.Lsaved_sp:
	.skip	4

	.section .note.GNU-stack, "", %progbits
