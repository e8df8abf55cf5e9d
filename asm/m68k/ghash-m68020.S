/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH for the 68020, 68030, 68040 and 68060: the "m68020" kernel's
 * ghash_setkey and ghash slots.
 *
 * Depends on: the 68020 integer ISA -- scaled-index addressing, misaligned
 * data accesses.  No multiply instruction at all, and (since the 68030
 * rework) no bit-field instruction either.
 *
 * THIS CODE IS NOT CONSTANT TIME.  Every step loads from the key tables at
 * addresses taken from nibbles of the secret accumulator, and from the
 * reduction table at an address taken from its low byte, as the 4-bit
 * tables of Mbed TLS's gcm.c do.  The constant-time kernel is "m68k_ct".
 *
 * Syntax: GNU as, SysV m68k ABI (asm/m68k/README.md).
 *
 * ---- Method ---------------------------------------------------------------
 *
 * A field element is 16 bytes whose first bit (the top bit of byte 0) is the
 * coefficient of x^0 (NIST SP 800-38D sec. 6.3); here it is four big-endian
 * longs z0..z3, so multiplying by x^8 is a right shift of z0:z1:z2:z3 by 8
 * bits, and the byte r that falls off (x^120..x^127, now x^128..x^135) is
 * folded back with x^128 = 1 + x + x^2 + x^7, i.e. 0xe1 in the top byte:
 * r8[r] is the XOR of 0xe100 >> (7 - j) over the set bits j of r, in the
 * top 16 bits of a long.
 *
 * X * H by Horner's rule over the bytes of X from byte 15 down to byte 0
 * (Shoup's table method, "On Fast and Provably Secure Message Authentication
 * Based on Universal Hashing", CRYPTO '96, with byte steps):
 *
 *     Z = M(X[15]);  Z = Z x^8 + M(X[i]) for i = 14 .. 0
 *
 * where M(b) = b(x) H = A[b >> 4] + B[b & 15], A[n] = n(x) H for a nibble n
 * whose top bit is x^0 (A[8] = H, A[4] = H x, A[2] = H x^2, A[1] = H x^3)
 * and B[n] = A[n] x^4.  The two 16-entry tables are 512 bytes: exactly the
 * kernel-private area of aesalt_ghash_key.  Layout (offsets into gkey->h):
 *
 *     A: z0,z1 of A[n] at 8n, z2,z3 at 128 + 8n;  B: the same at 256
 *
 * so with a base register at the middle of each table one scaled index
 * (n*8) reaches all four longs of an entry with 8-bit displacements -128,
 * -124, 0, 4.
 *
 * ---- Cost per byte of input, tuned for the MC68030's clocks ----------------
 *
 * Clocks are the MC68030 User's Manual's cache-case figures (as the
 * estimate of bench/results/m68k.md prices them):
 *
 *                                                     insns   clocks
 *     shift Z by 8: moveq + move.b (the byte r), then
 *       3 x (move.b + ror.l #8) + lsr.l #8              9       32
 *     reduction: move.l r8(r) + eor                     2       10
 *     high nibble: moveq + move.b + lsr.b; low nibble:
 *       moveq + and.b (the stack copy of X)             5       24
 *     two table entries: 8 move.l + 8 eor              16       80
 *     loop: dbra per two bytes                          0.5      3
 *                                                      ----    ----
 *                                                      32.5    149
 *
 * The bfextu/bfins shift of the first version was dearer (bfins 12 clocks
 * each, bfextu from memory 16, by the manual's timings).  The 16 steps of
 * a block are a loop of two steps (Z starts at 0, so the first byte is an
 * ordinary step): the block loop is 212 bytes, inside the 68020/030's
 * 256-byte instruction cache, which the unrolled steps (1.4 KiB) did not
 * fit; the loop costs a few cached clocks per byte against the unrolled
 * code and saves many more in the memory column.
 *
 * Measured: bench/results/m68k.md, column m68020, rows gcm-enc beside ctr
 * (GHASH is the difference), instructions and estimated clocks per byte;
 * the first (bfextu) and unrolled versions: bench/results/m68k-kernels.md
 * (hand-run notes).
 */

#define INP %a0  /* input blocks */
#define YP %a1   /* y */
#define TA %a2   /* gkey->h + 128: A */
#define TB %a3   /* gkey->h + 384: B */
#define R8 %a4   /* the reduction table */
/* d0..d3: Z = z0..z3; d4: index; d5: scratch; d6, d7: input block, then
 * d6 the step counter */

#define LOC 16                              /* X = Y ^ input block */
#define ARG(n) (LOC + 36 + 4 + 4 * (n),%sp) /* after d2-d7/a2-a4 */
#define XB 0                                /* X at 0(%sp) */

/* No executable stack (Linux; an unknown note section elsewhere). */
	.section .note.GNU-stack,"",@progbits

	.text

/* Z ^= the 16-byte entry of table tb (base register) indexed by d4. */
.macro	ADDT tb
	move.l	(-128,\tb,%d4.l*8),%d5
	eor.l	%d5,%d0
	move.l	(-124,\tb,%d4.l*8),%d5
	eor.l	%d5,%d1
	move.l	(0,\tb,%d4.l*8),%d5
	eor.l	%d5,%d2
	move.l	(4,\tb,%d4.l*8),%d5
	eor.l	%d5,%d3
.endm

/* d4 = the high nibble of X[2k + o] (x^0..x^3 of the byte), zero-extended;
 * k is in d6. */
.macro	HINIB o
	moveq	#0,%d4
	move.b	(XB + \o,%sp,%d6.w*2),%d4
	lsr.b	#4,%d4
.endm

/* d4 = the low nibble of X[2k + o] (x^4..x^7). */
.macro	LONIB o
	moveq	#15,%d4
	and.b	(XB + \o,%sp,%d6.w*2),%d4
.endm

/* Z = Z x^8 + M(X[2k + o]).  The shift of Z by a byte moves the low byte of each
 * word into the next with move.b and a rotation (2 + 6 clocks on the
 * 68030) where bfins costs 12; the nibbles come from move.b/lsr.b and
 * and.b (12 and 8 clocks) where bfextu from memory costs 16. */
.macro	STEP o
	moveq	#0,%d4
	move.b	%d3,%d4			/* r: x^120..x^127 of Z */
	move.b	%d2,%d3
	ror.l	#8,%d3			/* z3 = low byte of z2 : z3 >> 8 */
	move.b	%d1,%d2
	ror.l	#8,%d2
	move.b	%d0,%d1
	ror.l	#8,%d1
	lsr.l	#8,%d0
	move.l	(R8,%d4.l*4),%d4
	eor.l	%d4,%d0
	HINIB	\o
	ADDT	TA
	LONIB	\o
	ADDT	TB
.endm

/* void aesalt_ghash_m68020(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                          const uint8_t *in, size_t nblocks); */
	.globl	aesalt_ghash_m68020
	.hidden	aesalt_ghash_m68020
	.type	aesalt_ghash_m68020,@function
aesalt_ghash_m68020:
	movem.l	%d2-%d7/%a2-%a4,-(%sp)
	lea	(-LOC,%sp),%sp
	move.l	ARG(3),%d7
	beq	9f
	movea.l	ARG(0),TA
	lea	(4 + 128,TA),TA		/* h is at offset 4 (kernel_m68020.c) */
	lea	(256,TA),TB
	lea	(.Lr8,%pc),R8
	movea.l	ARG(1),YP
	movea.l	ARG(2),INP
	movem.l	(YP),%d0-%d3
1:	move.l	%d7,%a1			/* blocks left, while YP is not needed */
	movem.l	(INP)+,%d4-%d7
	eor.l	%d0,%d4
	eor.l	%d1,%d5
	eor.l	%d2,%d6
	eor.l	%d3,%d7
	movem.l	%d4-%d7,(XB,%sp)
	moveq	#0,%d0			/* Z = 0, then Horner over all 16 bytes: */
	moveq	#0,%d1			/* the steps are a loop of two (about */
	moveq	#0,%d2			/* 180 bytes, the block loop under 256: */
	moveq	#0,%d3			/* inside the 68020/030 instruction cache) */
	moveq	#7,%d6
2:	STEP	1			/* X[2k + 1], then X[2k], k = 7 .. 0 */
	STEP	0
	dbra	%d6,2b
	move.l	%a1,%d7
	subq.l	#1,%d7
	bne	1b
	movea.l	ARG(1),YP
	movem.l	%d0-%d3,(YP)
	moveq	#0,%d4			/* X is as secret as Y */
	moveq	#0,%d5
	moveq	#0,%d6
	moveq	#0,%d7
	movem.l	%d4-%d7,(XB,%sp)
9:	lea	(LOC,%sp),%sp
	movem.l	(%sp)+,%d2-%d7/%a2-%a4
	rts
	.size	aesalt_ghash_m68020,.-aesalt_ghash_m68020

/* Store V = d0..d3 as the entry at offset off of h (a0), then V = V x. */
.macro	PUTV off
	move.l	%d0,(\off,%a0)
	move.l	%d1,(\off + 4,%a0)
	move.l	%d2,(\off + 128,%a0)
	move.l	%d3,(\off + 132,%a0)
	lsr.l	#1,%d0
	roxr.l	#1,%d1
	roxr.l	#1,%d2
	roxr.l	#1,%d3
	subx.l	%d4,%d4			/* all ones if a bit fell off */
	andi.l	#0xe1000000,%d4
	eor.l	%d4,%d0
.endm

/* void aesalt_ghash_setkey_m68020(aesalt_ghash_key *gkey, const uint8_t h[16]);
 *
 * V = H x^k for k = 0..7 by shifts of one bit (the bit that falls off
 * selects 0xe1 by a mask, not a branch), stored as A[8], A[4], A[2], A[1],
 * B[8], B[4], B[2], B[1]; then every other entry by linearity,
 * T[i + j] = T[i] ^ T[j] for i = 2, 4, 8 and j < i. */
	.globl	aesalt_ghash_setkey_m68020
	.hidden	aesalt_ghash_setkey_m68020
	.type	aesalt_ghash_setkey_m68020,@function
aesalt_ghash_setkey_m68020:
	movem.l	%d2-%d7/%a2-%a4,-(%sp)
	movea.l	(36 + 4,%sp),%a0	/* gkey */
	lea	(4,%a0),%a0		/* h: A at 0, B at 256 */
	movea.l	(36 + 8,%sp),%a1	/* H */
	movem.l	(%a1),%d0-%d3
	moveq	#0,%d4
	.irp	off, 0, 4, 128, 132, 256, 260, 384, 388	/* A[0] = B[0] = 0 */
	move.l	%d4,(\off,%a0)
	.endr
	.irp	off, 8 * 8, 8 * 4, 8 * 2, 8 * 1, 256 + 8 * 8, 256 + 8 * 4, 256 + 8 * 2, 256 + 8 * 1
	PUTV	\off
	.endr
	/* T[i + j] = T[i] ^ T[j], both tables, all four longs */
	movea.l	%a0,%a2			/* table base: A, then B */
	moveq	#1,%d7
3:	moveq	#2,%d4			/* i = 2, 4, 8 */
4:	moveq	#1,%d5			/* j = 1 .. i - 1 */
5:	move.l	%d4,%d6
	lsl.l	#3,%d6
	lea	(%a2,%d6.l),%a3		/* &T[i] */
	move.l	%d5,%d6
	lsl.l	#3,%d6
	lea	(%a2,%d6.l),%a4		/* &T[j] */
	move.l	%d4,%d6
	add.l	%d5,%d6
	lsl.l	#3,%d6
	lea	(%a2,%d6.l),%a1		/* &T[i + j] */
	.irp	off, 0, 4, 128, 132
	move.l	(\off,%a3),%d0
	move.l	(\off,%a4),%d1
	eor.l	%d1,%d0
	move.l	%d0,(\off,%a1)
	.endr
	addq.l	#1,%d5
	cmp.l	%d4,%d5
	bne	5b
	add.l	%d4,%d4
	moveq	#16,%d6
	cmp.l	%d6,%d4
	bne	4b
	lea	(256,%a2),%a2
	dbra	%d7,3b
	moveq	#0,%d0			/* H is secret */
	moveq	#0,%d1
	movem.l	(%sp)+,%d2-%d7/%a2-%a4
	rts
	.size	aesalt_ghash_setkey_m68020,.-aesalt_ghash_setkey_m68020

/* r8[r]: the reduction of the byte r shifted out by Z x^8 (see above): the
 * XOR of 0xe100 >> (7 - j) over the set bits j of r, in the top 16 bits
 * of a long, computed by the assembler (r8[1] = 0x01c20000 and r8[0x80] =
 * 0xe1000000). */
#define RED8B(r, j) ((((r) >> (j)) & 1) * (0xe100 >> (7 - (j))))
#define RED8(r) ((RED8B(r, 0) ^ RED8B(r, 1) ^ RED8B(r, 2) ^ RED8B(r, 3) ^ RED8B(r, 4) ^ \
		  RED8B(r, 5) ^ RED8B(r, 6) ^ RED8B(r, 7)) << 16)
	.section .rodata
	.balign	16
.Lr8:
	.irp	hi, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	.irp	lo, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	.long	RED8(\hi * 16 + \lo)
	.endr
	.endr
