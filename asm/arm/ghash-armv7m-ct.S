/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time GHASH for the "armv7m_ct" kernel (Thumb-2, ARMv7-M,
 * ARMv7E-M, ARMv8-M mainline): carry-less products from UMULL with
 * "holes", no table, no branch on data.
 *
 * Depends on: Thumb-2 of ARMv7-M (UMULL, REV, LDRD/STRD, modified
 * immediates 0xXYXYXYXY).
 *
 * Constant time where UMULL is: one cycle whatever the operands on the
 * Cortex-M4, M7 and M33; NOT on the Cortex-M3, whose UMULL ends early on
 * small operands (3 to 5 cycles), so kernel_armv7m_ct.c does not claim
 * AESALT_KERNEL_CONSTTIME on __ARM_ARCH_7M__.  The only branches count
 * the public number of blocks (and the groups' operand loop); every
 * address is sp, the key or the argument pointers plus a constant (and
 * plus 4 j, j the operand index of the groups' loop).
 *
 * Representation.  A block read as a big-endian 128-bit integer
 * W = w3:w2:w1:w0 (w3 = bytes 0..3) is the bit-reversal of the GCM
 * polynomial (its bit 127 is the coefficient of x^0, NIST SP 800-38D
 * sec. 6.3).  The integer carry-less product of two such reflected
 * values is the 255-bit reflected product: read as 256 bits it is
 * a * h * x.  The key therefore holds H' = H x^-1 (in the reflected
 * form: a left shift by one, and when the x^0 bit falls out, the XOR of
 * 0xc2000000:0:0:1, i.e. x^127 + x^6 + x + 1), so clmul(X, H') read as
 * 256 bits c7..c0 is exactly X * H unreduced: c7..c4 the part of degree
 * < 128, D = c3..c0 that of degree >= 128, reflected.
 *
 * Reduction (x^128 = 1 + x + x^2 + x^7; multiplying by x is a right
 * shift in the reflected form): the bits D >> 1, >> 2, >> 7 would push
 * out below bit 0 (the low 7 bits of c0) are folded first into the top of
 * D (c3 ^= c0 << 31 ^ c0 << 30 ^ c0 << 25), then
 * Y = c7..c4 ^ D ^ D >> 1 ^ D >> 2 ^ D >> 7 (as 128-bit shifts).
 *
 * Multiplication.  128 x 128 by Karatsuba on 64-bit halves, each 64 x 64
 * by Karatsuba on 32-bit words: nine 32 x 32 products of the operands
 * X0, X0^X1, X1, X2, X2^X3, X3, X0^X2, X0^X1^X2^X3, X1^X3 (Xi = wi)
 * and the same of H'.  A 32 x 32 carry-less product: split a and b into
 * four parts holding every fourth bit (masks 0x11111111 << k); a UMULL
 * of two parts adds at each bit position at most 8 one-bit terms, all at
 * positions of one residue mod 4, so the sum fits its 4-bit "hole" and
 * bit 0 of the hole is the carry-less bit (the same idea as ct64's
 * bmul64, core/ghash_ct64.c; here the full 64-bit UMULL result is exact,
 * so no bit-reversed second pass is needed).  Products whose bits land at
 * residue k are XORed (z_k = sum over i + j = k mod 4 of a_i b_j),
 * masked and ORed: 16 UMULL per 32 x 32 product, 144 per block.  Two
 * products may even be added (UMLAL, saving the two EORs) when one has
 * i + j = k and the other i + j = k + 4: with 8 bits a part, the hole at
 * 4q + k collects f(q) terms from the first and f(q - 1) from the second,
 * f(n) = min(n + 1, 15 - n), and f(q) + f(q - 1) <= 15 still fits.  So
 * z0 = (a0 b0 + a1 b3) ^ a2 b2 ^ a3 b1, z1 = (a0 b1 + a2 b3) ^
 * (a1 b0 + a3 b2), z2 = (a0 b2 + a3 b3) ^ a1 b1 ^ a2 b0, z3 all XORed.
 *
 * Groups.  From NB = 8 blocks on, the blocks go eight at a time:
 * Y' = (Y ^ X0) H^8 ^ X1 H^7 ^ ... ^ X7 H, one reduction a group.  The
 * product is linear, so operand j's 64-bit products of the eight blocks
 * (block i times operand j of H'^(8 - i)) are summed into two registers
 * as they come (BPROD), each then stored (JPROD), and the Karatsuba
 * recombination and the reduction run once on the sums (COMBINE_REDUCE).
 * Fewer than eight blocks, and what is left after the groups, go one at
 * a time.
 *
 * gkey->h (the key, offset GK_H pinned in the glue) holds the nine H'
 * operands as four masked parts each: 36 words, part k of operand j at
 * GK_H + 16 j + 4 k (this file's setkey); then from GK_H + KW the nine
 * operand words of H'^p = H^p x^-1 for p = 1..8, 36 bytes a power, word j
 * of power p at GK_H + KW + 36 (p - 1) + 4 j (kernel_armv7m_ct.c).
 */
#if !defined(__thumb2__)
#error "ghash-armv7m-ct.S needs Thumb-2 (ARMv7-M or later)"
#endif

	.syntax	unified
	.thumb
	.text

#define GK_H 8		/* offsetof(aesalt_ghash_key, h), pinned in the glue */

#define M0 0x11111111
#define M1 0x22222222
#define M2 0x44444444
#define M3 0x88888888

/* frame of aesalt_ghash_armv7m_ct: the one-block loop's F_A and F_P
 * share their bytes with the groups' F_X */
#define NB 8		/* blocks a group (a reduction) */
#define F_A 0		/* the nine X operands, 36 bytes */
#define F_P 40		/* the nine 64-bit products, 72 bytes */
#define F_X 0		/* NB blocks' nine X operands: block i, operand j at F_X + 36 i + 4 j */
#define F_PL (36 * NB)	/* the nine summed products, low words */
#define F_PH (F_PL + 36)	/* and high words */
#define F_Y (F_PH + 36)	/* Y between groups, w0..w3 */
#define F_XJ (F_Y + 16)	/* sp + F_X + 4 j */
#define F_KJ (F_XJ + 4)	/* gkey + GK_H + KW + 4 j */
#define F_KEY (F_KJ + 4)
#define F_IN (F_KEY + 4)
#define F_N (F_IN + 4)
#define F_YP (F_N + 4)
#define F_SIZE (F_YP + 8)	/* 36 + F_SIZE: 8-byte aligned */

#define KW 144		/* the H'^p operand words: word j of H'^p at GK_H + KW + 36 (p - 1) + 4 j */

/* lo:hi = the sum of the products of the four pairs (a_i, b_j), XORed or
 * added (below), masked to the residue of mask (a0..a3 in r0-r3, b0..b3
 * in r4-r7, r12/lr scratch).  add = 1: pair 0 + pair 1 (UMLAL) and pair
 * 2 ^ pair 3; add = 2: pair 0 + pair 1 and pair 2 + pair 3. */
.macro	ZSUM lo, hi, a0, b0, a1, b1, a2, b2, a3, b3, mask, add=0
	umull	\lo, \hi, \a0, \b0
	.if \add
	umlal	\lo, \hi, \a1, \b1
	.else
	umull	r12, lr, \a1, \b1
	eor	\lo, \lo, r12
	eor	\hi, \hi, lr
	.endif
	umull	r12, lr, \a2, \b2
	.if \add == 2
	umlal	r12, lr, \a3, \b3
	eor	\lo, \lo, r12
	eor	\hi, \hi, lr
	.else
	eor	\lo, \lo, r12
	eor	\hi, \hi, lr
	umull	r12, lr, \a3, \b3
	eor	\lo, \lo, r12
	eor	\hi, \hi, lr
	.endif
	and	\lo, \lo, #\mask
	and	\hi, \hi, #\mask
.endm

/* Product j: the 64-bit carry-less product of X operand j (frame) and H'
 * operand j (key) to the frame.  Uses every register but sp and pc. */
.macro	CLMUL32 j
	ldr	r4, [sp, #F_KEY]
	ldrd	r6, r7, [r4, #(GK_H + 16 * \j + 8)]
	ldrd	r4, r5, [r4, #(GK_H + 16 * \j)]
	ldr	r0, [sp, #(F_A + 4 * \j)]
	and	r1, r0, #M1
	and	r2, r0, #M2
	and	r3, r0, #M3
	and	r0, r0, #M0
	ZSUM	r8, r9, r0, r4, r1, r7, r2, r6, r3, r5, M0, 1
	ZSUM	r10, r11, r0, r5, r2, r7, r1, r4, r3, r6, M1, 2
	orr	r8, r8, r10
	orr	r9, r9, r11
	ZSUM	r10, r11, r0, r6, r3, r7, r1, r5, r2, r4, M2, 1
	orr	r8, r8, r10
	orr	r9, r9, r11
	ZSUM	r10, r11, r0, r7, r1, r6, r2, r5, r3, r4, M3
	orr	r8, r8, r10
	orr	r9, r9, r11
	strd	r8, r9, [sp, #(F_P + 8 * \j)]
.endm

/* Karatsuba 64 x 64 from products 3k (low), 3k + 1 (middle), 3k + 2
 * (high): the 128-bit result in r0, r1, r12, lr (low word first). */
.macro	K64 k
	add	r12, sp, #(F_P + 24 * \k)
	ldm	r12, {r0-r3, r12, lr}
	eor	r2, r2, r0
	eor	r2, r2, r12
	eor	r3, r3, r1
	eor	r3, r3, lr
	eor	r1, r1, r2
	eor	r12, r12, r3
.endm

/* y = y ^ d ^ (d:e) >> 1 ^ (d:e) >> 2 ^ (d:e) >> 7, word d of D, e the
 * next higher word (the bits it shifts in). */
.macro	FOLD y, d, e
	eor	\y, \y, \d
	eor	\y, \y, \d, lsr #1
	eor	\y, \y, \e, lsl #31
	eor	\y, \y, \d, lsr #2
	eor	\y, \y, \e, lsl #30
	eor	\y, \y, \d, lsr #7
	eor	\y, \y, \e, lsl #25
.endm

/* Groups of NB blocks.  Block i of X (i = 0..NB-1, Y XORed into block 0)
 * times H^(NB - i), summed before one Karatsuba recombination and one
 * reduction: the products are linear, so operand j's four products are
 * summed into r8:r9 as they come.  BPROD: block i's product j (o = 4 j
 * beyond the F_XJ/F_KJ pointers); first: written, else XORed into r8:r9. */
.macro	BPROD o, i, first=0
	ldr	r12, [sp, #F_XJ]
	ldr	r0, [r12, #(36 * \i + \o)]
	ldr	r12, [sp, #F_KJ]
	ldr	r4, [r12, #(36 * (NB - 1 - \i) + \o)]
	and	r1, r0, #M1
	and	r2, r0, #M2
	and	r3, r0, #M3
	and	r0, r0, #M0
	and	r5, r4, #M1
	and	r6, r4, #M2
	and	r7, r4, #M3
	and	r4, r4, #M0
	.if \first
	ZSUM	r8, r9, r0, r4, r1, r7, r2, r6, r3, r5, M0, 1
	ZSUM	r10, r11, r0, r5, r2, r7, r1, r4, r3, r6, M1, 2
	orr	r8, r8, r10
	orr	r9, r9, r11
	ZSUM	r10, r11, r0, r6, r3, r7, r1, r5, r2, r4, M2, 1
	orr	r8, r8, r10
	orr	r9, r9, r11
	ZSUM	r10, r11, r0, r7, r1, r6, r2, r5, r3, r4, M3
	orr	r8, r8, r10
	orr	r9, r9, r11
	.else
	ZSUM	r10, r11, r0, r4, r1, r7, r2, r6, r3, r5, M0, 1
	eor	r8, r8, r10
	eor	r9, r9, r11
	ZSUM	r10, r11, r0, r5, r2, r7, r1, r4, r3, r6, M1, 2
	eor	r8, r8, r10
	eor	r9, r9, r11
	ZSUM	r10, r11, r0, r6, r3, r7, r1, r5, r2, r4, M2, 1
	eor	r8, r8, r10
	eor	r9, r9, r11
	ZSUM	r10, r11, r0, r7, r1, r6, r2, r5, r3, r4, M3
	eor	r8, r8, r10
	eor	r9, r9, r11
	.endif
.endm

/* Operand j = o / 4 of the group: its summed product to F_PL/F_PH. */
.macro	JPROD o
	BPROD	\o, 0, 1
	.irp	i, 1, 2, 3, 4, 5, 6, 7
	BPROD	\o, \i
	.endr
	ldr	r12, [sp, #F_XJ]
	str	r8, [r12, #(F_PL - F_X + \o)]
	str	r9, [r12, #(F_PH - F_X + \o)]
.endm

/* K64 on the group's summed products (low and high words apart). */
.macro	K64G k
	add	r12, sp, #(F_PL + 12 * \k)
	ldm	r12, {r0, r2, r12}
	add	lr, sp, #(F_PH + 12 * \k)
	ldm	lr, {r1, r3, lr}
	eor	r2, r2, r0
	eor	r2, r2, r12
	eor	r3, r3, r1
	eor	r3, r3, lr
	eor	r1, r1, r2
	eor	r12, r12, r3
.endm

/* The 256-bit product from three K64 results, reduced into Y in
 * r11:r10:r9:r8 (K the K64 macro). */
.macro	COMBINE_REDUCE K
	/* c7..c0 in r11..r4: low product at c3..c0 and c5..c2, high at
	 * c7..c4 and c5..c2, the middle one at c5..c2 */
	\K	0
	mov	r4, r0
	mov	r5, r1
	eor	r6, r12, r0
	eor	r7, lr, r1
	mov	r8, r12
	mov	r9, lr
	\K	1
	eor	r6, r6, r0
	eor	r7, r7, r1
	eor	r8, r8, r0
	eor	r8, r8, r12
	eor	r9, r9, r1
	eor	r9, r9, lr
	mov	r10, r12
	mov	r11, lr
	\K	2
	eor	r6, r6, r0
	eor	r7, r7, r1
	eor	r8, r8, r12
	eor	r9, r9, lr
	/* reduce D = r7:r6:r5:r4 into r11:r10:r9:r8 */
	eor	r7, r7, r4, lsl #31
	eor	r7, r7, r4, lsl #30
	eor	r7, r7, r4, lsl #25
	eor	r11, r11, r7
	eor	r11, r11, r7, lsr #1
	eor	r11, r11, r7, lsr #2
	eor	r11, r11, r7, lsr #7
	FOLD	r10, r6, r7
	FOLD	r9, r5, r6
	FOLD	r8, r4, r5
.endm

/* Block i of the group from in (r0; 16 i on): its nine operands to
 * F_X + 36 i (block 0: XOR Y from F_Y first).  in may be unaligned: LDR,
 * not LDM. */
.macro	GLOAD i
	ldr	r9, [r0, #(16 * \i)]		/* w3 */
	ldr	r7, [r0, #(16 * \i + 4)]	/* w2 */
	ldr	r6, [r0, #(16 * \i + 8)]	/* w1 */
	ldr	r4, [r0, #(16 * \i + 12)]	/* w0 */
	rev	r9, r9
	rev	r7, r7
	rev	r6, r6
	rev	r4, r4
	.if \i == 0
	ldr	r1, [sp, #F_Y]
	ldr	r2, [sp, #(F_Y + 4)]
	ldr	r3, [sp, #(F_Y + 8)]
	ldr	lr, [sp, #(F_Y + 12)]
	eor	r4, r4, r1
	eor	r6, r6, r2
	eor	r7, r7, r3
	eor	r9, r9, lr
	.endif
	eor	r5, r4, r6		/* w0 ^ w1 */
	eor	r8, r7, r9		/* w2 ^ w3 */
	eor	r10, r4, r7		/* w0 ^ w2 */
	eor	r11, r5, r8		/* w0 ^ w1 ^ w2 ^ w3 */
	eor	r12, r6, r9		/* w1 ^ w3 */
	add	lr, sp, #(F_X + 36 * \i)
	stm	lr, {r4-r12}
.endm

/* void aesalt_ghash_armv7m_ct(const aesalt_ghash_key *gkey, uint8_t y[16],
 *			       const uint8_t *in, size_t nblocks); */
	.globl	aesalt_ghash_armv7m_ct
	.hidden	aesalt_ghash_armv7m_ct
	.type	aesalt_ghash_armv7m_ct, %function
	.thumb_func
	.p2align 2
aesalt_ghash_armv7m_ct:
	cmp	r3, #0
	it	eq
	bxeq	lr
	push	{r4-r11, lr}
	sub	sp, sp, #F_SIZE
	str	r0, [sp, #F_KEY]
	str	r2, [sp, #F_IN]
	str	r3, [sp, #F_N]
	str	r1, [sp, #F_YP]
	/* Y = w3:w2:w1:w0 in r11:r10:r9:r8 at the top of each block */
	ldr	r11, [r1]
	ldr	r10, [r1, #4]
	ldr	r9, [r1, #8]
	ldr	r8, [r1, #12]
	rev	r11, r11
	rev	r10, r10
	rev	r9, r9
	rev	r8, r8
	cmp	r3, #NB
	bhs	.Lghash_ct_groups
.Lghash_ct_block:
	ldr	r12, [sp, #F_IN]	/* in may be unaligned: LDR, not LDM */
	ldr	r0, [r12]
	ldr	r1, [r12, #4]
	ldr	r2, [r12, #8]
	ldr	r3, [r12, #12]
	add	r12, r12, #16
	str	r12, [sp, #F_IN]
	rev	r0, r0
	rev	r1, r1
	rev	r2, r2
	rev	r3, r3
	eor	r0, r0, r11		/* w3 */
	eor	r1, r1, r10		/* w2 */
	eor	r2, r2, r9		/* w1 */
	eor	r3, r3, r8		/* w0 */
	mov	r4, r3			/* w0 */
	eor	r5, r3, r2		/* w0 ^ w1 */
	mov	r6, r2			/* w1 */
	mov	r7, r1			/* w2 */
	eor	r8, r1, r0		/* w2 ^ w3 */
	mov	r9, r0			/* w3 */
	eor	r10, r3, r1		/* w0 ^ w2 */
	eor	r11, r5, r8		/* w0 ^ w1 ^ w2 ^ w3 */
	eor	r12, r2, r0		/* w1 ^ w3 */
	stm	sp, {r4-r12}		/* F_A */
	CLMUL32	0
	CLMUL32	1
	CLMUL32	2
	CLMUL32	3
	CLMUL32	4
	CLMUL32	5
	CLMUL32	6
	CLMUL32	7
	CLMUL32	8
	COMBINE_REDUCE K64
	ldr	r0, [sp, #F_N]
	subs	r0, r0, #1
	str	r0, [sp, #F_N]
	bne	.Lghash_ct_block
.Lghash_ct_out:
	ldr	r0, [sp, #F_YP]
	rev	r11, r11
	rev	r10, r10
	rev	r9, r9
	rev	r8, r8
	str	r11, [r0]
	str	r10, [r0, #4]
	str	r9, [r0, #8]
	str	r8, [r0, #12]
	add	sp, sp, #F_SIZE
	pop	{r4-r11, pc}

.Lghash_ct_groups:
	add	r12, sp, #F_Y
	stm	r12, {r8-r11}
.Lghash_ct_group:
	ldr	r0, [sp, #F_IN]
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	GLOAD	\i
	.endr
	add	r0, r0, #(16 * NB)
	str	r0, [sp, #F_IN]
	add	r12, sp, #F_X
	str	r12, [sp, #F_XJ]
	ldr	r12, [sp, #F_KEY]
	add	r12, r12, #(GK_H + KW)
	str	r12, [sp, #F_KJ]
.Lghash_ct_j:				/* three operands a turn */
	JPROD	0
	JPROD	4
	JPROD	8
	ldr	r12, [sp, #F_XJ]
	add	r12, r12, #12
	str	r12, [sp, #F_XJ]
	ldr	lr, [sp, #F_KJ]
	add	lr, lr, #12
	str	lr, [sp, #F_KJ]
	add	lr, sp, #(F_X + 36)
	cmp	r12, lr
	bne	.Lghash_ct_j
	COMBINE_REDUCE K64G
	ldr	r0, [sp, #F_N]
	sub	r0, r0, #NB
	str	r0, [sp, #F_N]
	cmp	r0, #NB
	bhs	.Lghash_ct_group_y
	cmp	r0, #0
	beq	.Lghash_ct_out
	b	.Lghash_ct_block
.Lghash_ct_group_y:
	add	r12, sp, #F_Y
	stm	r12, {r8-r11}
	b	.Lghash_ct_group
	.size	aesalt_ghash_armv7m_ct, . - aesalt_ghash_armv7m_ct

/* The four masked parts of src to [r0], r0 += 16 (r8-r11 scratch). */
.macro	PARTS src
	and	r8, \src, #M0
	and	r9, \src, #M1
	and	r10, \src, #M2
	and	r11, \src, #M3
	stm	r0!, {r8-r11}
.endm

/* void aesalt_ghash_setkey1_armv7m_ct(aesalt_ghash_key *gkey, const uint8_t h[16]);
 * the 36 parts of H' only (the one-block loop's key); the glue adds the
 * operand words of H'..H'^4 at KW. */
	.globl	aesalt_ghash_setkey1_armv7m_ct
	.hidden	aesalt_ghash_setkey1_armv7m_ct
	.type	aesalt_ghash_setkey1_armv7m_ct, %function
	.thumb_func
	.p2align 2
aesalt_ghash_setkey1_armv7m_ct:
	push	{r4-r11, lr}
	ldr	r2, [r1]
	ldr	r3, [r1, #4]
	ldr	r4, [r1, #8]
	ldr	r5, [r1, #12]
	rev	r2, r2			/* w3 */
	rev	r3, r3			/* w2 */
	rev	r4, r4			/* w1 */
	rev	r5, r5			/* w0 */
	/* H' = H x^-1: shift left by one; x^0 (bit 127) out: XOR 0xc2000000:0:0:1 */
	asr	r6, r2, #31
	lsl	r2, r2, #1
	orr	r2, r2, r3, lsr #31
	lsl	r3, r3, #1
	orr	r3, r3, r4, lsr #31
	lsl	r4, r4, #1
	orr	r4, r4, r5, lsr #31
	lsl	r5, r5, #1
	and	r7, r6, #0xc2000000
	eor	r2, r2, r7
	and	r7, r6, #1
	eor	r5, r5, r7
	add	r0, r0, #GK_H
	PARTS	r5			/* w0 */
	eor	r1, r5, r4
	PARTS	r1			/* w0 ^ w1 */
	PARTS	r4			/* w1 */
	PARTS	r3			/* w2 */
	eor	r1, r3, r2
	PARTS	r1			/* w2 ^ w3 */
	PARTS	r2			/* w3 */
	eor	r1, r5, r3
	PARTS	r1			/* w0 ^ w2 */
	eor	r6, r4, r2
	eor	r1, r1, r6
	PARTS	r1			/* w0 ^ w1 ^ w2 ^ w3 */
	PARTS	r6			/* w1 ^ w3 */
	pop	{r4-r11, pc}
	.size	aesalt_ghash_setkey1_armv7m_ct, . - aesalt_ghash_setkey1_armv7m_ct

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
