/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The 68030 side of bench/hatari/hb_main.c: NatFeats calls, the cache
 * control register, the measuring point and the loops of known timing.
 *
 * hb_mark(tag) is where run.sh's debugger breakpoint (on hb_mark_hit)
 * prints the tag (d0) and Hatari's CycleCounter.  Each calibration loop
 * hb_loop_X(n) runs n iterations (1 <= n <= 65536) of a body of eight equal
 * instructions and one dbra; hb_main.c takes the difference of two counts so
 * that the entry, the exit and the cache fills cancel.  The bodies' clocks
 * from the MC68030 User's Manual (section 11.6, cache case, as
 * bench/qemu-plugin/m68030-timing.txt transcribes it) are in hb_main.c.
 */
	.section .note.GNU-stack,"",@progbits
	.text

/* long hb_nf_id(const char *name); long hb_nf_call(long id, ...); */
	.globl	hb_nf_id
hb_nf_id:
	.short	0x7300
	rts
	.globl	hb_nf_call
hb_nf_call:
	.short	0x7301
	rts

/* void hb_set_cacr(unsigned long cacr); */
	.globl	hb_set_cacr
hb_set_cacr:
	move.l	(4,%sp),%d0
	movec	%d0,%cacr
	rts

/* void hb_mark(unsigned long tag); */
	.globl	hb_mark
	.globl	hb_mark_hit
hb_mark:
	move.l	(4,%sp),%d0
hb_mark_hit:
	rts

/* LOOP name, instruction: void hb_loop_<name>(unsigned long n) */
.macro	LOOP name, insn
	.globl	hb_loop_\name
	.balignw	16, 0x4e71
hb_loop_\name:
	movem.l	%d2-%d3/%a2,-(%sp)
	move.l	(16,%sp),%d0
	subq.l	#1,%d0
	moveq	#0,%d1
	moveq	#0,%d2
	lea	hb_scratch,%a0
	lea	hb_scratch,%a1
	.balignw	16, 0x4e71
1:	.rept	8
	\insn
	.endr
	dbra	%d0,1b
	movem.l	(%sp)+,%d2-%d3/%a2
	rts
.endm

	LOOP	dbra
	LOOP	add, "add.l %d1,%d2"
	LOOP	lsr, "lsr.l #8,%d2"
	LOOP	swap, "swap %d2"
	LOOP	bfextu, "bfextu %d1{#8:#8},%d2"
	LOOP	move_ind, "move.l (%a0),%d2"
	LOOP	move_idx, "move.l (0,%a1,%d1.l*4),%d2"
	LOOP	move_st, "move.l %d2,(%a0)"

/* hb_loop_move_inc: eight move.l (a0)+,d2 and a lea -32(a0),a0 back */
	.globl	hb_loop_move_inc
	.balignw	16, 0x4e71
hb_loop_move_inc:
	move.l	(4,%sp),%d0
	subq.l	#1,%d0
	lea	hb_scratch,%a0
	.balignw	16, 0x4e71
1:	.rept	8
	move.l	(%a0)+,%d1
	.endr
	lea	(-32,%a0),%a0
	dbra	%d0,1b
	rts

	.bss
	.balign	16
hb_scratch:
	.space	64
