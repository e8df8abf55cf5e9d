/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH for the 68020, 68030, 68040 and 68060: the "m68020" kernel's
 * ghash_setkey and ghash slots.
 *
 * Depends on: the 68020 integer ISA -- bit-field instructions (bfextu,
 * bfins, including on memory), scaled-index addressing, misaligned data
 * accesses.  No multiply instruction at all.
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
 * ---- Cost per byte of input ---------------------------------------------------
 *
 *     shift Z by 8: bfextu (the byte r) + 4 lsr + 3 bfins       8
 *     reduction: move.l r8(r) + eor                              2
 *     two nibbles of X (bfextu from the stack copy of X)         2
 *     two table entries: 8 move.l + 8 eor                       16
 *                                                               --
 *                                                               28
 *
 * 28 instructions and 19 data accesses per byte, no multiplication (the
 * 68020/030 mulu.l is slow and its time depends on the data).  Measured
 * (qemu-m68k -cpu m68030, insn_count plugin): GCM-encrypt minus CTR is
 * 27.9 instructions per byte at 16 KiB; Mbed TLS 3.6's 4-bit C GHASH is
 * about 285.
 */

#define INP %a0  /* input blocks */
#define YP %a1   /* y */
#define TA %a2   /* gkey->h + 128: A */
#define TB %a3   /* gkey->h + 384: B */
#define R8 %a4   /* the reduction table */
/* d0..d3: Z = z0..z3; d4: index; d5: scratch; d6, d7: input block */

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

