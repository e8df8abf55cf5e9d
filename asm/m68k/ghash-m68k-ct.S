/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time GHASH for every m68k: the "m68k_ct" kernel's ghash_setkey
 * and ghash slots.
 *
 * Depends on: the instructions common to the 68000/68010, the 68020-68060
 * and ColdFire ISA_A (move, eor, and, add, subx, shifts by an immediate or
 * a register, swap, lea, movem.l to and from (An)): the same source
 * assembles with -m68000, -mcpu=5475 and -m68020.  Long accesses to y and
 * the input are made only at even addresses on the 68000/68010 and
 * ColdFire (bytes otherwise); the 68020+ do any alignment.
 *
 * Constant time: no branch depends on the key or the data, and every load
 * address is fixed by the block count only (the rows are read in the same
 * order for every block).  No multiplication instruction is used: mulu.l
 * on the 68020/030 takes a time that depends on its operands.
 *
 * Method.  The product of X by the fixed H is linear in the bits of X:
 * with R[i] = H x^i (NIST SP 800-38D bit order, x^0 the top bit of byte
 * 0), X H = sum over the words w = 0..3 of X of x^(32 w) P_w, where
 * P_w = sum of R[i] over the set bits i of word w (bit i counted from the
 * top).  Horner over the words from w = 3 down:
 *
 *     Z = P_3;  Z = Z x^32 + P_2;  Z = Z x^32 + P_1;  Z = Z x^32 + P_0
 *
 * Each bit costs a mask (add.l shifts the bit into X, subx.l spreads it to
 * 0 or all ones) and a masked XOR of R[i] into Z: 14 instructions, the
 * same for every bit whatever its value.  Z x^32 drops z3 into x^128..
 * x^159 and folds it back with x^128 = 1 + x + x^2 + x^7:
 * z0 ^= w ^ w>>1 ^ w>>2 ^ w>>7, z1 ^= w<<25 ^ w<<30 ^ w<<31.
 *
 * The 32 rows R[0..31] are 512 bytes: exactly the kernel-private area of
 * aesalt_ghash_key (gkey->h, at offset 4; asm/m68k/kernel_m68k_ct.c checks it).
 *
 * Cost: 14 instructions per bit plus 20 per word boundary: about 1900 per
 * block.  Measured: bench/results/m68k.md, column m68k_ct, rows gcm-enc
 * beside ctr (GHASH is the difference), instructions and estimated MC68030
 * clocks per byte, beside m68020 and Mbed TLS's C.
 */

#if defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || defined(__mc68060__)
#if !defined(__mcpu32__)
#define ANY_ALIGN 1 /* misaligned long accesses are fine */
#endif
#endif

#define ROWS %a2 /* walks R[0..31] */
#define INP %a0
#define YP %a1
/* d0..d3: Z; d4: the word of X; d5: mask; d6, d7: scratch */

#include "m68k-ct-frame.h"

	.section .note.GNU-stack,"",@progbits

	.text

/* The 16 bytes at (p) at any address: into d4-d7 (LOAD4; d0/d1 scratch on
 * the byte path, so only where Z is not live) or from d0-d3 (STORE4; d4
 * scratch).  One movem.l where longs may go: any address on the 68020+,
 * an even one elsewhere (the address is public, the branch on it too). */
.macro	LOAD4 p
	MOVE16	0, \p, %d0
.endm
.macro	STORE4 p
	MOVE16	1, \p, %d4
.endm
.macro	MOVE16 store, p, t
#ifdef ANY_ALIGN
	MOVEM16	\store, \p
#else
	move.l	\p,\t
	btst	#0,\t
	bne	.Lodd\@
	MOVEM16	\store, \p
	bra	.Ldone\@
.Lodd\@:
	.if \store
	PUTB4	\p, 0, %d0
	PUTB4	\p, 4, %d1
	PUTB4	\p, 8, %d2
	PUTB4	\p, 12, %d3
	.else
	GETB4	\p, 0, %d4
	GETB4	\p, 4, %d5
	GETB4	\p, 8, %d6
	GETB4	\p, 12, %d7
	.endif
.Ldone\@:
#endif
.endm
.macro	MOVEM16 store, p
	.if \store
	movem.l	%d0-%d3,(\p)
	.else
	movem.l	(\p),%d4-%d7
	.endif
.endm

/* r = big-endian long at off(p), byte by byte (d1 scratch). */
.macro	GETB4 p, off, r
	moveq	#0,\r
	move.b	(\off,\p),\r
	.irp	k, 1, 2, 3
	lsl.l	#8,\r
	move.b	(\off + \k,\p),\r
	.endr
.endm

/* Big-endian long r to off(p), byte by byte through d4 (r unchanged). */
.macro	PUTB4 p, off, r
	move.l	\r,%d4
	move.b	%d4,(\off + 3,\p)
	.irp	k, 2, 1, 0
	lsr.l	#8,%d4
	move.b	%d4,(\off + \k,\p)
	.endr
.endm

/* Z ^= R[i] if the top bit of d4 is set; d4 <<= 1; ROWS += 16. */
.macro	BIT
	add.l	%d4,%d4			/* X flag = the bit */
	subx.l	%d5,%d5			/* 0 or all ones */
	.irp	z, %d0, %d1, %d2, %d3
	move.l	(ROWS)+,%d6
	and.l	%d5,%d6
	eor.l	%d6,\z
	.endr
.endm

