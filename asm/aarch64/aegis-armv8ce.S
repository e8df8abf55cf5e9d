/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with the Armv8
 * cryptography extension (the nine aegis* slots of the "armv8ce" kernel).
 *
 * Depends on: Armv8.0-A Advanced SIMD and FEAT_AES (AESE, AESMC).
 * Constant time: no branch or address depends on the state or the data.
 *
 * AESRound(in, rk) = MixColumns(ShiftRows(SubBytes(in))) ^ rk is
 * AESMC(AESE(in, 0)) ^ rk (AESE adds its key before SubBytes, hence the
 * zero key in v31).  Update (core/aegis_c.c has the formulas):
 *     S'0 = AESRound(S(n-1), S0 ^ M0),  S'i = AESRound(S(i-1), Si)
 * (AEGIS-128L adds M1 into S'4).  AESE overwrites its input, and every old
 * word is needed twice (as a round input and as a round key), so one word
 * is copied per update: the spare register f gets S(n-1) and becomes S'0,
 * the register of S(i-1) becomes S'i, and S(n-1)'s register is the next
 * spare.  The names therefore rotate by one register per block; the main
 * loop is unrolled n + 1 times so that they come back, and the state stays
 * in v16..v(16+n) across all its blocks.  A remainder of fewer than n + 1
 * blocks goes one block at a time with n MOVs to undo the rotation.
 *
 * The state is loaded from / stored to the canonical aesalt_aegis_state
 * (S0..S(n-1) at 16-byte steps) at entry and exit only.  The loops load
 * and store up to four vectors per LD1/ST1.
 *
 * v16..v24 state, v31 zero, v0-v3 input, v4-v7 output.
 *
 * Instructions per byte (insn_count plugin, 16 KiB) and llvm-mca-14
 * estimates of the unrolled loops:
 *
 *               slot alone   whole AEAD   mca A53 c/B   mca A72 c/B
 *   AEGIS-128L     1.14         1.59          4.43          0.59
 *   AEGIS-256      1.62         2.05          7.30          0.88
 *   AEGIS-128      1.38           -           6.14          0.75
 * The whole-AEAD figure includes ~7,300 instructions per message of C in
 * core/aegis.c (bench/results/aarch64-kernels.md).
 */

#define STATE x0
#define OUT x1
#define IN x2
#define NBLK x3

#define FUNC(name)                                                             \
	.globl name;                                                           \
	.hidden name;                                                          \
	.type name, %function;                                                 \
	.p2align 4;                                                            \
	name:
#define ENDFUNC(name) .size name, .- name

	.arch armv8-a+crypto
	.text

/* f = AESRound(last, s0 ^ m): the copy that breaks the cycle. */
.macro upd_first f, last, s0, m
	mov	v\f\().16b, v\last\().16b
	aese	v\f\().16b, v31.16b
	aesmc	v\f\().16b, v\f\().16b
	eor	v\f\().16b, v\f\().16b, v\s0\().16b
	eor	v\f\().16b, v\f\().16b, v\m\().16b
.endm

/* a = AESRound(a, b) */
.macro upd a, b
	aese	v\a\().16b, v31.16b
	aesmc	v\a\().16b, v\a\().16b
	eor	v\a\().16b, v\a\().16b, v\b\().16b
.endm

/* Keystream z and the data: enc writes in ^ z to o; dec turns i into the
 * plaintext (also the output); absorb does neither.  z is in o first. */
.macro ks_apply mode, i, o
.ifc \mode, enc
	eor	v\o\().16b, v\o\().16b, v\i\().16b
.endif
.ifc \mode, dec
	eor	v\i\().16b, v\i\().16b, v\o\().16b
.endif
.endm

/* AEGIS-128: z = S1 ^ S4 ^ (S2 & S3) */
.macro aegis128_blk mode, s0, s1, s2, s3, s4, f, i, o
.ifnc \mode, absorb
	and	v\o\().16b, v\s2\().16b, v\s3\().16b
	eor	v\o\().16b, v\o\().16b, v\s1\().16b
	eor	v\o\().16b, v\o\().16b, v\s4\().16b
	ks_apply \mode, \i, \o
.endif
	upd_first \f, \s4, \s0, \i
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
.endm

/* AEGIS-256: z = S1 ^ S4 ^ S5 ^ (S2 & S3) */
.macro aegis256_blk mode, s0, s1, s2, s3, s4, s5, f, i, o
.ifnc \mode, absorb
	and	v\o\().16b, v\s2\().16b, v\s3\().16b
	eor	v\o\().16b, v\o\().16b, v\s1\().16b
	eor	v\o\().16b, v\o\().16b, v\s4\().16b
	eor	v\o\().16b, v\o\().16b, v\s5\().16b
	ks_apply \mode, \i, \o
.endif
	upd_first \f, \s5, \s0, \i
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
	upd	\s4, \s5
.endm

/* AEGIS-128L: z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7); M1 goes
 * into S'4, which is in the register of S3 after the rotation. */
.macro aegis128l_blk mode, s0, s1, s2, s3, s4, s5, s6, s7, f, i0, i1, o0, o1
.ifnc \mode, absorb
	and	v\o0\().16b, v\s2\().16b, v\s3\().16b
	and	v\o1\().16b, v\s6\().16b, v\s7\().16b
	eor	v\o0\().16b, v\o0\().16b, v\s1\().16b
	eor	v\o1\().16b, v\o1\().16b, v\s2\().16b
	eor	v\o0\().16b, v\o0\().16b, v\s6\().16b
	eor	v\o1\().16b, v\o1\().16b, v\s5\().16b
	ks_apply \mode, \i0, \o0
	ks_apply \mode, \i1, \o1
.endif
	upd_first \f, \s7, \s0, \i0
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
	upd	\s4, \s5
	upd	\s5, \s6
	upd	\s6, \s7
	eor	v\s3\().16b, v\s3\().16b, v\i1\().16b
.endm

.macro aegis128_load
	mov	x9, STATE
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b}, [x9]
	movi	v31.2d, #0
