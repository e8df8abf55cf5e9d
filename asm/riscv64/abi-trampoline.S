/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for riscv64 (psABI, LP64D), behind the
 * prototype of tests/abi/abi.h; tests/abi/test_abi.c drives it.  A test
 * object, never part of the library.
 *
 * Depends on: RV64I and the D extension (fs0-fs11 are callee-saved under
 * LP64D, the ABI of every riscv64 Linux distribution).
 *
 * Checked words: s0-s11, fs0-fs11 (loaded with canaries), and compare-only
 * sp (moved), gp and tp (never to be changed: the global and thread
 * pointers are left as they are, not set to canaries, since a signal
 * handler may use tp), stack0/stack1 (the two doublewords at sp at the
 * call, which no callee may write: it has no stack arguments).  No
 * linker relaxation: gp may be broken when the statics are addressed.
 */
#define FN a0     /* void (*fn)(void) */
#define ARGS a1   /* const uintptr_t args[8] */
#define CANARY a2 /* const uintptr_t canary[29] */
#define AFTER a3  /* uintptr_t after[29] */

/* byte offsets of words in canary[] and after[] */
#define W_FS0 96
#define W_SP 192
#define W_GP 200
#define W_TP 208
#define W_STACK 216

/* the frame: the stack canary at the bottom, where the callee's sp starts */
#define F_STACK 0
#define F_RA 16
#define F_S0 24
#define F_FS0 120
#define F_CANARY 216
#define F_AFTER 224
#define F_GP 232
#define F_TP 240
#define FRAME 256

/* s0-s11 and fs0-fs11 from or to base+soff and base+fsoff. */
	.macro	csregs load, base, soff, fsoff
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
	.if	\load
	ld	s\i, (\soff + 8 * \i)(\base)
	fld	fs\i, (\fsoff + 8 * \i)(\base)
	.else
	sd	s\i, (\soff + 8 * \i)(\base)
	fsd	fs\i, (\fsoff + 8 * \i)(\base)
	.endif
	.endr
	.endm

	.option	push
	.option	norelax
	.text

/* uintptr_t aesalt_abi_call(void (*fn)(void), const uintptr_t args[8],
 *                           const uintptr_t *canary, uintptr_t *after); */
	.globl	aesalt_abi_call
	.hidden	aesalt_abi_call
	.type	aesalt_abi_call, @function
	.p2align 2
aesalt_abi_call:
	addi	sp, sp, -FRAME
	sd	ra, F_RA(sp)
	csregs	0, sp, F_S0, F_FS0
	sd	CANARY, F_CANARY(sp)
	sd	AFTER, F_AFTER(sp)
	sd	gp, F_GP(sp)
	sd	tp, F_TP(sp)
	ld	t0, W_STACK(CANARY)
	sd	t0, F_STACK(sp)
	ld	t0, (W_STACK + 8)(CANARY)
	sd	t0, (F_STACK + 8)(sp)
	/* sp before the call, where a callee that breaks sp cannot hide it */
	lla	t0, .Lsaved_sp
	sd	sp, 0(t0)
	mv	t5, FN
	mv	t6, ARGS
	csregs	1, CANARY, 0, W_FS0
	/* junk in the scratch registers: the canary of s0 rotated */
	srli	t0, s0, 7
	slli	t1, s0, 57
	or	t0, t0, t1
	mv	t1, t0
	mv	t2, t0
	mv	t3, t0
	mv	t4, t0
	fmv.d.x	ft0, t0
	fmv.d.x	ft11, t0
	ld	a0, 0(t6)
	ld	a1, 8(t6)
	ld	a2, 16(t6)
	ld	a3, 24(t6)
	ld	a4, 32(t6)
	ld	a5, 40(t6)
	ld	a6, 48(t6)
	ld	a7, 56(t6)
	jalr	ra, 0(t5)
	/* a0 is the result: t0-t6 below */
	lla	t0, .Lsaved_sp
	ld	t1, 0(t0)
	sub	t2, sp, t1		/* sp delta */
	mv	sp, t1			/* our frame, whatever the callee did */
	ld	t3, F_AFTER(sp)
	ld	t4, F_CANARY(sp)
	csregs	0, t3, 0, W_FS0
	ld	t0, W_SP(t4)
	add	t0, t0, t2
	sd	t0, W_SP(t3)
	ld	t0, F_GP(sp)
	xor	t0, t0, gp
	ld	t1, W_GP(t4)
	xor	t0, t0, t1
	sd	t0, W_GP(t3)
	ld	t0, F_TP(sp)
	xor	t0, t0, tp
	ld	t1, W_TP(t4)
	xor	t0, t0, t1
	sd	t0, W_TP(t3)
	ld	t0, F_STACK(sp)
	sd	t0, W_STACK(t3)
	ld	t0, (F_STACK + 8)(sp)
	sd	t0, (W_STACK + 8)(t3)
	ld	gp, F_GP(sp)
	ld	tp, F_TP(sp)
	csregs	1, sp, F_S0, F_FS0
	ld	ra, F_RA(sp)
	addi	sp, sp, FRAME
	ret
	.size	aesalt_abi_call, . - aesalt_abi_call

/* The planted clobber of the self-check: s7 changed, nothing else. */
	.globl	aesalt_abi_clobber
	.hidden	aesalt_abi_clobber
	.type	aesalt_abi_clobber, @function
aesalt_abi_clobber:
	not	s7, s7
	ret
	.size	aesalt_abi_clobber, . - aesalt_abi_clobber

	.option	pop

	.section .rodata
	.globl	aesalt_abi_names
	.hidden	aesalt_abi_names
	.type	aesalt_abi_names, @object
aesalt_abi_names:
	.ascii	"s0 s1 s2 s3 s4 s5 s6 s7 s8 s9 s10 s11 "
	.ascii	"fs0 fs1 fs2 fs3 fs4 fs5 fs6 fs7 fs8 fs9 fs10 fs11 "
	.asciz	"sp gp tp stack0 stack1"
	.size	aesalt_abi_names, . - aesalt_abi_names

	.bss
	.p2align 3
.Lsaved_sp:
	.skip	8

	.section .note.GNU-stack, "", @progbits