/* Z += P_w for the word in d4: 32 BITs, 8 per loop turn (d7 counts). */
.macro	WORD
	moveq	#4,%d7
.Lw\@:
	.rept	8
	BIT
	.endr
	subq.l	#1,%d7
	bne	.Lw\@
	lea	(-512,ROWS),ROWS
.endm

/* Z = Z x^32 (d4..d7 scratch). */
.macro	MULX32
	move.l	%d3,%d6			/* w: x^96..x^127, now x^128.. */
	move.l	%d2,%d3
	move.l	%d1,%d2
	move.l	%d0,%d1
	move.l	%d6,%d0			/* z0 = w ^ w>>1 ^ w>>2 ^ w>>7 */
	move.l	%d6,%d5
	lsr.l	#1,%d5
	eor.l	%d5,%d0
	lsr.l	#1,%d5
	eor.l	%d5,%d0
	lsr.l	#5,%d5
	eor.l	%d5,%d0
	move.l	%d6,%d5			/* z1 ^= w<<25 ^ w<<30 ^ w<<31 */
	moveq	#25,%d4
	lsl.l	%d4,%d5
	eor.l	%d5,%d1
	lsl.l	#5,%d5
	eor.l	%d5,%d1
	lsl.l	#1,%d5
	eor.l	%d5,%d1
.endm

#define LOC 20                             /* X (16 bytes), blocks left */
#define XB 0
#define CNT 16
#define ARG(n) (LOC + 44 + 4 + 4 * (n),%sp) /* after d2-d7/a2-a6 */

/* void aesalt_ghash_m68k_ct(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                           const uint8_t *in, size_t nblocks); */
	.globl	aesalt_ghash_m68k_ct
	.hidden	aesalt_ghash_m68k_ct
	.type	aesalt_ghash_m68k_ct,@function
aesalt_ghash_m68k_ct:
	CT_SAVE	LOC
	move.l	ARG(3),(CNT,%sp)
	beq	9f
	movea.l	ARG(0),ROWS
	addq.l	#4,ROWS			/* gkey->h */
	movea.l	ARG(1),YP
	movea.l	ARG(2),INP
	LOAD4	YP
	movem.l	%d4-%d7,(XB,%sp)	/* Y */
1:	LOAD4	INP
	lea	(16,INP),INP
	movem.l	(XB,%sp),%d0-%d3
	eor.l	%d0,%d4			/* X = Y ^ block */
	eor.l	%d1,%d5
	eor.l	%d2,%d6
	eor.l	%d3,%d7
	movem.l	%d4-%d7,(XB,%sp)
	moveq	#0,%d0
	moveq	#0,%d1
	moveq	#0,%d2
	moveq	#0,%d3
	move.l	(XB + 12,%sp),%d4	/* Z = P_3 */
	WORD
	MULX32
	move.l	(XB + 8,%sp),%d4	/* Z = Z x^32 + P_2 */
	WORD
	MULX32
	move.l	(XB + 4,%sp),%d4
	WORD
	MULX32
	move.l	(XB,%sp),%d4
	WORD
	movem.l	%d0-%d3,(XB,%sp)	/* Y for the next block */
	subq.l	#1,(CNT,%sp)
	bne	1b
	STORE4	YP
	moveq	#0,%d0			/* X and Y are secret */
	.irp	off, 0, 4, 8, 12
	move.l	%d0,(XB + \off,%sp)
	.endr
9:	CT_RESTORE LOC
	.size	aesalt_ghash_m68k_ct,.-aesalt_ghash_m68k_ct

/* lo = lo >> 1 | hi << 31 (d5 = 31, d4 scratch). */
.macro	SHR1 lo, hi
	lsr.l	#1,\lo
	move.l	\hi,%d4
	lsl.l	%d5,%d4
	or.l	%d4,\lo
.endm

/* void aesalt_ghash_setkey_m68k_ct(aesalt_ghash_key *gkey,
 *                                  const uint8_t h[16]);
 * R[0] = H, R[i+1] = R[i] x: a right shift of 128 bits by one, and the bit
 * that falls off selects 0xe1 in the top byte through a mask. */
	.globl	aesalt_ghash_setkey_m68k_ct
	.hidden	aesalt_ghash_setkey_m68k_ct
	.type	aesalt_ghash_setkey_m68k_ct,@function
aesalt_ghash_setkey_m68k_ct:
	CT_SAVE	LOC
	movea.l	ARG(0),ROWS
	addq.l	#4,ROWS
	movea.l	ARG(1),YP
	LOAD4	YP
	move.l	%d4,%d0
	move.l	%d5,%d1
	move.l	%d6,%d2
	move.l	%d7,%d3
	moveq	#32,%d7
1:	movem.l	%d0-%d3,(ROWS)
	lea	(16,ROWS),ROWS
	moveq	#1,%d6			/* mask = -(z3 & 1) */
	and.l	%d3,%d6
	neg.l	%d6
	andi.l	#0xe1000000,%d6
	moveq	#31,%d5
	SHR1	%d3, %d2		/* z3 = z3 >> 1 | z2 << 31 ... */
	SHR1	%d2, %d1
	SHR1	%d1, %d0
	lsr.l	#1,%d0
	eor.l	%d6,%d0
	subq.l	#1,%d7
	bne	1b
	moveq	#0,%d0			/* H is secret */
	moveq	#0,%d1
	CT_RESTORE LOC
	.size	aesalt_ghash_setkey_m68k_ct,.-aesalt_ghash_setkey_m68k_ct
