/* SPDX-License-Identifier: Apache-2.0 */
/*
 * int fp_call_on_stack(int (*fn)(void), void *top): calls fn with the stack
 * pointer at top (8-byte aligned), returns its result on the caller's
 * stack (bench/footprint/fp_stack_main.c).  ARMv7-M Thumb-2.
 */
	.syntax	unified
	.thumb
	.text
	.globl	fp_call_on_stack
	.type	fp_call_on_stack, %function
	.thumb_func
fp_call_on_stack:
	push	{r4, lr}
	mov	r4, sp
	mov	sp, r1
	blx	r0
	mov	sp, r4
	pop	{r4, pc}
	.size	fp_call_on_stack, . - fp_call_on_stack
