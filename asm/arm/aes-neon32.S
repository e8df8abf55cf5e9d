/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Bitsliced AES on eight blocks with ARMv7-A NEON (the "neon32" kernel,
 * core/kernel.h), ARM state: ECB, CBC-decrypt, CTR32, XTS and one AES
 * round for the AEGIS updates.  The serial modes and the last few blocks
 * go one block at a time through aes-neon32-vperm.S instead.
 *
 * Depends on: ARMv7-A with Advanced SIMD (Linux HWCAP_NEON); no crypto
 * extension.  No branch and no memory address depends on key or data:
 * the S-box is a Boolean circuit (Boyar and Peralta's, 113 gates) on bit
 * planes, ShiftRows is VTBL with a fixed index, the branches are on block
 * counts and the round count, and spills go to fixed stack offsets.
 *
 * Representation (Kaesper and Schwabe, CHES 2009): eight blocks in q0..q7
 * are transposed by three SWAPMOVE layers so that q(7 - i) holds bit i of
 * every byte; byte k of a plane is state byte k (column-major, k = 4c + r)
 * and its bit 7 - b comes from block b.  Between the rounds the planes
 * hold rows instead (byte 4r + c is state byte 4c + r): the first round's
 * ShiftRows index also moves the bytes there, the last round's back, and
 * the inner round keys are spread in rows.  SubBytes is the circuit on
 * the planes, ShiftRows one VTBL per half plane, MixColumns' row
 * rotations one VEXT of the plane (by 4 bytes a row).  The circuit
 * leaves out the four NOT gates of its outputs (S(x) ^ 0x63); the round
 * keys rk[1..Nr] carry 0x63 instead, which also supplies the 0x63 that
 * the inverse S-box, A^-1 S'(A^-1 (y ^ 0x63)), needs on its input
 * (MixColumns and InvMixColumns map the all-0x63 state to itself).
 *
 * The key (aesalt_aes_key.rk, made in kernel_neon32.c) holds the FIPS-197
 * round keys; each call spreads them into bit planes on its stack frame
 * (16 bytes to 128 per round key, VTST against each bit; all but the
 * first and last in rows), in the order the rounds use them.  The round bodies are asm/arm/aes-neon32-body.h,
 * register-allocated by asm/arm/gen/bsgen.py (which checks them against
 * a plain AES model).
 *
 * Every entry point here takes a multiple of eight blocks except
 * round8; kernel_neon32.c pads the rest through a stack buffer (or gives
 * it to the one-block path).
 *
 * Figures: bench/results/armhf.md and armhf.csv (insn_count plugin under
 * qemu-arm), column neon32, rows ecb, cbc-dec, ctr, xts, gcm-enc at 1 KiB
 * and 16 KiB; the openssl-noce column is bsaes-armv7 beside it.
 */

#define KEY r0
#define OUT r1
#define IN r2
#define NBLK r3
#define RKB r4	 /* the bit-plane round keys on the frame */
#define NR r5
#define IDXSR r6 /* the ShiftRows index vectors */
#define IDXISR r7
#define RKP r8	 /* walks RKB in the cores */
#define RCNT r9	 /* round counter in the cores */
#define IV r10	 /* iv or ctr (the fifth argument) */
#define OSP r11	 /* the caller's sp */

/* Ten core registers point at the first ten spill slots (one VST1/VLD1 a
 * spill instead of two VSTR/VLDR), set once an entry point has spread the
 * round keys (spillptrs) and kept from one core call to the next: the
 * entry points' loops keep NBLK, IN, OUT, IV and OSP in the frame and
 * work in r8 and r9 (RKP and RCNT of the cores); the cores save lr (the
 * seventh pointer) and make it again. */
#define BS_PTR0 r0
#define BS_PTR1 r3
#define BS_PTR2 r4
#define BS_PTR3 r10
#define BS_PTR4 r11
#define BS_PTR5 r12
#define BS_PTR6 lr
#define BS_PTR7 r1
#define BS_PTR8 r2
#define BS_PTR9 r5

/* Offsets in aesalt_aes_key (checked in kernel_neon32.c). */
#define KEY_ROUNDS 4
#define KEY_RK 16

/* The frame (sp 16-byte aligned): spill slots of the round bodies, a
 * 16-byte chaining value, the planes of up to 15 round keys. */
#define BS_SPILL 0
#define BS_TMP 384	/* 16 bytes */
#define BS_N 404	/* NBLK */
#define BS_OSP 408	/* OSP */
#define BS_LR 412	/* the cores' return address */
#define BS_OUT 432	/* OUT, IN */
#define BS_IN 436
#define BS_NR 440	/* NR - 2: the cores' loop count */
#define BS_RK8 444	/* round8: rk */
#define BS_KEYS 448
#define BS_TWK (BS_KEYS + 15 * 128)	/* XTS: the eight tweaks of a group, */
#define BS_XBASE (BS_TWK + 128)	/* the next group's first, */
#define BS_XK (BS_XBASE + 80)	/* .Lxts_k */
#define BS_FRAME (BS_XK + 16)

#include "arm-asm.h"

	.syntax	unified
	.arch	armv7-a
	.fpu	neon
	.arm

#include "aes-neon32-body.h"

/* SWAPMOVE(a, b, n, m): exchange the bits m of a with the bits m << n of
 * b (m << n = ~m here), as two shifted copies and two bitwise selects
 * under q8 = m: a takes (b >> n) where m is set (VBIT), b takes (a << n)
 * where it is clear (VBIF); the shifts cross bytes only into bits the
 * selects drop.  Clobbers q9, q10. */
.macro swapmove a, b, n
	vshr.u64	q9, q\b, #\n
	vshl.u64	q10, q\a, #\n
	vbit		q\a, q9, q8
	vbif		q\b, q10, q8
.endm

/* The same for n = 4 (m = 0x0f): a takes b's high nibbles into its low
 * ones (VSRI.8 keeps a's high nibbles), b takes a's low nibbles, saved
 * first, into its high ones (VSLI.8 keeps b's low nibbles).  Clobbers q9. */
.macro swapnibbles a, b
	vmov		q9, q\a
	vsri.8		q\a, q\b, #4
	vsli.8		q\b, q9, #4
.endm

/* The 8x8 bit transpose of q0..q7 (its own inverse); clobbers q8-q10. */
.macro transpose
	vmov.i8		q8, #0x55
	swapmove	0, 1, 1
	swapmove	2, 3, 1
	swapmove	4, 5, 1
	swapmove	6, 7, 1
	vmov.i8		q8, #0x33
	swapmove	0, 2, 2
	swapmove	1, 3, 2
	swapmove	4, 6, 2
	swapmove	5, 7, 2
	swapnibbles	0, 4
	swapnibbles	1, 5
	swapnibbles	2, 6
	swapnibbles	3, 7
.endm

/* AddRoundKey: the next 128 bytes of planes at RKP (plane i at 16 i) into
 * q(7 - i). */
.macro ark
	vldmia		RKP!, {d16-d31}
	veor		q7, q7, q8
	veor		q6, q6, q9
	veor		q5, q5, q10
	veor		q4, q4, q11
	veor		q3, q3, q12
	veor		q2, q2, q13
	veor		q1, q1, q14
	veor		q0, q0, q15
.endm

/* Entry: the frame (RKB, OSP), NR, the index vectors. */
.macro enter iv=1
	push		{r4-r11, lr}
	vpush		{d8-d15}
	mov		OSP, sp
	sub		sp, sp, #BS_FRAME
	bic		sp, sp, #15
	str		OSP, [sp, #BS_OSP]
	add		RKB, sp, #BS_KEYS
	ldr		NR, [KEY, #KEY_ROUNDS]
	sub		r8, NR, #2
	str		r8, [sp, #BS_NR]
	adrl		IDXSR, .Lsr_idx
	adrl		IDXISR, .Lisr_idx
.if \iv
	ldr		IV, [OSP, #100]		@ fifth argument: 36 + 64
.endif
.endm

.macro leave
	ldr		sp, [sp, #BS_OSP]
	vpop		{d8-d15}
	pop		{r4-r11, pc}
.endm

/* The slot pointers (after keyplanes): NBLK, IN and OUT go to the frame
 * first. */
.macro spillptrs
	str		NBLK, [sp, #BS_N]
	str		IN, [sp, #BS_IN]
	str		OUT, [sp, #BS_OUT]
	mov		BS_PTR0, sp
	add		BS_PTR1, sp, #16
	add		BS_PTR2, sp, #32
	add		BS_PTR3, sp, #48
	add		BS_PTR4, sp, #64
	add		BS_PTR5, sp, #80
	add		BS_PTR6, sp, #96
	add		BS_PTR7, sp, #112
	add		BS_PTR8, sp, #128
	add		BS_PTR9, sp, #144
.endm

/* The cores' prologue: the return address out of the seventh pointer. */
.macro coreenter
	str		lr, [sp, #BS_LR]
	add		BS_PTR6, sp, #96
	ldr		RCNT, [sp, #BS_NR]
.endm

/* The entry points' loops: \r = IN or OUT (from the frame), or the
 * count of blocks left after a group of \n (flags set: hs while the
 * group was there). */
.macro ldin r
	ldr		\r, [sp, #BS_IN]
.endm
.macro stin r
	str		\r, [sp, #BS_IN]
.endm
.macro ldout r
	ldr		\r, [sp, #BS_OUT]
.endm
.macro stout r
	str		\r, [sp, #BS_OUT]
.endm
.macro nextgroup n
	ldr		r9, [sp, #BS_N]
	subs		r9, r9, #\n
	str		r9, [sp, #BS_N]
.endm
/* \r = the iv/ctr/tweak pointer (the fifth argument). */
.macro ldiv r
	ldr		\r, [sp, #BS_OSP]
	ldr		\r, [\r, #100]
.endm

	.text

/*
 * The round keys rk[0..Nr] of KEY as planes at RKB, in encryption order
 * (dec = 0) or reversed (dec = 1); every round key but rk[0] gets 0x63.
 * Clobbers r8, r9, r12, lr, q0-q15.
 */
.macro keyplanes dec
	vmov.i8		q8, #0x01
	vmov.i8		q9, #0x02
	vmov.i8		q10, #0x04
	vmov.i8		q11, #0x08
	vmov.i8		q12, #0x10
	vmov.i8		q13, #0x20
	vmov.i8		q14, #0x40
	vmov.i8		q15, #0x80
	mov		r9, RKB
	add		r8, KEY, #KEY_RK
	mov		r12, NR			@ round keys left after this one
	add		lr, IDXSR, #96		@ .Lrows_idx
.if \dec
	add		r8, r8, NR, lsl #4
.endif
1:
.if \dec
	vld1.8		{d0, d1}, [r8]
	sub		r8, r8, #16
.else
	vld1.8		{d0, d1}, [r8]!
.endif
	@ the inner round keys in rows, as the planes of the inner rounds
	cmp		r12, NR
	cmpne		r12, #0
	beq		3f
	vld1.8		{d2, d3}, [lr :128]
	vtbl.8		d4, {d0, d1}, d2
	vtbl.8		d5, {d0, d1}, d3
	vmov		q0, q2
3:
	vtst.8		q1, q0, q8
	vtst.8		q2, q0, q9
	vtst.8		q3, q0, q10
	vtst.8		q4, q0, q11
	vtst.8		q5, q0, q12
	vtst.8		q6, q0, q13
	vtst.8		q7, q0, q14
	vtst.8		q0, q0, q15
	@ 0x63 = bits 0, 1, 5, 6: planes in q1, q2, q6, q7
.if \dec
	cmp		r12, #0
	beq		2f
.else
	cmp		r12, NR
	beq		2f
.endif
	vmvn		q1, q1
	vmvn		q2, q2
	vmvn		q6, q6
	vmvn		q7, q7
2:	vstmia		r9!, {d2-d15}
	vst1.8		{d0, d1}, [r9]!
	subs		r12, r12, #1
	bge		1b
.endm

/* q0..q7 = E(q0..q7) with the planes at RKB; clobbers r7, r8, r9,
 * q8-q15.  The first round's ShiftRows also takes the planes from the
 * transpose's columns to rows, the last round's back (bs_tables). */
	.p2align 4
.Lenc8:
	coreenter
	transpose
	add		RKP, sp, #BS_KEYS
	ark
	add		r7, IDXSR, #16		@ .Lsr_first_idx
	bs_enc_body	r7
1:	ark					@ two rounds a pass: Nr - 2 is even
	bs_enc_body	IDXSR
	ark
	bs_enc_body	IDXSR
	subs		RCNT, RCNT, #2
	bne		1b
	ark
	add		r7, IDXSR, #32		@ .Lsr_last_idx
	bs_enc_last	r7
	ark
	transpose
	ldr		pc, [sp, #BS_LR]

/* q0..q7 = D(q0..q7) with the (reversed) planes at RKB; clobbers r6
 * (the first and last rounds' index vectors as in .Lenc8). */
	.p2align 4
.Ldec8:
	coreenter
	transpose
	add		RKP, sp, #BS_KEYS
	ark
	add		r6, IDXISR, #16		@ .Lisr_first_idx
	bs_dec_last	r6
1:	ark					@ two rounds a pass: Nr - 2 is even
	bs_dec_body	IDXISR
	ark
	bs_dec_body	IDXISR
	subs		RCNT, RCNT, #2
	bne		1b
	ark
	add		r6, IDXISR, #32		@ .Lisr_last_idx
	bs_dec_body	r6
	ark
	transpose
	ldr		pc, [sp, #BS_LR]

.macro load8 p
	vld1.8		{d0-d3}, [\p]!
	vld1.8		{d4-d7}, [\p]!
	vld1.8		{d8-d11}, [\p]!
	vld1.8		{d12-d15}, [\p]!
.endm

/* q8..q15 = the next 128 bytes at \p; xor8: q(j) ^= q(j + 8). */
.macro load8hi p
	vld1.8		{d16-d19}, [\p]!
	vld1.8		{d20-d23}, [\p]!
	vld1.8		{d24-d27}, [\p]!
	vld1.8		{d28-d31}, [\p]!
.endm

.macro xor8
	veor		q0, q0, q8
	veor		q1, q1, q9
	veor		q2, q2, q10
	veor		q3, q3, q11
	veor		q4, q4, q12
	veor		q5, q5, q13
	veor		q6, q6, q14
	veor		q7, q7, q15
.endm

.macro store8 p
	vst1.8		{d0-d3}, [\p]!
	vst1.8		{d4-d7}, [\p]!
	vst1.8		{d8-d11}, [\p]!
	vst1.8		{d12-d15}, [\p]!
.endm

/* void aesalt_aes_ecb_enc_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 * nblocks a multiple of 8. */
FUNC(aesalt_aes_ecb_enc_neon32)
	enter		0
	keyplanes	0
	spillptrs
	b		2f
1:	ldin		r8
	load8		r8
	stin		r8
	bl		.Lenc8
	ldout		r8
	store8		r8
	stout		r8
2:	nextgroup	8
	bhs		1b
	leave
ENDFUNC(aesalt_aes_ecb_enc_neon32)

/* void aesalt_aes_ecb_dec_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 * nblocks a multiple of 8. */
FUNC(aesalt_aes_ecb_dec_neon32)
	enter		0
	keyplanes	1
	spillptrs
	b		2f
1:	ldin		r8
	load8		r8
	stin		r8
	bl		.Ldec8
	ldout		r8
	store8		r8
	stout		r8
2:	nextgroup	8
	bhs		1b
	leave
ENDFUNC(aesalt_aes_ecb_dec_neon32)

/* void aesalt_aes_cbc_dec_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t iv[16]);
 * nblocks a multiple of 8.  The ciphertext is read again from in for the
 * XOR before any store (out == in works). */
FUNC(aesalt_aes_cbc_dec_neon32)
	enter
	keyplanes	1
	vld1.8		{d0, d1}, [IV]
	add		r12, sp, #BS_TMP
	vst1.8		{d0, d1}, [r12 :128]
	spillptrs
	b		2f
1:	ldin		r8
	load8		r8
	stin		r8
	bl		.Ldec8
	ldin		r8
	sub		r8, r8, #128
	load8hi		r8
	veor		q7, q7, q14
	veor		q6, q6, q13
	veor		q5, q5, q12
	veor		q4, q4, q11
	veor		q3, q3, q10
	veor		q2, q2, q9
	veor		q1, q1, q8
	add		r9, sp, #BS_TMP
	vld1.8		{d16, d17}, [r9 :128]
	veor		q0, q0, q8
	vst1.8		{d30, d31}, [r9 :128]	@ c7: the next chaining value
	ldout		r8
	store8		r8
	stout		r8
2:	nextgroup	8
	bhs		1b
	add		r8, sp, #BS_TMP
	vld1.8		{d0, d1}, [r8 :128]
	ldiv		r9
	vst1.8		{d0, d1}, [r9]
	leave
ENDFUNC(aesalt_aes_cbc_dec_neon32)

/* void aesalt_aes_ctr32_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks,
 *                              uint8_t ctr[16]);
 * nblocks a multiple of 8.  The counter block waits at BS_TMP with each
 * word byte-reversed (VREV32.8), so that its last word is the counter in
 * native order: block j + 1 is block j with {0, -1} subtracted from its
 * high half (VSUB.I32 on d31: the last word alone, wrapping modulo 2^32),
 * reversed back by one VREV32.8. */
FUNC(aesalt_aes_ctr32_neon32)
	enter
	keyplanes	0
	vld1.8		{d30, d31}, [IV]
	vrev32.8	q15, q15
	add		lr, sp, #BS_TMP
	vst1.8		{d30, d31}, [lr :128]
	spillptrs
	b		2f
1:	add		r8, sp, #BS_TMP
	vld1.8		{d30, d31}, [r8 :128]
	vmov.i64	d29, #0xffffffff00000000	@ {0, -1}
.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	vrev32.8	q\j, q15
	vsub.i32	d31, d31, d29
.endr
	vst1.8		{d30, d31}, [r8 :128]
	bl		.Lenc8
	ldin		r8
	load8hi		r8
	stin		r8
	xor8
	ldout		r8
	store8		r8
	stout		r8
2:	nextgroup	8
	bhs		1b
	add		r8, sp, #BS_TMP
	vld1.8		{d30, d31}, [r8 :128]
	vrev32.8	q15, q15
	ldiv		r9
	vst1.8		{d30, d31}, [r9]
	leave
ENDFUNC(aesalt_aes_ctr32_neon32)

/* XTS: q\d = q\s times x (IEEE 1619), q13 = {0x87, 1} as 64-bit lanes;
 * q14 scratch.  The carry of each half as a mask (VSHR.S64), swapped to
 * the other half and masked: no branch. */
.macro xts_mulx d, s
	vshr.s64	q14, q\s, #63
	vadd.i64	q\d, q\s, q\s
	vext.8		q14, q14, q14, #8
	vand		q14, q14, q13
	veor		q\d, q\d, q14
.endm

/* One XTS entry point over the core \core (.Lenc8, .Ldec8), planes in
 * the order \dec; nblocks a multiple of 8.  The group's eight tweaks go
 * to BS_TWK four at a time (q8-q11, one VSTMIA), the next group's first
 * with the second four: it waits at BS_XBASE = BS_TWK + 128, and
 * .Lxts_k at BS_XK = BS_XBASE + 80, so that one VLDMIA loads q8 (the
 * tweak) and q13 (the constant; q9-q12 take frame words). */
.macro xts_entry core, dec
	enter
	keyplanes	\dec
	vld1.8		{d16, d17}, [IV]
	adrl		r12, .Lxts_k
	vld1.64		{d20, d21}, [r12 :128]
	add		r12, sp, #BS_XBASE
	vst1.8		{d16, d17}, [r12 :128]
	add		r12, sp, #BS_XK
	vst1.64		{d20, d21}, [r12 :128]
	spillptrs
	b		2f
1:	add		r8, sp, #BS_XBASE
	vldmia		r8, {d16-d27}		@ q8 the tweak, q13 .Lxts_k
	ldin		r9
	load8		r9
	stin		r9
	add		r8, sp, #BS_TWK
	veor		q0, q0, q8
	xts_mulx	9, 8
	veor		q1, q1, q9
	xts_mulx	10, 9
	veor		q2, q2, q10
	xts_mulx	11, 10
	veor		q3, q3, q11
	vstmia		r8!, {d16-d23}
	xts_mulx	8, 11
	veor		q4, q4, q8
	xts_mulx	9, 8
	veor		q5, q5, q9
	xts_mulx	10, 9
	veor		q6, q6, q10
	xts_mulx	11, 10
	veor		q7, q7, q11
	xts_mulx	12, 11			@ the next group's first
	vstmia		r8!, {d16-d25}		@ ... to BS_XBASE
	bl		\core
	add		r8, sp, #BS_TWK
	vldmia		r8, {d16-d31}
	xor8
	ldout		r8
	store8		r8
	stout		r8
2:	nextgroup	8
	bhs		1b
	add		r8, sp, #BS_XBASE
	vld1.8		{d0, d1}, [r8 :128]
	ldiv		r9
	vst1.8		{d0, d1}, [r9]
	leave
.endm

/* void aesalt_aes_xts_enc_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t tweak[16]);
 * nblocks a multiple of 8. */
FUNC(aesalt_aes_xts_enc_neon32)
	xts_entry	.Lenc8, 0
ENDFUNC(aesalt_aes_xts_enc_neon32)

/* void aesalt_aes_xts_dec_neon32(const aesalt_aes_key *key, uint8_t *out,
 *                                const uint8_t *in, size_t nblocks,
 *                                uint8_t tweak[16]);
 * nblocks a multiple of 8. */
FUNC(aesalt_aes_xts_dec_neon32)
	xts_entry	.Ldec8, 1
ENDFUNC(aesalt_aes_xts_dec_neon32)

/* void aesalt_aes_round8_neon32(uint8_t out[128], const uint8_t in[128],
 *                               const uint8_t rk[128]);
 * Eight independent AES rounds: out[i] = MixColumns(ShiftRows(SubBytes(
 * in[i]))) ^ rk[i] (the slot aes_round, padded to eight by the glue). */
FUNC(aesalt_aes_round8_neon32)
	push		{r4-r11, lr}
	vpush		{d8-d15}
	mov		OSP, sp
	sub		sp, sp, #BS_KEYS
	bic		sp, sp, #15
	str		OSP, [sp, #BS_OSP]
	str		r2, [sp, #BS_RK8]	@ rk
	adrl		IDXSR, .Lsr_idx
	mov		IN, r1
	mov		OUT, r0
	load8		IN
	spillptrs
	transpose
	add		r7, IDXSR, #16		@ .Lsr_first_idx: to rows
	bs_enc_body	r7
	add		r7, IDXSR, #96		@ .Lrows_idx: back to columns
	vld1.8		{d30, d31}, [r7 :128]
.irp j, 0, 1, 2, 3, 4, 5, 6, 7
	vtbl.8		d28, {q\j}, d30
	vtbl.8		d29, {q\j}, d31
	vmov		q\j, q14
.endr
	transpose
	ldr		OUT, [sp, #BS_OUT]
	ldr		r3, [sp, #BS_RK8]
	load8hi		r3
	xor8
	vmov.i8		q8, #0x63		@ the circuit's missing NOTs
	veor		q0, q0, q8
	veor		q1, q1, q8
	veor		q2, q2, q8
	veor		q3, q3, q8
	veor		q4, q4, q8
	veor		q5, q5, q8
	veor		q6, q6, q8
	veor		q7, q7, q8
	store8		OUT
	ldr		sp, [sp, #BS_OSP]
	vpop		{d8-d15}
	pop		{r4-r11, pc}
ENDFUNC(aesalt_aes_round8_neon32)

/* The index vectors (aes-neon32-body.h): .Lsr_idx and the two after it
 * at +16 and +32, then .Lisr_idx's three, then .Lrows_idx (+96 from
 * .Lsr_idx). */
	.p2align 4
	bs_tables
/* The XTS reduction: x^128 = x^7 + x^2 + x + 1 into the low half, the
 * low half's carry into the high half. */
.Lxts_k:
	.quad	0x87, 1

	.section .note.GNU-stack, "", %progbits
