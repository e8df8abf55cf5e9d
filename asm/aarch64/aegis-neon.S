/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 state updates with Advanced SIMD only
 * (the nine aegis* slots of the "neon" kernel).
 *
 * Depends on: Armv8.0-A Advanced SIMD.  Constant time: the AES round is
 * that of aes-neon.S (S-box in v16..v31, TBL/TBX lookups inside registers),
 * with no branch or address depending on the state or the data.
 *
 * Update (formulas in core/aegis_c.c): S'0 = AESRound(S(n-1), S0 ^ M0),
 * S'i = AESRound(S(i-1), Si), M1 into S'4 for AEGIS-128L.  The round works
 * in place (ShiftRows reads the word into a scratch register first), so
 * the register rotation of aegis-armv8ce.S applies: one MOV per update,
 * and here n MOVs after each block put the words back in place instead of
 * unrolling the loop n + 1 times (the round is 18 instructions, so the
 * MOVs cost about 5 %, and the code is a ninth of the unrolled size).  The
 * state stays in v0..v8 across all blocks of a call.
 *
 * The round, in place on v\x (v11, v12 scratch):
 *   ShiftRows (TBL), SubBytes (TBL + 3 TBX), then MixColumns with
 *   b = rot8(a) = USHR #8 | SLI #24 on 32-bit lanes, t = a ^ b,
 *   out = xtime(t) ^ b ^ rot16(t) (REV32 .8h).
 *
 * v0-v8 state, v9/v10 message words, v11/v12 scratch, v13 0x1b,
 * v14 ShiftRows, v15 64, v16-v31 S-box.
 *
 * Instructions per byte (insn_count plugin, 16 KiB) and llvm-mca-14
 * estimates (cycles, from the model):
 *
 *               slot alone   whole AEAD   mca A53 c/B   mca A72 c/B
 *   AEGIS-128L     5.50         6.09         23.6           9.4
 *   AEGIS-256      8.19         8.77         35.3          14.8
 *   AEGIS-128      6.88           -            -             -
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

	.arch armv8-a
	.text

