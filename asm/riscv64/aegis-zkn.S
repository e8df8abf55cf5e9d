/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with the AES middle
 * round of the scalar cryptography extension (the "zkn" kernel's AEGIS
 * slots, core/kernel.h).
 *
 * Depends on: RV64I, Zkne (aes64esm).
 *
 * AESRound(x, k) = MixColumns(ShiftRows(SubBytes(x))) ^ k is two
 * aes64esm and two XOR on the halves of x (the XOR being the round key),
 * so Si' = AESRound(S(i-1), Si) is computed in place as Si ^= aes64esm of
 * S(i-1), from the last word down to S1; the round of the last word, which
 * S0' needs, is taken first into Q0:Q1.  The message words are XORed into
 * S0 (and S4 for AEGIS-128L) once their old values have been consumed.
 * The whole state lives in registers for the call.
 *
 * Measured: bench/results/riscv64.md, column zkn (rv64-zk), rows aegis128l
 * and aegis256 (beside the same kernel's gcm-enc rows).
 *
 * Constant time: no branch or address depends on state or data; aes64esm
 * is data-independent by specification (scalar crypto v1.0.1 sec. 3.7).
 */

#include "abi-macros.h"

#define ST a0
#define OUT a1
#define IN a2
#define END a3
#define M0 a4 /* the message block, M0a:M0b (M1a:M1b for AEGIS-128L) */
#define M1 a5
#define M2 a6
#define M3 a7
#define T t0
#define Q0 t1
#define Q1 t2
#define S0A s0
#define S0B s1
#define S1A s2
#define S1B s3
#define S2A s4
#define S2B s5
#define S3A s6
#define S3B s7
#define S4A s8
#define S4B s9
#define S5A s10
#define S5B s11
#define S6A t3
#define S6B t4
#define S7A t5
#define S7B t6

	.option	arch, +zkne
	.text

/* d ^= AESRound(s) without key (d0:d1, s0:s1 the halves). */
.macro ar d0, d1, s0, s1
	aes64esm T, \s0, \s1
	xor	\d0, \d0, T
	aes64esm T, \s1, \s0
	xor	\d1, \d1, T
.endm

.macro state n, op
	\op	S0A, 0(ST)
	\op	S0B, 8(ST)
	\op	S1A, 16(ST)
	\op	S1B, 24(ST)
	\op	S2A, 32(ST)
	\op	S2B, 40(ST)
	\op	S3A, 48(ST)
	\op	S3B, 56(ST)
	\op	S4A, 64(ST)
	\op	S4B, 72(ST)
	.if	\n > 5
	\op	S5A, 80(ST)
	\op	S5B, 88(ST)
	.endif
	.if	\n > 6
	\op	S6A, 96(ST)
	\op	S6B, 104(ST)
	\op	S7A, 112(ST)
	\op	S7B, 120(ST)
	.endif
.endm

/* The specifications' Update with the message block in M0..M3. */
.macro update128
	aes64esm Q0, S4A, S4B
	aes64esm Q1, S4B, S4A
	ar	S4A, S4B, S3A, S3B
	ar	S3A, S3B, S2A, S2B
	ar	S2A, S2B, S1A, S1B
	ar	S1A, S1B, S0A, S0B
	xor	S0A, S0A, M0
	xor	S0B, S0B, M1
	xor	S0A, S0A, Q0
	xor	S0B, S0B, Q1
.endm

.macro update256
	aes64esm Q0, S5A, S5B
	aes64esm Q1, S5B, S5A
	ar	S5A, S5B, S4A, S4B
	ar	S4A, S4B, S3A, S3B
	ar	S3A, S3B, S2A, S2B
	ar	S2A, S2B, S1A, S1B
	ar	S1A, S1B, S0A, S0B
	xor	S0A, S0A, M0
	xor	S0B, S0B, M1
	xor	S0A, S0A, Q0
	xor	S0B, S0B, Q1
.endm

.macro update128l
	aes64esm Q0, S7A, S7B
	aes64esm Q1, S7B, S7A
	ar	S7A, S7B, S6A, S6B
	ar	S6A, S6B, S5A, S5B
	ar	S5A, S5B, S4A, S4B
	xor	S4A, S4A, M2
	xor	S4B, S4B, M3
	ar	S4A, S4B, S3A, S3B
	ar	S3A, S3B, S2A, S2B
	ar	S2A, S2B, S1A, S1B
	ar	S1A, S1B, S0A, S0B
	xor	S0A, S0A, M0
	xor	S0B, S0B, M1
	xor	S0A, S0A, Q0
	xor	S0B, S0B, Q1
.endm

/* One keystream word a ^ b ^ (c & d) [^ e] into T, then the message word
 * m becomes m ^ T: stored as it is (enc, after the XOR: the ciphertext;
 * the plaintext m stays for the update) or replaced (dec: m = c ^ z). */
.macro zword op, m, off, a, b, c, d, e
	and	T, \c, \d
	xor	T, T, \a
	xor	T, T, \b
	.ifnb	\e
	xor	T, T, \e
	.endif
	.ifc	\op, enc
	xor	T, T, \m
	sd	T, \off(OUT)
	.else
	xor	\m, \m, T
	sd	\m, \off(OUT)
	.endif
.endm

/* z = S1 ^ S4 ^ (S2 & S3) [^ S5 for AEGIS-256] */
.macro z128 op, e0, e1
	zword	\op, M0, 0, S1A, S4A, S2A, S3A, \e0
	zword	\op, M1, 8, S1B, S4B, S2B, S3B, \e1
.endm

/* z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7) */
.macro z128l op
	zword	\op, M0, 0, S1A, S6A, S2A, S3A
	zword	\op, M1, 8, S1B, S6B, S2B, S3B
	zword	\op, M2, 16, S2A, S5A, S6A, S7A
	zword	\op, M3, 24, S2B, S5B, S6B, S7B
.endm

/* One entry point: variant (128, 128l, 256), op (absorb, enc, dec),
 * words in the state, rate in bytes.  absorb's arguments are (st, in,
 * nblocks): moved to the places of enc's (st, out, in, nblocks). */
.macro aegis_func variant, op, n, rate
	.ifc	\op, absorb
	mv	a3, a2
	mv	IN, a1
	.endif
	beqz	a3, 9f
	.if	\rate == 32
	slli	END, a3, 5
	.else
	slli	END, a3, 4
	.endif
	add	END, IN, END
	save_s0_s11_ra
	state	\n, ld
1:	ld	M0, 0(IN)
	ld	M1, 8(IN)
	.if	\rate == 32
	ld	M2, 16(IN)
	ld	M3, 24(IN)
	.endif
	.ifnc	\op, absorb
	.ifc	\variant, 128
	z128	\op
	.endif
	.ifc	\variant, 256
	z128	\op, S5A, S5B
	.endif
	.ifc	\variant, 128l
	z128l	\op
	.endif
	addi	OUT, OUT, \rate
	.endif
	update\variant
	addi	IN, IN, \rate
	bne	IN, END, 1b
	state	\n, sd
	restore_s0_s11_ra
9:	ret
.endm

/* void aesalt_aegis128_absorb_zkn(aesalt_aegis_state *st, const uint8_t *in,
 *                                 size_t nblocks); */
FUNC(aesalt_aegis128_absorb_zkn)
	aegis_func 128, absorb, 5, 16
ENDFUNC(aesalt_aegis128_absorb_zkn)

/* void aesalt_aegis128_enc_zkn(aesalt_aegis_state *st, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_enc_zkn)
	aegis_func 128, enc, 5, 16
ENDFUNC(aesalt_aegis128_enc_zkn)

/* void aesalt_aegis128_dec_zkn(aesalt_aegis_state *st, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_dec_zkn)
	aegis_func 128, dec, 5, 16
ENDFUNC(aesalt_aegis128_dec_zkn)

/* void aesalt_aegis128l_absorb_zkn(aesalt_aegis_state *st, const uint8_t *in,
 *                                  size_t nblocks); */
FUNC(aesalt_aegis128l_absorb_zkn)
	aegis_func 128l, absorb, 8, 32
ENDFUNC(aesalt_aegis128l_absorb_zkn)

/* void aesalt_aegis128l_enc_zkn(aesalt_aegis_state *st, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_enc_zkn)
	aegis_func 128l, enc, 8, 32
ENDFUNC(aesalt_aegis128l_enc_zkn)

/* void aesalt_aegis128l_dec_zkn(aesalt_aegis_state *st, uint8_t *out,
 *                               const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_dec_zkn)
	aegis_func 128l, dec, 8, 32
ENDFUNC(aesalt_aegis128l_dec_zkn)

/* void aesalt_aegis256_absorb_zkn(aesalt_aegis_state *st, const uint8_t *in,
 *                                 size_t nblocks); */
FUNC(aesalt_aegis256_absorb_zkn)
	aegis_func 256, absorb, 6, 16
ENDFUNC(aesalt_aegis256_absorb_zkn)

/* void aesalt_aegis256_enc_zkn(aesalt_aegis_state *st, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_enc_zkn)
	aegis_func 256, enc, 6, 16
ENDFUNC(aesalt_aegis256_enc_zkn)

/* void aesalt_aegis256_dec_zkn(aesalt_aegis_state *st, uint8_t *out,
 *                              const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_dec_zkn)
	aegis_func 256, dec, 6, 16
ENDFUNC(aesalt_aegis256_dec_zkn)