.endm
.macro aegis128_store
	mov	x9, STATE
	st1	{v16.16b - v19.16b}, [x9], #64
	st1	{v20.16b}, [x9]
.endm
.macro aegis256_load
	mov	x9, STATE
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b - v21.16b}, [x9]
	movi	v31.2d, #0
.endm
.macro aegis256_store
	mov	x9, STATE
	st1	{v16.16b - v19.16b}, [x9], #64
	st1	{v20.16b - v21.16b}, [x9]
.endm
.macro aegis128l_load
	mov	x9, STATE
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b - v23.16b}, [x9]
	movi	v31.2d, #0
.endm
.macro aegis128l_store
	mov	x9, STATE
	st1	{v16.16b - v19.16b}, [x9], #64
	st1	{v20.16b - v23.16b}, [x9]
.endm

/* void aesalt_aegis128_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in,
 *                                size_t nblocks); */
FUNC(aesalt_aegis128_absorb_armv8ce)
	cbz	x2, 9f
	aegis128_load
	subs	x2, x2, #6
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [x1], #64
	aegis128_blk absorb, 16, 17, 18, 19, 20, 21, 0, 4
	aegis128_blk absorb, 21, 16, 17, 18, 19, 20, 1, 5
	aegis128_blk absorb, 20, 21, 16, 17, 18, 19, 2, 6
	aegis128_blk absorb, 19, 20, 21, 16, 17, 18, 3, 7
	ld1	{v0.16b - v1.16b}, [x1], #32
	aegis128_blk absorb, 18, 19, 20, 21, 16, 17, 0, 4
	aegis128_blk absorb, 17, 18, 19, 20, 21, 16, 1, 5
	subs	x2, x2, #6
	b.hs	1b
2:	adds	x2, x2, #6
	b.eq	8f
3:	ld1	{v0.16b}, [x1], #16
	aegis128_blk absorb, 16, 17, 18, 19, 20, 21, 0, 4
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v21.16b
	subs	x2, x2, #1
	b.ne	3b
8:	aegis128_store
9:	ret
ENDFUNC(aesalt_aegis128_absorb_armv8ce)

