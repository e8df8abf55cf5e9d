/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The one-block path of the "neon32" kernel (core/kernel.h), ARM state:
 * AES encryption of one block at a time with the S-box as GF(2^4)
 * arithmetic on nibbles, every step a VTBL into a 16-byte table held in
 * registers (the vector-permute idea of Hamburg, CHES 2009; the
 * representation, the formulas and the tables are derived and checked in
 * asm/arm/gen/vpgen.py, which writes aes-neon32-vperm-tables.h).  For
 * what the eight-block bitsliced core (aes-neon32.S) cannot do well: the
 * serial modes (CBC-encrypt, the CBC-MAC of CMAC and CCM, CFB and OFB
 * through ECB of one block) and the last few blocks of ECB and CTR.
 *
 * Depends on: ARMv7-A with Advanced SIMD (Linux HWCAP_NEON); no crypto
 * extension.  Constant time: the tables are loaded into registers once a
 * call and VTBL indexes registers, not memory; the branches are on the
 * block count and the round count; every address is a public offset.
 *
 * Representation: one block in a quad register, byte n = state byte n
 * (column n / 4, row n % 4: a column is a 32-bit lane).  Between rounds
 * the state is in the basis L of vpgen.py (high nibble i, low nibble
 * k = i + j of x = i e + j e'): a round is ShiftRows (VTBL by SR), the
 * nibble inversion (5 lookups of INV and AK), then L(S) and L(2 S) by
 * LT1/LT2 and LD1/LD2 and MixColumns as
 *     2 s_r + 3 s_(r+1) + s_(r+2) + s_(r+3) = d ^ rot1(s ^ d) ^ rot2(s ^ rot1 s)
 * (rot1: VSHR/VSLI by 8 in each lane, rot2: VREV32.16), and the round key.
 * The S-box's constant 0x63 rides on rk[1..Nr] (MixColumns maps the
 * all-0x63 state to itself).  Each call takes the middle round keys to L,
 * (rk ^ 0x63) by LLO/LHI, onto its frame, and wipes them before it returns.
 *
 * Figures: bench/results/armhf.md and armhf.csv, column neon32, rows
 * cbc-enc, cmac and ccm-enc (this file), ecb and ctr at 64 bytes (their
 * last blocks here).
 */

#define KEY r0
#define OUT r1	/* cbc_mac1: the chaining value x */
#define IN r2
#define NBLK r3
#define IV r4	/* cbc_enc1: the fifth argument */
#define NR1 r5	/* Nr - 1: the middle rounds */
#define RKP r6	/* walks the frame's round keys */
#define RCNT r7
#define OSP r8	/* the caller's sp */
#define TLD r12	/* LD1, LD2, T1, T2 in the table block */

/* Offsets in aesalt_aes_key (checked in kernel_neon32.c). */
#define KEY_ROUNDS 4
#define KEY_RK 16

/* The frame: rk[0], L(rk[1..Nr-1] ^ 0x63), rk[Nr] ^ 0x63 (15 slots). */
#define VP_FRAME 256

/* Table registers for the whole call. */
#define QINV q6		/* d12, d13 */
#define QAK q7		/* d14, d15 */
#define QMASK q12	/* 0x0f */

#include "arm-asm.h"

	.syntax	unified
	.arch	armv7-a
	.fpu	neon
	.arm

	.text
#include "aes-neon32-vperm-tables.h"

/* d\dst(2) = table {d\t0, d\t0+1} looked up at d\src(2): a whole quad. */
.macro lut dlo, dhi, t0, t1, slo, shi
	vtbl.8	\dlo, {\t0, \t1}, \slo
	vtbl.8	\dhi, {\t0, \t1}, \shi
.endm

/* q1 = x (basis L) -> q3 = io, q0 = jo: the inversion.  Clobbers q2,
 * q4 (q2 = i, q1 = j on exit). */