/* Z = Z x^8 + M(X[i]). */
.macro	STEP i
	bfextu	%d3{#24:#8},%d4		/* r: x^120..x^127 of Z */
	lsr.l	#8,%d3
	bfins	%d2,%d3{#0:#8}
	lsr.l	#8,%d2
	bfins	%d1,%d2{#0:#8}
	lsr.l	#8,%d1
	bfins	%d0,%d1{#0:#8}
	lsr.l	#8,%d0
	move.l	(R8,%d4.l*4),%d4
	eor.l	%d4,%d0
	bfextu	(XB + \i,%sp){#0:#4},%d4 /* high nibble: x^0..x^3 of the byte */
	ADDT	TA
	bfextu	(XB + \i,%sp){#4:#4},%d4 /* low nibble: x^4..x^7 */
	ADDT	TB
.endm

/* void aesalt_ghash_m68020(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                          const uint8_t *in, size_t nblocks); */
	.globl	aesalt_ghash_m68020
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
	bfextu	(XB + 15,%sp){#0:#4},%d4 /* Z = M(X[15]) */
	move.l	(-128,TA,%d4.l*8),%d0
	move.l	(-124,TA,%d4.l*8),%d1
	move.l	(0,TA,%d4.l*8),%d2
	move.l	(4,TA,%d4.l*8),%d3
	bfextu	(XB + 15,%sp){#4:#4},%d4
	ADDT	TB
	STEP	14
	STEP	13
	STEP	12
	STEP	11
	STEP	10
	STEP	9
	STEP	8
	STEP	7
	STEP	6
	STEP	5
	STEP	4
	STEP	3
	STEP	2
	STEP	1
	STEP	0
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
	.type	aesalt_ghash_setkey_m68020,@function
aesalt_ghash_setkey_m68020:
	movem.l	%d2-%d7/%a2-%a4,-(%sp)
	movea.l	(36 + 4,%sp),%a0	/* gkey */
	lea	(4,%a0),%a0		/* h: A at 0, B at 256 */
	movea.l	(36 + 8,%sp),%a1	/* H */
	movem.l	(%a1),%d0-%d3
	moveq	#0,%d4
	move.l	%d4,(%a0)		/* A[0] = B[0] = 0 */
	move.l	%d4,(4,%a0)
	move.l	%d4,(128,%a0)
	move.l	%d4,(132,%a0)
	move.l	%d4,(256,%a0)
	move.l	%d4,(260,%a0)
	move.l	%d4,(384,%a0)
	move.l	%d4,(388,%a0)
	PUTV	8 * 8
	PUTV	8 * 4
	PUTV	8 * 2
	PUTV	8 * 1
	PUTV	256 + 8 * 8
	PUTV	256 + 8 * 4
	PUTV	256 + 8 * 2
	PUTV	256 + 8 * 1
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
	move.l	(%a3),%d0
	move.l	(%a4),%d1
	eor.l	%d1,%d0
	move.l	%d0,(%a1)
	move.l	(4,%a3),%d0
	move.l	(4,%a4),%d1
	eor.l	%d1,%d0
	move.l	%d0,(4,%a1)
	move.l	(128,%a3),%d0
	move.l	(128,%a4),%d1
	eor.l	%d1,%d0
	move.l	%d0,(128,%a1)
	move.l	(132,%a3),%d0
	move.l	(132,%a4),%d1
	eor.l	%d1,%d0
	move.l	%d0,(132,%a1)
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

/* r8[r]: the reduction of the byte r shifted out by Z x^8 (see above),
 * generated by a script from that definition; r8[1] = 0x01c20000 and
 * r8[0x80] = 0xe1000000. */
	.section .rodata
	.balign	16
.Lr8:
	.long	0x00000000,0x01c20000,0x03840000,0x02460000
	.long	0x07080000,0x06ca0000,0x048c0000,0x054e0000
	.long	0x0e100000,0x0fd20000,0x0d940000,0x0c560000
	.long	0x09180000,0x08da0000,0x0a9c0000,0x0b5e0000
	.long	0x1c200000,0x1de20000,0x1fa40000,0x1e660000
	.long	0x1b280000,0x1aea0000,0x18ac0000,0x196e0000
	.long	0x12300000,0x13f20000,0x11b40000,0x10760000
	.long	0x15380000,0x14fa0000,0x16bc0000,0x177e0000
	.long	0x38400000,0x39820000,0x3bc40000,0x3a060000
	.long	0x3f480000,0x3e8a0000,0x3ccc0000,0x3d0e0000
	.long	0x36500000,0x37920000,0x35d40000,0x34160000
	.long	0x31580000,0x309a0000,0x32dc0000,0x331e0000
	.long	0x24600000,0x25a20000,0x27e40000,0x26260000
	.long	0x23680000,0x22aa0000,0x20ec0000,0x212e0000
	.long	0x2a700000,0x2bb20000,0x29f40000,0x28360000
	.long	0x2d780000,0x2cba0000,0x2efc0000,0x2f3e0000
	.long	0x70800000,0x71420000,0x73040000,0x72c60000
	.long	0x77880000,0x764a0000,0x740c0000,0x75ce0000
	.long	0x7e900000,0x7f520000,0x7d140000,0x7cd60000
	.long	0x79980000,0x785a0000,0x7a1c0000,0x7bde0000
	.long	0x6ca00000,0x6d620000,0x6f240000,0x6ee60000
	.long	0x6ba80000,0x6a6a0000,0x682c0000,0x69ee0000
	.long	0x62b00000,0x63720000,0x61340000,0x60f60000
	.long	0x65b80000,0x647a0000,0x663c0000,0x67fe0000
	.long	0x48c00000,0x49020000,0x4b440000,0x4a860000
	.long	0x4fc80000,0x4e0a0000,0x4c4c0000,0x4d8e0000
	.long	0x46d00000,0x47120000,0x45540000,0x44960000
	.long	0x41d80000,0x401a0000,0x425c0000,0x439e0000
	.long	0x54e00000,0x55220000,0x57640000,0x56a60000
	.long	0x53e80000,0x522a0000,0x506c0000,0x51ae0000
	.long	0x5af00000,0x5b320000,0x59740000,0x58b60000
	.long	0x5df80000,0x5c3a0000,0x5e7c0000,0x5fbe0000
	.long	0xe1000000,0xe0c20000,0xe2840000,0xe3460000
	.long	0xe6080000,0xe7ca0000,0xe58c0000,0xe44e0000
	.long	0xef100000,0xeed20000,0xec940000,0xed560000
	.long	0xe8180000,0xe9da0000,0xeb9c0000,0xea5e0000
	.long	0xfd200000,0xfce20000,0xfea40000,0xff660000
	.long	0xfa280000,0xfbea0000,0xf9ac0000,0xf86e0000
	.long	0xf3300000,0xf2f20000,0xf0b40000,0xf1760000
	.long	0xf4380000,0xf5fa0000,0xf7bc0000,0xf67e0000
	.long	0xd9400000,0xd8820000,0xdac40000,0xdb060000
	.long	0xde480000,0xdf8a0000,0xddcc0000,0xdc0e0000
	.long	0xd7500000,0xd6920000,0xd4d40000,0xd5160000
	.long	0xd0580000,0xd19a0000,0xd3dc0000,0xd21e0000
	.long	0xc5600000,0xc4a20000,0xc6e40000,0xc7260000
	.long	0xc2680000,0xc3aa0000,0xc1ec0000,0xc02e0000
	.long	0xcb700000,0xcab20000,0xc8f40000,0xc9360000
	.long	0xcc780000,0xcdba0000,0xcffc0000,0xce3e0000
	.long	0x91800000,0x90420000,0x92040000,0x93c60000
	.long	0x96880000,0x974a0000,0x950c0000,0x94ce0000
	.long	0x9f900000,0x9e520000,0x9c140000,0x9dd60000
	.long	0x98980000,0x995a0000,0x9b1c0000,0x9ade0000
	.long	0x8da00000,0x8c620000,0x8e240000,0x8fe60000
	.long	0x8aa80000,0x8b6a0000,0x892c0000,0x88ee0000
	.long	0x83b00000,0x82720000,0x80340000,0x81f60000
	.long	0x84b80000,0x857a0000,0x873c0000,0x86fe0000
	.long	0xa9c00000,0xa8020000,0xaa440000,0xab860000
	.long	0xaec80000,0xaf0a0000,0xad4c0000,0xac8e0000
	.long	0xa7d00000,0xa6120000,0xa4540000,0xa5960000
	.long	0xa0d80000,0xa11a0000,0xa35c0000,0xa29e0000
	.long	0xb5e00000,0xb4220000,0xb6640000,0xb7a60000
	.long	0xb2e80000,0xb32a0000,0xb16c0000,0xb0ae0000
	.long	0xbbf00000,0xba320000,0xb8740000,0xb9b60000
	.long	0xbcf80000,0xbd3a0000,0xbf7c0000,0xbebe0000