/* void aesalt_aegis128_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_enc_armv8ce)
	cbz	NBLK, 9f
	aegis128_load
	subs	NBLK, NBLK, #6
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128_blk enc, 16, 17, 18, 19, 20, 21, 0, 4
	aegis128_blk enc, 21, 16, 17, 18, 19, 20, 1, 5
	aegis128_blk enc, 20, 21, 16, 17, 18, 19, 2, 6
	aegis128_blk enc, 19, 20, 21, 16, 17, 18, 3, 7
	st1	{v4.16b - v7.16b}, [OUT], #64
	ld1	{v0.16b - v1.16b}, [IN], #32
	aegis128_blk enc, 18, 19, 20, 21, 16, 17, 0, 4
	aegis128_blk enc, 17, 18, 19, 20, 21, 16, 1, 5
	st1	{v4.16b - v5.16b}, [OUT], #32
	subs	NBLK, NBLK, #6
	b.hs	1b
2:	adds	NBLK, NBLK, #6
	b.eq	8f
3:	ld1	{v0.16b}, [IN], #16
	aegis128_blk enc, 16, 17, 18, 19, 20, 21, 0, 4
	st1	{v4.16b}, [OUT], #16
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v21.16b
	subs	NBLK, NBLK, #1
	b.ne	3b
8:	aegis128_store
9:	ret
ENDFUNC(aesalt_aegis128_enc_armv8ce)

/* void aesalt_aegis128_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_dec_armv8ce)
	cbz	NBLK, 9f
	aegis128_load
	subs	NBLK, NBLK, #6
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128_blk dec, 16, 17, 18, 19, 20, 21, 0, 4
	aegis128_blk dec, 21, 16, 17, 18, 19, 20, 1, 5
	aegis128_blk dec, 20, 21, 16, 17, 18, 19, 2, 6
	aegis128_blk dec, 19, 20, 21, 16, 17, 18, 3, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v0.16b - v1.16b}, [IN], #32
	aegis128_blk dec, 18, 19, 20, 21, 16, 17, 0, 4
	aegis128_blk dec, 17, 18, 19, 20, 21, 16, 1, 5
	st1	{v0.16b - v1.16b}, [OUT], #32
	subs	NBLK, NBLK, #6
	b.hs	1b
2:	adds	NBLK, NBLK, #6
	b.eq	8f
3:	ld1	{v0.16b}, [IN], #16
	aegis128_blk dec, 16, 17, 18, 19, 20, 21, 0, 4
	st1	{v0.16b}, [OUT], #16
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v21.16b
	subs	NBLK, NBLK, #1
	b.ne	3b
8:	aegis128_store
9:	ret
ENDFUNC(aesalt_aegis128_dec_armv8ce)

/* void aesalt_aegis128l_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in,
 *                                size_t nblocks); */
FUNC(aesalt_aegis128l_absorb_armv8ce)
	cbz	x2, 9f
	aegis128l_load
	subs	x2, x2, #9
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [x1], #64
	aegis128l_blk absorb, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	aegis128l_blk absorb, 24, 16, 17, 18, 19, 20, 21, 22, 23, 2, 3, 6, 7
	ld1	{v0.16b - v3.16b}, [x1], #64
	aegis128l_blk absorb, 23, 24, 16, 17, 18, 19, 20, 21, 22, 0, 1, 4, 5
	aegis128l_blk absorb, 22, 23, 24, 16, 17, 18, 19, 20, 21, 2, 3, 6, 7
	ld1	{v0.16b - v3.16b}, [x1], #64
	aegis128l_blk absorb, 21, 22, 23, 24, 16, 17, 18, 19, 20, 0, 1, 4, 5
	aegis128l_blk absorb, 20, 21, 22, 23, 24, 16, 17, 18, 19, 2, 3, 6, 7
	ld1	{v0.16b - v3.16b}, [x1], #64
	aegis128l_blk absorb, 19, 20, 21, 22, 23, 24, 16, 17, 18, 0, 1, 4, 5
	aegis128l_blk absorb, 18, 19, 20, 21, 22, 23, 24, 16, 17, 2, 3, 6, 7
	ld1	{v0.16b - v1.16b}, [x1], #32
	aegis128l_blk absorb, 17, 18, 19, 20, 21, 22, 23, 24, 16, 0, 1, 4, 5
	subs	x2, x2, #9
	b.hs	1b
2:	adds	x2, x2, #9
	b.eq	8f
3:	ld1	{v0.16b - v1.16b}, [x1], #32
	aegis128l_blk absorb, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	mov	v23.16b, v22.16b
	mov	v22.16b, v21.16b
	mov	v21.16b, v20.16b
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v24.16b
	subs	x2, x2, #1
	b.ne	3b
8:	aegis128l_store
9:	ret
ENDFUNC(aesalt_aegis128l_absorb_armv8ce)

