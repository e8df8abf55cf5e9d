/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ABI check's trampoline for m68k (tests/abi/test_abi_m68k.c), in the
 * manner of BoringSSL's CHECK_ABI: call a kernel entry with every
 * callee-saved register set to a known value and report what it left.
 *
 * Depends on: the 68020 (32-bit pc-relative displacements); the test is
 * built only where the 68020 kernels are.
 *
 * SysV m68k ABI (asm/m68k/README.md): d2-d7, a2-a6 and sp are preserved;
 * arguments are 4-byte stack slots, the first at 4(%sp) on entry.
 */
#define FN (44 + 4)    /* arguments of the trampoline, after the saved */
#define ARGS (44 + 8)  /* registers and the return address */
#define NARGS (44 + 12)
#define REGS (44 + 16)

	.section .note.GNU-stack,"",@progbits

	.text
/* uint32_t aesalt_abi_call_m68k(const void *fn, const uint32_t *args,
 *                               unsigned nargs, uint32_t regs[12]);
 * Calls fn(args[0], ..., args[nargs-1]) with d2-d7/a2-a6 = the canaries of
 * aesalt_abi_canary_m68k (and d0, d1, a1 = junk), then stores d2-d7 in
 * regs[0..5], a2-a6 in regs[6..10], and in regs[11] the stack pointer
 * after the call minus the one before it (0 when sp was preserved).
 * Returns fn's d0.  Not reentrant (one static slot for the stack
 * pointer): the test is single-threaded. */
	.globl	aesalt_abi_call_m68k
	.type	aesalt_abi_call_m68k,@function
aesalt_abi_call_m68k:
	movem.l	%d2-%d7/%a2-%a6,-(%sp)
	lea	(.Lsp0,%pc),%a0
	move.l	%sp,(%a0)
	movea.l	(ARGS,%sp),%a1
	move.l	(NARGS,%sp),%d0
	movea.l	(FN,%sp),%a0
	move.l	%d0,%d1
	lsl.l	#2,%d1
	adda.l	%d1,%a1			/* push args[nargs-1] .. args[0] */
	bra	2f
1:	move.l	-(%a1),-(%sp)
2:	dbra	%d0,1b
	movem.l	(.Lcanary,%pc),%d2-%d7/%a2-%a6
	move.l	#0xdead00d0,%d0
	move.l	#0xdead00d1,%d1
	movea.l	#0xdead00a1,%a1
	jsr	(%a0)
	lea	(.Lsp0,%pc),%a0
	movea.l	(%a0),%a0		/* sp before the arguments were pushed */
	movea.l	(REGS,%a0),%a1
	movem.l	%d2-%d7/%a2-%a6,(%a1)
	move.l	(NARGS,%a0),%d2
	lsl.l	#2,%d2
	move.l	%sp,%d1
	add.l	%d2,%d1
	sub.l	%a0,%d1			/* (sp + 4 nargs) - sp0 */
	move.l	%d1,(44,%a1)
	movea.l	%a0,%sp
	movem.l	(%sp)+,%d2-%d7/%a2-%a6
	rts
	.size	aesalt_abi_call_m68k,.-aesalt_abi_call_m68k

	.section .rodata
	.balign	4
/* const uint32_t aesalt_abi_canary_m68k[11]: d2-d7, a2-a6. */
	.globl	aesalt_abi_canary_m68k
	.type	aesalt_abi_canary_m68k,@object
aesalt_abi_canary_m68k:
.Lcanary:
	.long	0xd2c0ffe2, 0xd3c0ffe3, 0xd4c0ffe4, 0xd5c0ffe5, 0xd6c0ffe6, 0xd7c0ffe7
	.long	0xa2c0ffe2, 0xa3c0ffe3, 0xa4c0ffe4, 0xa5c0ffe5, 0xa6c0ffe6
	.size	aesalt_abi_canary_m68k,.-aesalt_abi_canary_m68k

	.bss
	.balign	4
.Lsp0:	.space	4
