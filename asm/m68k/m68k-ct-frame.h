/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The frame of the m68k_ct entry points (aes-m68k-ct.S, ghash-m68k-ct.S),
 * GNU as macros: d2-d7/a2-a6 saved (44 bytes) without movem -(sp), which
 * ColdFire lacks, then size bytes reserved below them.
 */
.macro	CT_SAVE size
	lea	(-44,%sp),%sp
	movem.l	%d2-%d7/%a2-%a6,(%sp)
	lea	(-\size,%sp),%sp
.endm

/* Undoes CT_SAVE size and returns. */
.macro	CT_RESTORE size
	lea	(\size,%sp),%sp
	movem.l	(%sp),%d2-%d7/%a2-%a6
	lea	(44,%sp),%sp
	rts
.endm
