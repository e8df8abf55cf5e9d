/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for x86_64 (System V AMD64 ABI), behind the
 * prototype of tests/abi/abi.h; tests/abi/test_abi.c drives it.  A test
 * object, never part of the library.
 *
 * Depends on: x86_64 base (SSE2 for stmxcsr/ldmxcsr).
 *
 * Checked words: rbx rbp r12-r15 (loaded with canaries), and compare-only
 * rsp (moved), df (the direction flag must be clear at return, as at
 * entry), mxcsr and x87cw (the SSE and x87 control words are callee-saved
 * in the SysV ABI), stack0/stack1 (the two quadwords just above the
 * seventh and eighth arguments, which no callee may write).
 */
#define FN rdi     /* void (*fn)(void) */
#define ARGS rsi   /* const uintptr_t args[8] */
#define CANARY rdx /* const uintptr_t canary[12] */
#define AFTER rcx  /* uintptr_t after[12] */

/* word offsets in canary[] and after[] */
#define W_RSP (6 * 8)
#define W_DF (7 * 8)
#define W_MXCSR (8 * 8)
#define W_X87CW (9 * 8)
#define W_STACK0 (10 * 8)
#define W_STACK1 (11 * 8)

/* the frame below the six saved registers (rsp 16-byte aligned at the call) */
#define F_ARG7 0
#define F_ARG8 8
#define F_STACK0 16
#define F_STACK1 24
#define F_AFTER 32
#define F_MXCSR 40 /* 4 bytes: mxcsr before the call */
#define F_X87CW 44 /* 2 bytes: x87 control word before the call */
#define F_SCRATCH 48
#define F_CANARY 56
#define FRAME 72

/* The six callee-saved registers from or to words 0-5 at base. */
	.macro	csregs load, base
	.set	.Loff, 0
	.irp	r, rbx, rbp, r12, r13, r14, r15
	.if	\load
	movq	.Loff(\base), %\r
	.else
	movq	%\r, .Loff(\base)
	.endif
	.set	.Loff, .Loff + 8
	.endr
	.endm

	.text

/* uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[8],
 *                           const uintptr_t *canary, uintptr_t *after); */
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
	.type	aesalt_abi_call, @function
	.p2align 4
aesalt_abi_call:
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$FRAME, %rsp
	movq	%AFTER, F_AFTER(%rsp)
	movq	%CANARY, F_CANARY(%rsp)
	stmxcsr	F_MXCSR(%rsp)
	fnstcw	F_X87CW(%rsp)
	movq	48(%ARGS), %rax		/* arguments 7 and 8 on the stack */
	movq	%rax, F_ARG7(%rsp)
	movq	56(%ARGS), %rax
	movq	%rax, F_ARG8(%rsp)
	movq	W_STACK0(%CANARY), %rax
	movq	%rax, F_STACK0(%rsp)
	movq	W_STACK1(%CANARY), %rax
	movq	%rax, F_STACK1(%rsp)
	/* rsp before the call, where a callee that breaks rsp cannot hide it */
	movq	%rsp, .Lsaved_rsp(%rip)
	movq	%FN, %r11
	movq	%CANARY, %r10
	csregs	1, %r10
	/* junk in the scratch registers the arguments leave free */
	movq	%rbx, %rax
	rorq	$7, %rax
	movq	%rax, %xmm8
	pshufd	$0x44, %xmm8, %xmm8
	movdqa	%xmm8, %xmm9
	movdqa	%xmm8, %xmm15
	movq	0(%ARGS), %rdi
	movq	16(%ARGS), %rdx
	movq	24(%ARGS), %rcx
	movq	32(%ARGS), %r8
	movq	40(%ARGS), %r9
	movq	8(%ARGS), %rsi
	movq	%rax, %r10
	callq	*%r11
	/* rax is the result: rcx, rdx, rsi, rdi, r8-r11 below */
	movq	%rsp, %r10
	movq	.Lsaved_rsp(%rip), %rsp
	subq	%rsp, %r10			/* rsp delta */
	movq	F_AFTER(%rsp), %r11
	movq	F_CANARY(%rsp), %rcx
	csregs	0, %r11
	movq	W_RSP(%rcx), %rdx
	addq	%r10, %rdx
	movq	%rdx, W_RSP(%r11)
	pushfq
	popq	%rdx
	andq	$0x400, %rdx			/* DF */
	xorq	W_DF(%rcx), %rdx
	movq	%rdx, W_DF(%r11)
	cld
	stmxcsr	F_SCRATCH(%rsp)
	movl	F_SCRATCH(%rsp), %edx
	xorl	F_MXCSR(%rsp), %edx		/* zero-extends */
	xorq	W_MXCSR(%rcx), %rdx
	movq	%rdx, W_MXCSR(%r11)
	ldmxcsr	F_MXCSR(%rsp)
	fnstcw	F_SCRATCH(%rsp)
	movzwl	F_SCRATCH(%rsp), %edx
	movzwl	F_X87CW(%rsp), %esi
	xorl	%esi, %edx
	xorq	W_X87CW(%rcx), %rdx
	movq	%rdx, W_X87CW(%r11)
	fldcw	F_X87CW(%rsp)
	movq	F_STACK0(%rsp), %rdx
	movq	%rdx, W_STACK0(%r11)
	movq	F_STACK1(%rsp), %rdx
	movq	%rdx, W_STACK1(%r11)
	addq	$FRAME, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
	.size	aesalt_abi_call, . - aesalt_abi_call

/* The planted clobber of the self-check: r13 changed, nothing else. */
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
	.type	aesalt_abi_clobber, @function
aesalt_abi_clobber:
	notq	%r13
	ret
	.size	aesalt_abi_clobber, . - aesalt_abi_clobber

	.section .rodata
	.globl	aesalt_abi_names
	.hidden	aesalt_abi_names
	.type	aesalt_abi_names, @object
aesalt_abi_names:
	.asciz	"rbx rbp r12 r13 r14 r15 rsp df mxcsr x87cw stack0 stack1"
	.size	aesalt_abi_names, . - aesalt_abi_names

	.bss
	.p2align 3
.Lsaved_rsp:
	.skip	8

	.section .note.GNU-stack, "", @progbits
