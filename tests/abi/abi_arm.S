/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ABI trampoline for tests/abi/test_abi_arm.c: calls a kernel entry point
 * with every callee-saved register of the AAPCS (r4-r11 and, with a VFP,
 * d8-d15) set to a canary, then reports what the callee left in them and
 * how far sp moved (BoringSSL's CHECK_ABI idea, written for this project).
 * Arguments 5 to 8 go on the stack, as the AAPCS passes them.
 *
 * Depends on: Thumb-2 (ARMv7-A or ARMv7-M); d8-d15 where __ARM_FP says
 * there is a VFP.  The scratch VFP registers d0-d7 get junk, so a kernel
 * that reads one before writing it works from garbage.
 */
#define CANARY r0  /* const uint32_t canary[24]: r4..r11, d8..d15 (low, high) */
#define AFTER r1   /* uint32_t after[24], same layout */
#define ARGS r2    /* const uint32_t args[8]: r0..r3, then the stack arguments */
#define FN r3      /* the entry point */
/* [sp] at entry: int32_t *sp_delta, sp after the call minus sp before */

	.syntax	unified
	.thumb
	.text

/* The address of .Lsaved_sp in reg, position independent. */
.macro	SAVED_SP reg
	ldr	\reg, 8f
7:	add	\reg, pc
	b	9f
	.p2align 2
8:	.word	.Lsaved_sp - (7b + 4)
9:
.endm

/* uint32_t aesalt_abi_call(const uint32_t canary[24], uint32_t after[24],
 *                          const uint32_t args[8], void (*fn)(void),
 *                          int32_t *sp_delta);
 * Returns the callee's r0. */
	.globl	aesalt_abi_call
	.type	aesalt_abi_call, %function
	.thumb_func
aesalt_abi_call:
	push	{r4-r11, lr}
#if defined(__ARM_FP)
	vpush	{d8-d15}
#define FRAME (36 + 64 + 12)
#else
	sub	sp, sp, #64
#define FRAME (36 + 64 + 12)
#endif
	sub	sp, sp, #12
	str	AFTER, [sp, #0]
	ldr	r4, [sp, #FRAME]
	str	r4, [sp, #4]
	mov	r12, FN
	mov	lr, ARGS
	/* arguments 5..8 on the stack (16 bytes: sp stays 8-byte aligned) */
	sub	sp, sp, #16
	ldr	r4, [lr, #16]
	ldr	r5, [lr, #20]
	ldr	r6, [lr, #24]
	ldr	r7, [lr, #28]
	stm	sp, {r4-r7}
	/* sp before the call, where a callee that breaks sp cannot hide it */
	SAVED_SP r4
	mov	r5, sp
	str	r5, [r4]
	ldm	CANARY, {r4-r11}
#if defined(__ARM_FP)
	add	r1, CANARY, #32
	vldm	r1, {d8-d15}
	/* junk in the scratch VFP registers: the canary of r4 */
	vmov	d0, r4, r5
	vmov	d1, r5, r4
	vmov	d2, r6, r4
	vmov	d3, r7, r4
	vmov	d4, r8, r4
	vmov	d5, r9, r4
	vmov	d6, r10, r4
	vmov	d7, r11, r4
#endif
	ldm	lr, {r0-r3}
	blx	r12
	/* r0 is the result: only r1-r3, r12, lr below */
	SAVED_SP r1
	ldr	r1, [r1]
	mov	r2, sp
	sub	r2, r2, r1		/* sp delta */
	mov	sp, r1			/* our frame, whatever the callee did */
	add	sp, sp, #16
	ldr	r3, [sp, #0]		/* after */
	stm	r3, {r4-r11}
#if defined(__ARM_FP)
	add	r3, r3, #32
	vstm	r3, {d8-d15}
#endif
	ldr	r3, [sp, #4]
	str	r2, [r3]
	add	sp, sp, #12
#if defined(__ARM_FP)
	vpop	{d8-d15}
#else
	add	sp, sp, #64
#endif
	pop	{r4-r11, pc}
	.size	aesalt_abi_call, . - aesalt_abi_call

/* Deliberately broken callees for the self-check: one clobbers r4 and d8,
 * the other returns with sp 16 bytes lower. */
	.globl	aesalt_abi_selfcheck_clobber
	.type	aesalt_abi_selfcheck_clobber, %function
	.thumb_func
aesalt_abi_selfcheck_clobber:
	eor	r4, r4, #1
#if defined(__ARM_FP)
	mov	r0, #0
	vmov	d8, r0, r0
#endif
	bx	lr
	.size	aesalt_abi_selfcheck_clobber, . - aesalt_abi_selfcheck_clobber

	.globl	aesalt_abi_selfcheck_sp
	.type	aesalt_abi_selfcheck_sp, %function
	.thumb_func
aesalt_abi_selfcheck_sp:
	sub	sp, sp, #16
	bx	lr
	.size	aesalt_abi_selfcheck_sp, . - aesalt_abi_selfcheck_sp

	.bss
	.p2align 2
.Lsaved_sp:
	.skip	4

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
