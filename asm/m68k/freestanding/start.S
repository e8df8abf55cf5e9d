/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Entry and system calls of the freestanding m68k test binaries: no libc,
 * Linux/m68k system calls with trap #0 (number in d0, arguments in d1..d3,
 * result in d0), as qemu-m68k runs them for every CPU model.
 *
 * Depends on: instructions common to the 68000 and ColdFire ISA_A (no
 * movem -(sp)), so it assembles with -m68000, -mcpu=5475 and -m68020.
 */
	.section .note.GNU-stack,"",@progbits

	.text
	.globl	_start
	.type	_start,@function
_start:
	jsr	main			/* int main(void) */
	move.l	%d0,%d1
	moveq	#1,%d0			/* exit */
	trap	#0
1:	bra	1b
	.size	_start,.-_start

/* void ft_exit(int status); */
	.globl	ft_exit
	.type	ft_exit,@function
ft_exit:
	move.l	(4,%sp),%d1
	moveq	#1,%d0			/* exit */
	trap	#0
1:	bra	1b
	.size	ft_exit,.-ft_exit

/* long ft_write(int fd, const void *buf, unsigned long len); */
	.globl	ft_write
	.type	ft_write,@function
ft_write:
	lea	(-8,%sp),%sp
	movem.l	%d2-%d3,(%sp)
	move.l	(12,%sp),%d1
	move.l	(16,%sp),%d2
	move.l	(20,%sp),%d3
	moveq	#4,%d0			/* write */
	trap	#0
	movem.l	(%sp),%d2-%d3
	lea	(8,%sp),%sp
	rts
	.size	ft_write,.-ft_write
