/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The AEGIS state updates with the AArch32 crypto extension (the
 * "armv8ce32" kernel; slots of core/kernel.h): absorb, encrypt and
 * decrypt of whole blocks for AEGIS-128, AEGIS-128L and AEGIS-256
 * (draft-irtf-cfrg-aegis-aead).  AESRound(x, k) is AESE with a zero key
 * (ShiftRows, SubBytes), AESMC, then the XOR of k.
 *
 * Depends on: ARMv8-A AArch32, Advanced SIMD and the AES instructions
 * (HWCAP2_AES).  No branch and no address depends on the state or the
 * data (branches on the block count only).
 *
 * Registers: the state words S0..S(n-1) in q8..q(7+n) for the whole call
 * (scratch registers, no save needed), the message words in q0 (and q1),
 * q2 zero, q3 and q4 scratch (q4: d8-d9 saved).  The update runs from the
 * last word down, so each word's AESRound input is still the old S(i-1):
 *   T = AESRound(S(n-1));  S(i) ^= AESRound(S(i-1)) for i = n-1..1;
 *   S0 ^= T ^ M0  (AEGIS-128L also S4 ^= M1).
 *
 * Measured (instructions and memory accesses per byte of a whole AEAD
 * call, insn_count plugin under qemu-arm -cpu max): bench/results/armhf.md,
 * rows aegis128l and aegis256 of armv8ce32.
 */

#include "armv8ce32-macros.h"

#define ST r0
#define OUT r1
#define IN r2
#define NBLK r3

	.text

/* q\d = AESRound without the key of q\s (q2 is zero) */
.macro rnd d, s
	vmov	q\d, q\s
	aese.8	q\d, q2
	aesmc.8	q\d, q\d
.endm

/* the Update of an n-word state (q8..), message words in q0 (and q1) */
.macro update n
.if \n == 5
	rnd	3, 12
.elseif \n == 6
	rnd	3, 13
.else
	rnd	3, 15
	rnd	4, 14
	veor	q15, q15, q4
	rnd	4, 13
	veor	q14, q14, q4
.endif
.if \n >= 6
	rnd	4, 12
	veor	q13, q13, q4
.endif
	rnd	4, 11
	veor	q12, q12, q4
	rnd	4, 10
	veor	q11, q11, q4
	rnd	4, 9
	veor	q10, q10, q4
	rnd	4, 8
	veor	q9, q9, q4
	veor	q8, q8, q3
	veor	q8, q8, q0
.if \n == 8
	veor	q12, q12, q1
.endif
.endm

/* q3 = the keystream word z (AEGIS-128, -256) or z0, q4 = z1 (-128L) */
.macro keystream n
	vand	q3, q10, q11		@ S2 & S3
	veor	q3, q3, q9		@ ^ S1
.if \n == 5
	veor	q3, q3, q12		@ ^ S4
.elseif \n == 6
	veor	q3, q3, q12		@ ^ S4 ^ S5
	veor	q3, q3, q13
.else
	veor	q3, q3, q14		@ ^ S6
	vand	q4, q14, q15		@ z1 = S2 ^ S5 ^ (S6 & S7)
	veor	q4, q4, q10
	veor	q4, q4, q13
.endif
.endm

/* state load and store: n words at ST */
.macro state op, n
	mov	r12, ST
	\op	{q8, q9}, [r12]!
.if \n == 5
	\op	{q10, q11}, [r12]!
	\op	{q12}, [r12]
.elseif \n == 6
	\op	{q10, q11}, [r12]!
	\op	{q12, q13}, [r12]
.else
	\op	{q10, q11}, [r12]!
	\op	{q12, q13}, [r12]!
	\op	{q14, q15}, [r12]
.endif
.endm

/* mode: 0 absorb, 1 encrypt, 2 decrypt */
.macro aegis_body n, mode
	vpush	{d8-d9}
	vmov.i8	q2, #0
	state	vld1.8, \n
	cmp	NBLK, #0
	beq	2f
1:
.if \n == 8
	vld1.8	{q0, q1}, [IN]!
.else
	vld1.8	{q0}, [IN]!
.endif
.if \mode
	keystream \n
	veor	q3, q3, q0		@ out = in ^ z
.if \n == 8
	veor	q4, q4, q1
.endif
.if \mode == 2
	vmov	q0, q3			@ decrypt: the update takes the plaintext
.if \n == 8
	vmov	q1, q4
.endif
.endif
.if \n == 8
	vst1.8	{q3, q4}, [OUT]!
.else
	vst1.8	{q3}, [OUT]!
.endif
.endif
	update	\n
	subs	NBLK, NBLK, #1
	bne	1b
	state	vst1.8, \n
2:	vpop	{d8-d9}
	bx	lr
.endm

/* void aesalt_aegis128_absorb_armv8ce32(aesalt_aegis_state *st,
 *                                       const uint8_t *in, size_t nblocks);
 * (absorb: in in r1, as the C prototype has no out) */
FUNC(aesalt_aegis128_absorb_armv8ce32)
	mov	NBLK, r2
	mov	IN, r1
	aegis_body 5, 0
ENDFUNC(aesalt_aegis128_absorb_armv8ce32)

/* void aesalt_aegis128_enc_armv8ce32(aesalt_aegis_state *st, uint8_t *out,
 *                                    const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_enc_armv8ce32)
	aegis_body 5, 1
ENDFUNC(aesalt_aegis128_enc_armv8ce32)

/* void aesalt_aegis128_dec_armv8ce32(aesalt_aegis_state *st, uint8_t *out,
 *                                    const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_dec_armv8ce32)
	aegis_body 5, 2
ENDFUNC(aesalt_aegis128_dec_armv8ce32)

/* void aesalt_aegis128l_absorb_armv8ce32(aesalt_aegis_state *st,
 *                                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_absorb_armv8ce32)
	mov	NBLK, r2
	mov	IN, r1
	aegis_body 8, 0
ENDFUNC(aesalt_aegis128l_absorb_armv8ce32)

/* void aesalt_aegis128l_enc_armv8ce32(aesalt_aegis_state *st, uint8_t *out,
 *                                     const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_enc_armv8ce32)
	aegis_body 8, 1
ENDFUNC(aesalt_aegis128l_enc_armv8ce32)

/* void aesalt_aegis128l_dec_armv8ce32(aesalt_aegis_state *st, uint8_t *out,
 *                                     const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_dec_armv8ce32)
	aegis_body 8, 2
ENDFUNC(aesalt_aegis128l_dec_armv8ce32)

/* void aesalt_aegis256_absorb_armv8ce32(aesalt_aegis_state *st,
 *                                       const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_absorb_armv8ce32)
	mov	NBLK, r2
	mov	IN, r1
	aegis_body 6, 0
ENDFUNC(aesalt_aegis256_absorb_armv8ce32)

/* void aesalt_aegis256_enc_armv8ce32(aesalt_aegis_state *st, uint8_t *out,
 *                                    const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_enc_armv8ce32)
	aegis_body 6, 1
ENDFUNC(aesalt_aegis256_enc_armv8ce32)

/* void aesalt_aegis256_dec_armv8ce32(aesalt_aegis_state *st, uint8_t *out,
 *                                    const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_dec_armv8ce32)
	aegis_body 6, 2
ENDFUNC(aesalt_aegis256_dec_armv8ce32)

	.section .note.GNU-stack, "", %progbits