.macro save_d8_d15
	stp	d8, d9, [sp, #-64]!
	stp	d10, d11, [sp, #16]
	stp	d12, d13, [sp, #32]
	stp	d14, d15, [sp, #48]
.endm

.macro restore_d8_d15
	ldp	d10, d11, [sp, #16]
	ldp	d12, d13, [sp, #32]
	ldp	d14, d15, [sp, #48]
	ldp	d8, d9, [sp], #64
.endm

.macro load_sbox
	adrp	x9, .Laegis_sr
	add	x9, x9, :lo12:.Laegis_sr
	ld1	{v14.16b}, [x9]
	adrp	x9, .Laegis_sbox
	add	x9, x9, :lo12:.Laegis_sbox
	ld1	{v16.16b - v19.16b}, [x9], #64
	ld1	{v20.16b - v23.16b}, [x9], #64
	ld1	{v24.16b - v27.16b}, [x9], #64
	ld1	{v28.16b - v31.16b}, [x9]
	movi	v13.16b, #0x1b
	movi	v15.16b, #64
.endm

/* v\x = MixColumns(ShiftRows(SubBytes(v\x))) */
.macro nround x
	tbl	v11.16b, {v\x\().16b}, v14.16b
	tbl	v\x\().16b, {v16.16b - v19.16b}, v11.16b
	sub	v12.16b, v11.16b, v15.16b
	tbx	v\x\().16b, {v20.16b - v23.16b}, v12.16b
	sub	v12.16b, v12.16b, v15.16b
	tbx	v\x\().16b, {v24.16b - v27.16b}, v12.16b
	sub	v12.16b, v12.16b, v15.16b
	tbx	v\x\().16b, {v28.16b - v31.16b}, v12.16b
	ushr	v11.4s, v\x\().4s, #8
	sli	v11.4s, v\x\().4s, #24		// b = rot8(a)
	eor	v12.16b, v\x\().16b, v11.16b	// t = a ^ b
	rev32	v\x\().8h, v12.8h		// rot16(t)
	eor	v\x\().16b, v\x\().16b, v11.16b
	sshr	v11.16b, v12.16b, #7
	and	v11.16b, v11.16b, v13.16b
	add	v12.16b, v12.16b, v12.16b
	eor	v12.16b, v12.16b, v11.16b	// xtime(t)
	eor	v\x\().16b, v\x\().16b, v12.16b
.endm

/* f = AESRound(last, s0 ^ m) */
.macro upd_first f, last, s0, m
	mov	v\f\().16b, v\last\().16b
	nround	\f
	eor	v\f\().16b, v\f\().16b, v\s0\().16b
	eor	v\f\().16b, v\f\().16b, v\m\().16b
.endm

/* a = AESRound(a, b) */
.macro upd a, b
	nround	\a
	eor	v\a\().16b, v\a\().16b, v\b\().16b
.endm

/* z (computed into v11) against the message word in v\i: enc stores
 * v\i ^ z and keeps v\i; dec turns v\i into the plaintext and stores it. */
.macro ks_out mode, i
.ifc \mode, enc
	eor	v11.16b, v11.16b, v\i\().16b
	st1	{v11.16b}, [OUT], #16
.endif
.ifc \mode, dec
	eor	v\i\().16b, v\i\().16b, v11.16b
	st1	{v\i\().16b}, [OUT], #16
.endif
.endm

.macro aegis128_blk mode, s0, s1, s2, s3, s4, f
.ifnc \mode, absorb
	and	v11.16b, v\s2\().16b, v\s3\().16b
	eor	v11.16b, v11.16b, v\s1\().16b
	eor	v11.16b, v11.16b, v\s4\().16b
	ks_out	\mode, 9
.endif
	upd_first \f, \s4, \s0, 9
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
.endm

.macro aegis256_blk mode, s0, s1, s2, s3, s4, s5, f
.ifnc \mode, absorb
	and	v11.16b, v\s2\().16b, v\s3\().16b
	eor	v11.16b, v11.16b, v\s1\().16b
	eor	v11.16b, v11.16b, v\s4\().16b
	eor	v11.16b, v11.16b, v\s5\().16b
	ks_out	\mode, 9
.endif
	upd_first \f, \s5, \s0, 9
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
	upd	\s4, \s5
.endm

.macro aegis128l_blk mode, s0, s1, s2, s3, s4, s5, s6, s7, f
.ifnc \mode, absorb
	and	v11.16b, v\s2\().16b, v\s3\().16b
	eor	v11.16b, v11.16b, v\s1\().16b
	eor	v11.16b, v11.16b, v\s6\().16b
	ks_out	\mode, 9
	and	v11.16b, v\s6\().16b, v\s7\().16b
	eor	v11.16b, v11.16b, v\s2\().16b
	eor	v11.16b, v11.16b, v\s5\().16b
	ks_out	\mode, 10
.endif
	upd_first \f, \s7, \s0, 9
	upd	\s0, \s1
	upd	\s1, \s2
	upd	\s2, \s3
	upd	\s3, \s4
	upd	\s4, \s5
	upd	\s5, \s6
	upd	\s6, \s7
	eor	v\s3\().16b, v\s3\().16b, v10.16b
.endm

.macro aegis128_load
	mov	x9, STATE
	ld1	{v0.16b - v3.16b}, [x9], #64
	ld1	{v4.16b}, [x9]
.endm
.macro aegis128_store
	mov	x9, STATE
	st1	{v0.16b - v3.16b}, [x9], #64
	st1	{v4.16b}, [x9]
.endm
.macro aegis256_load
	mov	x9, STATE
	ld1	{v0.16b - v3.16b}, [x9], #64
	ld1	{v4.16b - v5.16b}, [x9]
.endm
.macro aegis256_store
	mov	x9, STATE
	st1	{v0.16b - v3.16b}, [x9], #64
	st1	{v4.16b - v5.16b}, [x9]
.endm
.macro aegis128l_load
	mov	x9, STATE
	ld1	{v0.16b - v3.16b}, [x9], #64
	ld1	{v4.16b - v7.16b}, [x9]
.endm
.macro aegis128l_store
	mov	x9, STATE
	st1	{v0.16b - v3.16b}, [x9], #64
	st1	{v4.16b - v7.16b}, [x9]
.endm

/* void aesalt_aegis128_absorb_neon(aesalt_aegis_state *st, const uint8_t *in,
 *                        size_t nblocks); */
FUNC(aesalt_aegis128_absorb_neon)
	cbz	x2, 9f
	save_d8_d15
	load_sbox
	aegis128_load
1:	ld1	{v9.16b}, [x1], #16
	aegis128_blk absorb, 0, 1, 2, 3, 4, 5
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v5.16b
	subs	x2, x2, #1
	b.ne	1b
	aegis128_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis128_absorb_neon)

/* void aesalt_aegis128_enc_neon(aesalt_aegis_state *st, uint8_t *out,
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_enc_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	aegis128_load
1:	ld1	{v9.16b}, [IN], #16
	aegis128_blk enc, 0, 1, 2, 3, 4, 5
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v5.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	aegis128_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis128_enc_neon)

/* void aesalt_aegis128_dec_neon(aesalt_aegis_state *st, uint8_t *out,
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128_dec_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	aegis128_load
1:	ld1	{v9.16b}, [IN], #16
	aegis128_blk dec, 0, 1, 2, 3, 4, 5
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v5.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	aegis128_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis128_dec_neon)

/* void aesalt_aegis128l_absorb_neon(aesalt_aegis_state *st, const uint8_t *in,
 *                        size_t nblocks); */
FUNC(aesalt_aegis128l_absorb_neon)
	cbz	x2, 9f
	save_d8_d15
	load_sbox
	aegis128l_load
1:	ld1	{v9.16b, v10.16b}, [x1], #32
	aegis128l_blk absorb, 0, 1, 2, 3, 4, 5, 6, 7, 8
	mov	v7.16b, v6.16b
	mov	v6.16b, v5.16b
	mov	v5.16b, v4.16b
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v8.16b
	subs	x2, x2, #1
	b.ne	1b
	aegis128l_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis128l_absorb_neon)

/* void aesalt_aegis128l_enc_neon(aesalt_aegis_state *st, uint8_t *out,
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_enc_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	aegis128l_load
1:	ld1	{v9.16b, v10.16b}, [IN], #32
	aegis128l_blk enc, 0, 1, 2, 3, 4, 5, 6, 7, 8
	mov	v7.16b, v6.16b
	mov	v6.16b, v5.16b
	mov	v5.16b, v4.16b
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v8.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	aegis128l_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis128l_enc_neon)

/* void aesalt_aegis128l_dec_neon(aesalt_aegis_state *st, uint8_t *out,
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis128l_dec_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	aegis128l_load
1:	ld1	{v9.16b, v10.16b}, [IN], #32
	aegis128l_blk dec, 0, 1, 2, 3, 4, 5, 6, 7, 8
	mov	v7.16b, v6.16b
	mov	v6.16b, v5.16b
	mov	v5.16b, v4.16b
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v8.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	aegis128l_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis128l_dec_neon)

/* void aesalt_aegis256_absorb_neon(aesalt_aegis_state *st, const uint8_t *in,
 *                        size_t nblocks); */
FUNC(aesalt_aegis256_absorb_neon)
	cbz	x2, 9f
	save_d8_d15
	load_sbox
	aegis256_load
1:	ld1	{v9.16b}, [x1], #16
	aegis256_blk absorb, 0, 1, 2, 3, 4, 5, 6
	mov	v5.16b, v4.16b
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v6.16b
	subs	x2, x2, #1
	b.ne	1b
	aegis256_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis256_absorb_neon)

/* void aesalt_aegis256_enc_neon(aesalt_aegis_state *st, uint8_t *out,
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_enc_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	aegis256_load
1:	ld1	{v9.16b}, [IN], #16
	aegis256_blk enc, 0, 1, 2, 3, 4, 5, 6
	mov	v5.16b, v4.16b
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v6.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	aegis256_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis256_enc_neon)

/* void aesalt_aegis256_dec_neon(aesalt_aegis_state *st, uint8_t *out,
 *                        const uint8_t *in, size_t nblocks); */
FUNC(aesalt_aegis256_dec_neon)
	cbz	NBLK, 9f
	save_d8_d15
	load_sbox
	aegis256_load
1:	ld1	{v9.16b}, [IN], #16
	aegis256_blk dec, 0, 1, 2, 3, 4, 5, 6
	mov	v5.16b, v4.16b
	mov	v4.16b, v3.16b
	mov	v3.16b, v2.16b
	mov	v2.16b, v1.16b
	mov	v1.16b, v0.16b
	mov	v0.16b, v6.16b
	subs	NBLK, NBLK, #1
	b.ne	1b
	aegis256_store
	restore_d8_d15
9:	ret
ENDFUNC(aesalt_aegis256_dec_neon)

	.section .rodata
	.p2align 4
.Laegis_sr:
	.byte	0, 5, 10, 15, 4, 9, 14, 3, 8, 13, 2, 7, 12, 1, 6, 11	// ShiftRows
/* FIPS-197 S-box, computed by a script (as in aes-neon.S). */
.Laegis_sbox:
	.byte	0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76
	.byte	0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0
	.byte	0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15
	.byte	0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a, 0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75
	.byte	0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0, 0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84
	.byte	0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b, 0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf
	.byte	0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85, 0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8
	.byte	0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5, 0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2
	.byte	0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17, 0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73
	.byte	0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88, 0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb
	.byte	0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c, 0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79
	.byte	0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9, 0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08
	.byte	0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6, 0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a
	.byte	0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e, 0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e
	.byte	0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf
	.byte	0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16

	.section .note.GNU-stack, "", %progbits
