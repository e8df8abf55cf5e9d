/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for m68k (SysV m68k ABI, asm/m68k/README.md),
 * behind the prototype of tests/abi/abi.h; tests/abi/test_abi.c drives
 * it.  A test object, never part of the library.
 *
 * Depends on: the 68020 (32-bit pc-relative displacements); the test is
 * built only where the 68020 kernels are.
 *
 * Checked words: d2-d7, a2-a6 (loaded with canaries), and compare-only sp
 * (moved) and stack0/stack1 (the two longwords above the eight argument
 * slots, which no callee may write).  fp2-fp7 are not checked: no m68k
 * kernel uses the FPU (the 68020/68030 have none on chip).  Arguments are
 * 4-byte stack slots, the first at 4(%sp) on entry; the caller pops them.
 */
#define NSAVED 44	    /* d2-d7/a2-a6 */
#define NARGS 8
#define FRAME (NSAVED + 8 + 4 * NARGS) /* saved, stack canary, arguments */
#define FN (FRAME + 4)	    /* the trampoline's arguments, above the return */
#define ARGS (FRAME + 8)    /* address, once the frame is built */
#define CANARY (FRAME + 12)
#define AFTER (FRAME + 16)
#define F_STACK (4 * NARGS) /* the stack canary, just above the arguments */

/* byte offsets of words in canary[] and after[] */
#define W_SP 44
#define W_STACK 48

	.section .note.GNU-stack,"",@progbits

	.text
/* uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[8],
 *                           const uintptr_t *canary, uintptr_t *after); */
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
	.type	aesalt_abi_call,@function
aesalt_abi_call:
	movem.l	%d2-%d7/%a2-%a6,-(%sp)
	movea.l	(NSAVED + 12,%sp),%a1		/* canary */
	move.l	(W_STACK + 4,%a1),-(%sp)	/* stack1 */
	move.l	(W_STACK,%a1),-(%sp)		/* stack0 */
	movea.l	(NSAVED + 8 + 8,%sp),%a0	/* args */
	lea	(4 * NARGS,%a0),%a0
	moveq	#NARGS - 1,%d0
1:	move.l	-(%a0),-(%sp)			/* args[7] .. args[0] */
	dbra	%d0,1b
	/* sp at the call, where a callee that breaks sp cannot hide it */
	lea	(.Lsp0,%pc),%a0
	move.l	%sp,(%a0)
	movea.l	(FN,%sp),%a0
	movem.l	(%a1),%d2-%d7/%a2-%a6
	move.l	#0xdead00d0,%d0			/* junk in the scratch registers */
	move.l	#0xdead00d1,%d1
	movea.l	#0xdead00a1,%a1
	jsr	(%a0)
	/* d0 is the result: d1, a0, a1 below */
	lea	(.Lsp0,%pc),%a0
	move.l	%sp,%d1
	movea.l	(%a0),%sp			/* our frame, whatever the callee did */
	sub.l	%sp,%d1				/* sp delta */
	movea.l	(AFTER,%sp),%a1
	movem.l	%d2-%d7/%a2-%a6,(%a1)
	movea.l	(CANARY,%sp),%a0
	add.l	(W_SP,%a0),%d1
	move.l	%d1,(W_SP,%a1)
	move.l	(F_STACK,%sp),(W_STACK,%a1)
	move.l	(F_STACK + 4,%sp),(W_STACK + 4,%a1)
	lea	(F_STACK + 8,%sp),%sp
	movem.l	(%sp)+,%d2-%d7/%a2-%a6
	rts
	.size	aesalt_abi_call,.-aesalt_abi_call

/* The planted clobber of the self-check: a4 changed, nothing else. */
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
	.type	aesalt_abi_clobber,@function
aesalt_abi_clobber:
	addq.l	#4,%a4
	rts
	.size	aesalt_abi_clobber,.-aesalt_abi_clobber

	.section .rodata
	.globl	aesalt_abi_names
	.hidden	aesalt_abi_names
	.type	aesalt_abi_names,@object
aesalt_abi_names:
	.asciz	"d2 d3 d4 d5 d6 d7 a2 a3 a4 a5 a6 sp stack0 stack1"
	.size	aesalt_abi_names,.-aesalt_abi_names

	.bss
	.balign	4
.Lsp0:	.space	4
