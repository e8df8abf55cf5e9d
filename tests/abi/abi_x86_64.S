/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ABI trampoline for tests/abi/test_abi_x86_64.c: calls a kernel entry
 * point with every callee-saved register of the SysV AMD64 ABI (rbx, rbp,
 * r12-r15) set to a canary, then reports what the callee left in them and
 * how far rsp moved (BoringSSL's CHECK_ABI idea, written for this
 * project).  The seventh argument (gcm_enc/gcm_dec's y) goes on the stack
 * as the ABI says.  Win64's callee-saved rdi, rsi and xmm6-xmm15 are not
 * checked: the kernels are SysV only (asm/x86_64/README.md).
 *
 * Depends on: x86_64 (SSE2).
 *
 * The caller-saved vector registers and r10/r11 are filled with junk, so
 * a kernel that reads one before writing it works from garbage rather
 * than from a lucky leftover.
 */

#define CANARY %rdi  /* const uint64_t canary[6]: rbx, rbp, r12..r15 */
#define AFTER %rsi   /* uint64_t after[6], same layout */
#define ARGS %rdx    /* const uint64_t args[8]: the first seven used */
#define FN %rcx	     /* the entry point */
#define SPDELTA %r8  /* int64_t *: rsp after the call minus rsp before */

	.text

/* uint64_t aesalt_abi_call(const uint64_t canary[6], uint64_t after[6],
 *                          const uint64_t args[8], void (*fn)(void),
 *                          int64_t *sp_delta);
 * Returns the callee's rax. */
	.globl	aesalt_abi_call
	.type	aesalt_abi_call, @function
	.p2align 4
aesalt_abi_call:
	pushq	%rbp
	pushq	%rbx
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$40, %rsp		/* 16-aligned at the call */
	movq	AFTER, 8(%rsp)
	movq	SPDELTA, 16(%rsp)
	movq	48(ARGS), %rax		/* the seventh argument, on the stack */
	movq	%rax, (%rsp)
	movq	%rsp, .Lsaved_sp(%rip)
	movq	FN, %r11
	movq	ARGS, %r10
	movq	0(CANARY), %rbx
	movq	8(CANARY), %rbp
	movq	16(CANARY), %r12
	movq	24(CANARY), %r13
	movq	32(CANARY), %r14
	movq	40(CANARY), %r15
	/* junk in the scratch registers: the canary of rbx rotated */
	movq	%rbx, %rax
	rorq	$7, %rax
	movq	%rax, %xmm0
	punpcklqdq %xmm0, %xmm0
	.irp	r, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movdqa	%xmm0, %xmm\r
	.endr
	movq	0(%r10), %rdi
	movq	8(%r10), %rsi
	movq	16(%r10), %rdx
	movq	24(%r10), %rcx
	movq	32(%r10), %r8
	movq	40(%r10), %r9
	movq	%rax, %r10
	call	*%r11
	/* rax is the result: only r10, r11 below */
	movq	.Lsaved_sp(%rip), %r10
	movq	%rsp, %r11
	subq	%r10, %r11		/* rsp delta */
	movq	%r10, %rsp		/* our frame, whatever the callee did */
	movq	16(%rsp), %r10
	movq	%r11, (%r10)
	movq	8(%rsp), %r10
	movq	%rbx, 0(%r10)
	movq	%rbp, 8(%r10)
	movq	%r12, 16(%r10)
	movq	%r13, 24(%r10)
	movq	%r14, 32(%r10)
	movq	%r15, 40(%r10)
	addq	$40, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbx
	popq	%rbp
	ret
	.size	aesalt_abi_call, . - aesalt_abi_call

/* Deliberately broken callees for the self-check: one clobbers rbx and
 * r12, the other returns with rsp 16 bytes lower. */
	.globl	aesalt_abi_selfcheck_clobber
	.type	aesalt_abi_selfcheck_clobber, @function
aesalt_abi_selfcheck_clobber:
	xorq	$1, %rbx
	xorl	%r12d, %r12d
	ret
	.size	aesalt_abi_selfcheck_clobber, . - aesalt_abi_selfcheck_clobber

	.globl	aesalt_abi_selfcheck_sp
	.type	aesalt_abi_selfcheck_sp, @function
aesalt_abi_selfcheck_sp:
	popq	%r11
	subq	$16, %rsp
	jmp	*%r11
	.size	aesalt_abi_selfcheck_sp, . - aesalt_abi_selfcheck_sp

	.bss
	.p2align 3
.Lsaved_sp:
	.skip	8

	.section .note.GNU-stack, "", @progbits