/* void aesalt_aegis128l_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_enc_armv8ce)
	cbz	NBLK, 9f
	aegis128l_load
	subs	NBLK, NBLK, #9
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk enc, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	aegis128l_blk enc, 24, 16, 17, 18, 19, 20, 21, 22, 23, 2, 3, 6, 7
	st1	{v4.16b - v7.16b}, [OUT], #64
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk enc, 23, 24, 16, 17, 18, 19, 20, 21, 22, 0, 1, 4, 5
	aegis128l_blk enc, 22, 23, 24, 16, 17, 18, 19, 20, 21, 2, 3, 6, 7
	st1	{v4.16b - v7.16b}, [OUT], #64
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk enc, 21, 22, 23, 24, 16, 17, 18, 19, 20, 0, 1, 4, 5
	aegis128l_blk enc, 20, 21, 22, 23, 24, 16, 17, 18, 19, 2, 3, 6, 7
	st1	{v4.16b - v7.16b}, [OUT], #64
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk enc, 19, 20, 21, 22, 23, 24, 16, 17, 18, 0, 1, 4, 5
	aegis128l_blk enc, 18, 19, 20, 21, 22, 23, 24, 16, 17, 2, 3, 6, 7
	st1	{v4.16b - v7.16b}, [OUT], #64
	ld1	{v0.16b - v1.16b}, [IN], #32
	aegis128l_blk enc, 17, 18, 19, 20, 21, 22, 23, 24, 16, 0, 1, 4, 5
	st1	{v4.16b - v5.16b}, [OUT], #32
	subs	NBLK, NBLK, #9
	b.hs	1b
2:	adds	NBLK, NBLK, #9
	b.eq	8f
3:	ld1	{v0.16b - v1.16b}, [IN], #32
	aegis128l_blk enc, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	st1	{v4.16b - v5.16b}, [OUT], #32
	mov	v23.16b, v22.16b
	mov	v22.16b, v21.16b
	mov	v21.16b, v20.16b
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v24.16b
	subs	NBLK, NBLK, #1
	b.ne	3b
8:	aegis128l_store
9:	ret
ENDFUNC(aesalt_aegis128l_enc_armv8ce)

/* void aesalt_aegis128l_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_dec_armv8ce)
	cbz	NBLK, 9f
	aegis128l_load
	subs	NBLK, NBLK, #9
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk dec, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	aegis128l_blk dec, 24, 16, 17, 18, 19, 20, 21, 22, 23, 2, 3, 6, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk dec, 23, 24, 16, 17, 18, 19, 20, 21, 22, 0, 1, 4, 5
	aegis128l_blk dec, 22, 23, 24, 16, 17, 18, 19, 20, 21, 2, 3, 6, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk dec, 21, 22, 23, 24, 16, 17, 18, 19, 20, 0, 1, 4, 5
	aegis128l_blk dec, 20, 21, 22, 23, 24, 16, 17, 18, 19, 2, 3, 6, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis128l_blk dec, 19, 20, 21, 22, 23, 24, 16, 17, 18, 0, 1, 4, 5
	aegis128l_blk dec, 18, 19, 20, 21, 22, 23, 24, 16, 17, 2, 3, 6, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v0.16b - v1.16b}, [IN], #32
	aegis128l_blk dec, 17, 18, 19, 20, 21, 22, 23, 24, 16, 0, 1, 4, 5
	st1	{v0.16b - v1.16b}, [OUT], #32
	subs	NBLK, NBLK, #9
	b.hs	1b
2:	adds	NBLK, NBLK, #9
	b.eq	8f
3:	ld1	{v0.16b - v1.16b}, [IN], #32
	aegis128l_blk dec, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, 1, 4, 5
	st1	{v0.16b - v1.16b}, [OUT], #32
	mov	v23.16b, v22.16b
	mov	v22.16b, v21.16b
	mov	v21.16b, v20.16b
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v24.16b
	subs	NBLK, NBLK, #1
	b.ne	3b
8:	aegis128l_store
9:	ret
ENDFUNC(aesalt_aegis128l_dec_armv8ce)

/* void aesalt_aegis256_absorb_armv8ce(aesalt_aegis_state *st, const uint8_t *in,
 *                                size_t nblocks); */
FUNC(aesalt_aegis256_absorb_armv8ce)
	cbz	x2, 9f
	aegis256_load
	subs	x2, x2, #7
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [x1], #64
	aegis256_blk absorb, 16, 17, 18, 19, 20, 21, 22, 0, 4
	aegis256_blk absorb, 22, 16, 17, 18, 19, 20, 21, 1, 5
	aegis256_blk absorb, 21, 22, 16, 17, 18, 19, 20, 2, 6
	aegis256_blk absorb, 20, 21, 22, 16, 17, 18, 19, 3, 7
	ld1	{v0.16b - v2.16b}, [x1], #48
	aegis256_blk absorb, 19, 20, 21, 22, 16, 17, 18, 0, 4
	aegis256_blk absorb, 18, 19, 20, 21, 22, 16, 17, 1, 5
	aegis256_blk absorb, 17, 18, 19, 20, 21, 22, 16, 2, 6
	subs	x2, x2, #7
	b.hs	1b
