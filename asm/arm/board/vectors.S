/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The smallest Cortex-M start for the aesalt tests on the MPS2 boards of
 * QEMU (mps2-an386 Cortex-M4, mps2-an500 Cortex-M7, mps2-an505 Cortex-M33):
 * a vector table with the initial stack pointer and the reset handler, and
 * fault handlers that leave through semihosting with a failure.  The reset
 * handler copies .data, zeroes .bss and enters newlib's rdimon start-up
 * (_start in rdimon-crt0.o: argv from SYS_GET_CMDLINE, the semihosting file
 * handles, main, exit).
 *
 * Depends on: ARMv7-M or ARMv8-M mainline (Thumb-2).
 */
	.syntax	unified
	.thumb

	.section .vectors, "a", %progbits
	.p2align 2
	.globl	aesalt_board_vectors
aesalt_board_vectors:
	.word	__stack_top		/* initial sp (board.ld) */
	.word	aesalt_board_reset
	.rept	14			/* NMI .. SysTick */
	.word	aesalt_board_fault
	.endr

	.text
	.globl	aesalt_board_reset
	.type	aesalt_board_reset, %function
	.thumb_func
aesalt_board_reset:
#if defined(__ARM_FP)
	/* CPACR: full access to CP10 and CP11 (the FPU), before any C */
	ldr	r0, =0xe000ed88
	ldr	r1, [r0]
	orr	r1, r1, #(0xf << 20)
	str	r1, [r0]
	dsb
	isb
#endif
	/* .data from its load address, .bss zeroed */
	ldr	r0, =__data_load
	ldr	r1, =__data_start
	ldr	r2, =__data_end
1:	cmp	r1, r2
	bhs	2f
	ldr	r3, [r0], #4
	str	r3, [r1], #4
	b	1b
2:	ldr	r1, =__bss_start__
	ldr	r2, =__bss_end__
	movs	r3, #0
3:	cmp	r1, r2
	bhs	4f
	str	r3, [r1], #4
	b	3b
4:	b	_start
	.size	aesalt_board_reset, . - aesalt_board_reset

/* Any fault: report through semihosting SYS_EXIT (0x18) with a reason
 * other than ADP_Stopped_ApplicationExit, so QEMU exits with status 1. */
	.type	aesalt_board_fault, %function
	.thumb_func
aesalt_board_fault:
	mov	r0, #0x18
	ldr	r1, =0x20023		/* ADP_Stopped_RunTimeErrorUnknown */
	bkpt	#0xab
	b	.
	.size	aesalt_board_fault, . - aesalt_board_fault