.macro sbox_core
	vshr.u8	q2, q1, #4			@ i
	vand	q1, q1, QMASK			@ k
	lut	d6, d7, d14, d15, d2, d3	@ a/k
	veor	q1, q1, q2			@ j
	lut	d0, d1, d12, d13, d4, d5	@ 1/i
	veor	q0, q0, q3			@ 1/i + a/k
	lut	d8, d9, d12, d13, d2, d3	@ 1/j
	veor	q4, q4, q3			@ 1/j + a/k
	lut	d6, d7, d12, d13, d0, d1
	veor	q3, q3, q1			@ io
	lut	d0, d1, d12, d13, d8, d9
	veor	q0, q0, q2			@ jo
.endm

/* q0 = x (basis L) -> q3 = io, q0 = jo: ShiftRows (by d26, d27), then
 * the inversion. */
.macro sbox_in
	lut	d2, d3, d0, d1, d26, d27
	sbox_core
.endm

/* The prologue of every entry point: r4-r8 and lr, d8-d15 saved, the
 * tables in q6-q9, q12-q15, the frame's round keys made.  KEY, OUT, IN,
 * NBLK as given, IV loaded (when \iv). */
.macro vp_enter iv
	push	{r4-r8, lr}
	.if \iv
	ldr	IV, [sp, #24]
	.endif
	vpush	{d8-d15}
	mov	OSP, sp
	sub	sp, sp, #VP_FRAME
	bic	sp, sp, #15
	adrl	TLD, .Lvp_tables
	vld1.8	{d12-d15}, [TLD]!		@ INV, AK
	vld1.8	{d16-d19}, [TLD]!		@ LT1, LT2
	vld1.8	{d26-d27}, [TLD]!		@ SR
	vld1.8	{d28-d31}, [TLD]!		@ LLO, LHI
	vmov.i8	QMASK, #0x0f
	ldr	NR1, [KEY, #KEY_ROUNDS]
	sub	NR1, NR1, #1
	add	RCNT, KEY, #KEY_RK
	mov	RKP, sp
	vld1.8	{q0}, [RCNT]!
	vmov.i8	q1, #0x63
	vst1.64	{q0}, [RKP:128]!		@ rk[0] as it is
	mov	lr, NR1
1:	vld1.8	{q0}, [RCNT]!
	veor	q0, q0, q1
	vshr.u8	q2, q0, #4
	vand	q0, q0, QMASK
	lut	d6, d7, d28, d29, d0, d1	@ LLO
	lut	d4, d5, d30, d31, d4, d5	@ LHI
	veor	q0, q2, q3
	vst1.64	{q0}, [RKP:128]!		@ L(rk[r] ^ 0x63)
	subs	lr, lr, #1
	bne	1b
	vld1.8	{q0}, [RCNT]
	veor	q0, q0, q1
	vst1.64	{q0}, [RKP:128]		@ rk[Nr] ^ 0x63
.endm

/* Wipe the frame's round keys, restore and return. */
.macro vp_leave
	vmov.i8	q0, #0
	vmov.i8	q1, #0
	mov	RKP, sp
	.rept	VP_FRAME / 32
	vst1.64	{d0-d3}, [RKP:128]!
	.endr
	vmov.i8	q2, #0
	vmov.i8	q3, #0
	mov	sp, OSP
	vpop	{d8-d15}
	pop	{r4-r8, pc}
.endm

/* q0 = E(q0), the frame's keys, Nr = NR1 + 1.  Clobbers q1-q4, q10, q11,
 * RKP, RCNT. */
	.p2align 4
.Lvp_enc1:
	vld1.8	{d20-d23}, [TLD]		@ LD1, LD2 (the last round took q10, q11)
	mov	RKP, sp
	vld1.64	{q1}, [RKP:128]!
	veor	q0, q0, q1			@ ^ rk[0]
	vshr.u8	q1, q0, #4
	vand	q0, q0, QMASK
	lut	d4, d5, d28, d29, d0, d1	@ to L
	lut	d6, d7, d30, d31, d2, d3
	veor	q0, q2, q3
	mov	RCNT, NR1
1:	sbox_in
	lut	d2, d3, d16, d17, d6, d7	@ L(S): LT1[io] ^ LT2[jo]
	lut	d4, d5, d18, d19, d0, d1
	veor	q1, q1, q2			@ s
	lut	d4, d5, d20, d21, d6, d7	@ L(2 S): LD1[io] ^ LD2[jo]
	lut	d6, d7, d22, d23, d0, d1
	veor	q2, q2, q3			@ d
	veor	q3, q1, q2			@ 3 s
	vshr.u32 q4, q3, #8
	vsli.32	q4, q3, #24			@ rot1(3 s)
	vshr.u32 q0, q1, #8
	vsli.32	q0, q1, #24			@ rot1(s)
	veor	q0, q0, q1
	vrev32.16 q0, q0			@ rot2(s ^ rot1 s)
	veor	q2, q2, q4
	vld1.64	{q1}, [RKP:128]!
	veor	q2, q2, q0
	veor	q0, q2, q1			@ MixColumns ^ L(rk ^ 0x63)
	subs	RCNT, RCNT, #1
	bne	1b
	sbox_in
	add	RCNT, TLD, #32
	vld1.8	{d20-d23}, [RCNT]		@ T1, T2: S ^ 0x63, standard basis
	lut	d2, d3, d20, d21, d6, d7
	lut	d4, d5, d22, d23, d0, d1
	veor	q1, q1, q2
	vld1.64	{q2}, [RKP:128]
	veor	q0, q1, q2			@ ^ rk[Nr] ^ 0x63
	bx	lr

/* void aesalt_aes_ecb_enc1_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_enc1_neon32)
	vp_enter 0
	cmp	NBLK, #0
	beq	2f
1:	vld1.8	{q0}, [IN]!
	bl	.Lvp_enc1
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	1b
2:	vp_leave
ENDFUNC(aesalt_aes_ecb_enc1_neon32)

/* void aesalt_aes_cbc_enc1_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t iv[16]); */
FUNC(aesalt_aes_cbc_enc1_neon32)
	vp_enter 1
	cmp	NBLK, #0
	beq	2f
	vld1.8	{q0}, [IV]
1:	vld1.8	{q1}, [IN]!
	veor	q0, q0, q1
	bl	.Lvp_enc1
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	1b
	vst1.8	{q0}, [IV]
2:	vp_leave
ENDFUNC(aesalt_aes_cbc_enc1_neon32)

/* void aesalt_aes_cbc_mac1_neon32(const aesalt_aes_key *key, uint8_t x[16],
 *                                 const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_cbc_mac1_neon32)
	vp_enter 0
	cmp	NBLK, #0
	beq	2f
	vld1.8	{q0}, [OUT]
1:	vld1.8	{q1}, [IN]!
	veor	q0, q0, q1
	bl	.Lvp_enc1
	subs	NBLK, NBLK, #1
	bne	1b
	vst1.8	{q0}, [OUT]
2:	vp_leave
ENDFUNC(aesalt_aes_cbc_mac1_neon32)

/* The prologue of the decryption entry points: the tables of
 * .Lvp_dtables in q6-q9, q13-q15, NR1 = Nr - 1, r8 = &rk[Nr], r12 = -16
 * (the keys are used as they are, backwards: no frame). */
.macro vd_enter iv
	push	{r4-r8, lr}
	.if \iv
	ldr	IV, [sp, #24]
	.endif
	vpush	{d8-d15}
	adrl	r12, .Lvp_dtables
	vld1.8	{d12-d15}, [r12]!		@ INV, AK
	vld1.8	{d16-d19}, [r12]!		@ TI1, TI2
	vld1.8	{d26-d27}, [r12]!		@ ISR
	vld1.8	{d28-d31}, [r12]		@ LALO (A^-1 0x63 folded in), LAHI
	vmov.i8	QMASK, #0x0f
	vmov.i8	q10, #0x1b
	ldr	NR1, [KEY, #KEY_ROUNDS]
	add	r8, KEY, NR1, lsl #4
	add	r8, r8, #KEY_RK
	sub	NR1, NR1, #1
	mvn	r12, #15
.endm

.macro vd_leave
	vpop	{d8-d15}
	pop	{r4-r8, pc}
.endm

/* q\a = 2 q\a in GF(2^8), byte-wise (q10 = 0x1b); clobbers q\t. */
.macro xtime a, t
	vshr.s8	q\t, q\a, #7
	vshl.i8	q\a, q\a, #1
	vand	q\t, q\t, q10
	veor	q\a, q\a, q\t
.endm

/* q0 standard basis -> q1 = z (basis L A^-1, input of the inversion):
 * InvShiftRows, then the transform; clobbers q2-q4. */
.macro isr_to_la
	lut	d2, d3, d0, d1, d26, d27
	vshr.u8	q2, q1, #4
	vand	q1, q1, QMASK
	lut	d6, d7, d28, d29, d2, d3
	lut	d8, d9, d30, d31, d4, d5
	veor	q1, q3, q4
.endm

/* q0 = D(q0) with the key of r8 (rk[Nr]) walked down by r12 = -16.
 * Clobbers q1-q4, RKP, RCNT. */
	.p2align 4
.Lvp_dec1:
	mov	RKP, r8
	vld1.8	{q1}, [RKP], r12
	veor	q0, q0, q1			@ ^ rk[Nr]
	mov	RCNT, NR1
1:	isr_to_la
	sbox_core
	lut	d2, d3, d16, d17, d6, d7	@ 1/x: TI1[io] ^ TI2[jo]
	lut	d4, d5, d18, d19, d0, d1
	veor	q0, q1, q2
	vld1.8	{q1}, [RKP], r12
	veor	q0, q0, q1			@ ^ rk[r]
	vrev32.16 q1, q0			@ InvMixColumns: x ^= 4 (x ^ rot2 x),
	veor	q1, q1, q0
	xtime	1, 2
	xtime	1, 2
	veor	q0, q0, q1
	vshr.u32 q1, q0, #8			@ then MixColumns:
	vsli.32	q1, q0, #24			@ rot1 x
	veor	q2, q0, q1			@ w = x ^ rot1 x
	vrev32.16 q3, q2
	veor	q1, q1, q3			@ rot1 x ^ rot2 w
	xtime	2, 4
	veor	q0, q1, q2			@ ^ 2 w
	subs	RCNT, RCNT, #1
	bne	1b
	isr_to_la
	sbox_core
	lut	d2, d3, d16, d17, d6, d7
	lut	d4, d5, d18, d19, d0, d1
	veor	q0, q1, q2
	vld1.8	{q1}, [RKP]
	veor	q0, q0, q1			@ ^ rk[0]
	bx	lr

/* void aesalt_aes_ecb_dec1_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aes_ecb_dec1_neon32)
	vd_enter 0
	cmp	NBLK, #0
	beq	2f
1:	vld1.8	{q0}, [IN]!
	bl	.Lvp_dec1
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	1b
2:	vd_leave
ENDFUNC(aesalt_aes_ecb_dec1_neon32)

/* void aesalt_aes_cbc_dec1_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 uint8_t iv[16]);
 * The ciphertext block waits in q5, the chaining value in q11 (in place
 * works: each block is read before its plaintext is stored). */
FUNC(aesalt_aes_cbc_dec1_neon32)
	vd_enter 1
	cmp	NBLK, #0
	beq	2f
	vld1.8	{q11}, [IV]
1:	vld1.8	{q5}, [IN]!
	vmov	q0, q5
	bl	.Lvp_dec1
	veor	q0, q0, q11
	vmov	q11, q5
	vst1.8	{q0}, [OUT]!
	subs	NBLK, NBLK, #1
	bne	1b
	vst1.8	{q11}, [IV]
2:	vd_leave
ENDFUNC(aesalt_aes_cbc_dec1_neon32)

	.section .note.GNU-stack,"",%progbits
