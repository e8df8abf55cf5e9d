/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A minimal ROM image for Hatari's 68030 machines (bench/hatari/run.sh): the
 * header Hatari's TOS loader checks (src/tos.c: a version word at offset 2
 * in 1.00..6.ff, the image's base address at offset 8, 0xe00000), then a
 * reset routine that masks interrupts, copies the program (linked to run in
 * RAM, bench/hatari/rom.ld) out of the ROM, clears its bss, calls
 * int main(void) and powers off through NatFeats (NF_EXIT with main's
 * value).  No TOS code: no vectors are installed, so any exception ends
 * the run (Hatari halts on a double bus fault, run.sh's timeout catches it).
 * With -DHB_MAME the same program for MAME's gen32 board: the reset vectors
 * at the ROM's start (address 0), and the end a stop at hb_exit, where
 * run.sh's breakpoint reads main's value in d0 (no NatFeats there).
 */
	.section .note.GNU-stack,"",@progbits

	.section .rom,"ax",@progbits
	.globl	rom_header
rom_header:
#ifdef HB_MAME
	/* MAME's gen32 (mame.sh): the ROM at 0 holds the reset vectors */
	.long	__stack_top		/* reset SSP */
	.long	rom_start		/* reset PC */
#else
	bra.s	rom_start		/* offset 0 */
	.short	0x0404			/* offset 2: "TOS version" (Falcon's 4.04) */
	.long	rom_start		/* offset 4: reset PC */
	.long	rom_header		/* offset 8: image base, 0xe00000 */
#endif
	.fill	0x30 - (. - rom_header), 1, 0
rom_start:
	move.w	#0x2700,%sr		/* supervisor, every interrupt masked */
	lea	__stack_top,%sp
	moveq	#0,%d0
	movec	%d0,%cacr		/* caches off until main sets them */
	movec	%d0,%vbr
	lea	__load_start,%a0	/* the program's image in this ROM */
	lea	__ram_start,%a1
	lea	__ram_end,%a2
1:	cmpa.l	%a2,%a1
	bcc.s	2f
	move.l	(%a0)+,(%a1)+
	bra.s	1b
2:	lea	__bss_end,%a2
3:	cmpa.l	%a2,%a1
	bcc.s	4f
	clr.l	(%a1)+
	bra.s	3b
4:	jsr	main
exit_d0:
#ifdef HB_MAME
	.globl	hb_exit
hb_exit:				/* mame.sh's breakpoint: d0 the status */
	stop	#0x2700
	bra.s	hb_exit
#endif
	move.l	%d0,-(%sp)		/* NF_EXIT(main's value) */
	move.l	%d0,-(%sp)
	pea	nf_name_exit
	jsr	hb_nf_id
	addq.l	#4,%sp
	move.l	%d0,(%sp)
	jsr	hb_nf_call
5:	stop	#0x2700
	bra.s	5b
/* void ft_exit(int status): asm/m68k/freestanding/ft_support.c's traps */
	.globl	ft_exit
ft_exit:
	move.l	(4,%sp),%d0
	bra.s	exit_d0
nf_name_exit:
	.asciz	"NF_EXIT"
	.balign	4
