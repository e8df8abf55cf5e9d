/* SPDX-License-Identifier: Apache-2.0 */
/*
 * GHASH with the AArch32 crypto extension's 64-bit carry-less multiply
 * (the "armv8ce32" kernel): the key set-up (H, H^2, H^3, H^4) and four
 * blocks per reduction.
 *
 * Depends on: ARMv8-A AArch32, Advanced SIMD and VMULL.P64 (Linux
 * HWCAP2_PMULL).  No branch and no address depends on H, the state or the
 * data; VMULL.P64 is fixed-latency.
 *
 * Representation.  A GCM block b is read as the 128-bit big-endian
 * integer R(b) ("reflected": its bit 127 is the coefficient of x^0).  For
 * 64-bit words, clmul(r64(a), r64(b)) = r128(x a b), and so for whole
 * blocks clmul(R(a), R(b x^-1)) = r256(a b): the key powers are stored as
 * R(H^k x^-1 mod g) (H x^-1 is R(H) shifted left by one, plus
 * 0xc2000000...01 when its top bit was set), and the 256-bit product then
 * needs no shift.  Its words w3..w0 (w0 lowest) hold, high to low,
 * degrees 0..63, 64..127 (the result's place), 128..191 and 192..255 (to
 * fold with x^128 = 1 + x + x^2 + x^7).  With C = r64(1 + x + x^6) =
 * 0xc200000000000000, clmul(w, C) = r128(w (x + x^2 + x^7)):
 *   fold w0 (degrees 192..255, times x^64):  T = clmul(w0, C),
 *     w1 ^= T.lo, w2 ^= T.hi ^ w0;
 *   fold w1 (degrees 128..191):  U = clmul(w1, C),
 *     result = (w3 ^ w1 ^ U.hi : w2 ^ U.lo).
 * In registers a block is VREV64.8 of its bytes: the even d register then
 * holds the high word of R, the odd one the low word ("swapped" layout).
 *
 * aesalt_ghash_key.h (owned by this file): H^1..H^4 as above, 16 bytes
 * each in the swapped layout, then the four Karatsuba keys hi ^ lo of
 * H^1..H^4, 8 bytes each (96 bytes).
 *
 * Measured (GCM-encrypt: core's CTR32, then this GHASH; insn_count plugin
 * under qemu-arm -cpu max, beside Debian's OpenSSL CE code in the same
 * run): bench/results/armhf.md, rows gcm-enc of armv8ce32 and openssl.
 *
 * Registers: q0 Y, q1 the block, q2 and d6 scratch, d7 C, q4 MID, q8..q11
 * H^1..H^4, d24..d27 their Karatsuba keys, q14 LO, q15 HI.
 */

#include "armv8ce32-macros.h"

#define GKEY r0
#define Y r1
#define IN r2
#define NBLK r3

/* Offset of h in aesalt_ghash_key (asm/arm/kernel_armv8ce32.c). */
#define GK_H 8

	.text

/* d7 = C (uses r12 and the given zero-able register) */
.macro load_c tmp
	mov	\tmp, #0
	mov	r12, #0xc2000000
	vmov	d7, \tmp, r12
.endm

/* void aesalt_ghash_setkey_armv8ce32(aesalt_ghash_key *gkey,
 *                                    const uint8_t h[16]); */
FUNC(aesalt_ghash_setkey_armv8ce32)
	push	{r4, r5}
	vpush	{d8-d9}
	ghash_h_xinv	d16, d17	@ H x^-1 (arm-asm.h)
	veor	d24, d16, d17
	load_c	r4
	gh_mul	0, d16, d17, d16, d17, d24
	gh_reduce d18, d19
	veor	d25, d18, d19
	gh_mul	0, d18, d19, d16, d17, d24
	gh_reduce d20, d21
	veor	d26, d20, d21
	gh_mul	0, d20, d21, d16, d17, d24
	gh_reduce d22, d23
	veor	d27, d22, d23
	add	r0, GKEY, #GK_H
	vst1.64	{d16-d19}, [r0]!
	vst1.64	{d20-d23}, [r0]!
	vst1.64	{d24-d27}, [r0]
	vpop	{d8-d9}
	pop	{r4, r5}
	bx	lr
ENDFUNC(aesalt_ghash_setkey_armv8ce32)

/* q1 = the next block in the swapped layout */
.macro gh_load
	vld1.8	{q1}, [IN]!
	vrev64.8 q1, q1
.endm

/* void aesalt_ghash_armv8ce32(const aesalt_ghash_key *gkey, uint8_t y[16],
 *                             const uint8_t *in, size_t nblocks);
 * Y = (Y ^ X1) H^4 ^ X2 H^3 ^ X3 H^2 ^ X4 H, one reduction per four. */
FUNC(aesalt_ghash_armv8ce32)
	vpush	{d8-d9}
	add	r12, GKEY, #GK_H
	vld1.64	{d16-d19}, [r12]!
	vld1.64	{d20-d23}, [r12]!
	vld1.64	{d24-d27}, [r12]
	load_c	r0
	vld1.8	{q0}, [Y]
	vrev64.8 q0, q0
	subs	NBLK, NBLK, #4
	blo	2f
1:	gh_load
	veor	q1, q1, q0
	gh_mul	0, d2, d3, d22, d23, d27
	gh_load
	gh_mul	1, d2, d3, d20, d21, d26
	gh_load
	gh_mul	1, d2, d3, d18, d19, d25
	gh_load
	gh_mul	1, d2, d3, d16, d17, d24
	gh_reduce d0, d1
	subs	NBLK, NBLK, #4
	bhs	1b
2:	adds	NBLK, NBLK, #4
	beq	4f
3:	gh_load
	veor	q1, q1, q0
	gh_mul	0, d2, d3, d16, d17, d24
	gh_reduce d0, d1
	subs	NBLK, NBLK, #1
	bne	3b
4:	vrev64.8 q0, q0
	vst1.8	{q0}, [Y]
	vpop	{d8-d9}
	bx	lr
ENDFUNC(aesalt_ghash_armv8ce32)

	.section .note.GNU-stack, "", %progbits