2:	adds	x2, x2, #7
	b.eq	8f
3:	ld1	{v0.16b}, [x1], #16
	aegis256_blk absorb, 16, 17, 18, 19, 20, 21, 22, 0, 4
	mov	v21.16b, v20.16b
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v22.16b
	subs	x2, x2, #1
	b.ne	3b
8:	aegis256_store
9:	ret
ENDFUNC(aesalt_aegis256_absorb_armv8ce)

/* void aesalt_aegis256_enc_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_enc_armv8ce)
	cbz	NBLK, 9f
	aegis256_load
	subs	NBLK, NBLK, #7
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis256_blk enc, 16, 17, 18, 19, 20, 21, 22, 0, 4
	aegis256_blk enc, 22, 16, 17, 18, 19, 20, 21, 1, 5
	aegis256_blk enc, 21, 22, 16, 17, 18, 19, 20, 2, 6
	aegis256_blk enc, 20, 21, 22, 16, 17, 18, 19, 3, 7
	st1	{v4.16b - v7.16b}, [OUT], #64
	ld1	{v0.16b - v2.16b}, [IN], #48
	aegis256_blk enc, 19, 20, 21, 22, 16, 17, 18, 0, 4
	aegis256_blk enc, 18, 19, 20, 21, 22, 16, 17, 1, 5
	aegis256_blk enc, 17, 18, 19, 20, 21, 22, 16, 2, 6
	st1	{v4.16b - v6.16b}, [OUT], #48
	subs	NBLK, NBLK, #7
	b.hs	1b
2:	adds	NBLK, NBLK, #7
	b.eq	8f
3:	ld1	{v0.16b}, [IN], #16
	aegis256_blk enc, 16, 17, 18, 19, 20, 21, 22, 0, 4
	st1	{v4.16b}, [OUT], #16
	mov	v21.16b, v20.16b
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v22.16b
	subs	NBLK, NBLK, #1
	b.ne	3b
8:	aegis256_store
9:	ret
ENDFUNC(aesalt_aegis256_enc_armv8ce)

/* void aesalt_aegis256_dec_armv8ce(aesalt_aegis_state *st, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_dec_armv8ce)
	cbz	NBLK, 9f
	aegis256_load
	subs	NBLK, NBLK, #7
	b.lo	2f
1:
	ld1	{v0.16b - v3.16b}, [IN], #64
	aegis256_blk dec, 16, 17, 18, 19, 20, 21, 22, 0, 4
	aegis256_blk dec, 22, 16, 17, 18, 19, 20, 21, 1, 5
	aegis256_blk dec, 21, 22, 16, 17, 18, 19, 20, 2, 6
	aegis256_blk dec, 20, 21, 22, 16, 17, 18, 19, 3, 7
	st1	{v0.16b - v3.16b}, [OUT], #64
	ld1	{v0.16b - v2.16b}, [IN], #48
	aegis256_blk dec, 19, 20, 21, 22, 16, 17, 18, 0, 4
	aegis256_blk dec, 18, 19, 20, 21, 22, 16, 17, 1, 5
	aegis256_blk dec, 17, 18, 19, 20, 21, 22, 16, 2, 6
	st1	{v0.16b - v2.16b}, [OUT], #48
	subs	NBLK, NBLK, #7
	b.hs	1b
2:	adds	NBLK, NBLK, #7
	b.eq	8f
3:	ld1	{v0.16b}, [IN], #16
	aegis256_blk dec, 16, 17, 18, 19, 20, 21, 22, 0, 4
	st1	{v0.16b}, [OUT], #16
	mov	v21.16b, v20.16b
	mov	v20.16b, v19.16b
	mov	v19.16b, v18.16b
	mov	v18.16b, v17.16b
	mov	v17.16b, v16.16b
	mov	v16.16b, v22.16b
	subs	NBLK, NBLK, #1
	b.ne	3b
8:	aegis256_store
9:	ret
ENDFUNC(aesalt_aegis256_dec_armv8ce)

	.section .note.GNU-stack, "", %progbits
