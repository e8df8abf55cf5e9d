/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "neon" kernel, for aarch64 cores without the cryptography extension:
 * AES with Advanced SIMD only (asm/aarch64/aes-neon.S: the S-box held in
 * sixteen vector registers and applied with TBL/TBX), the AEGIS updates on
 * the same round with the state kept in registers (aegis-neon.S), and
 * GHASH from 8-bit polynomial multiplies (ghash-neon.S; the 8-bit PMULL is
 * base Advanced SIMD, only the 64-bit one needs the extension).  Usable
 * wherever Advanced SIMD is (every Linux aarch64 system; HWCAP_ASIMD).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the code looks tables up only
 * with TBL/TBX inside registers, never at a data-dependent memory address,
 * and branches only on block counts and the round count; 8-bit PMULL is a
 * fixed-latency instruction.
 */
#include <stddef.h>
#include <stdint.h>

#include "cpu.h"
#include "ct.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 8, "KEY_ROUNDS in aes-neon.S");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "KEY_RK in aes-neon.S");
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "GK_H in ghash-neon.S");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 4 * 120, "ghash-neon.S key layout");

/* Defined in asm/aarch64/aes-neon.S and aegis-neon.S; only this struct
 * refers to them. */
AESALT_SLOT(aes_setkey_enc, neon);
AESALT_SLOT(aes_setkey_dec, neon);
AESALT_SLOT(aes_ecb_enc, neon);
AESALT_SLOT(aes_ecb_dec, neon);
AESALT_SLOT(aes_cbc_enc, neon);
AESALT_SLOT(aes_cbc_dec, neon);
AESALT_SLOT(aes_ctr32, neon);
AESALT_SLOT(aes_xts_enc, neon);
AESALT_SLOT(aes_xts_dec, neon);
AESALT_SLOT(aegis128_absorb, neon);
AESALT_SLOT(aegis128_enc, neon);
AESALT_SLOT(aegis128_dec, neon);
AESALT_SLOT(aegis128l_absorb, neon);
AESALT_SLOT(aegis128l_enc, neon);
AESALT_SLOT(aegis128l_dec, neon);
AESALT_SLOT(aegis256_absorb, neon);
AESALT_SLOT(aegis256_enc, neon);
AESALT_SLOT(aegis256_dec, neon);

AESALT_SLOT(ghash, neon);

/* ---- GHASH key set-up ------------------------------------------------------
 *
 * asm/aarch64/ghash-neon.S works on the natural polynomial (bit k of byte j
 * is the coefficient of x^(8j + k): every GCM byte bit-reversed) and wants,
 * for each power P = H^4, H^3, H^2, H (entry e = 4 - p, 120 bytes apart),
 * the byte rotations it would otherwise compute per block:
 *     +0   {rot_d(P.lo), rot_d(P.hi)}, 16 bytes each, d = 0..4
 *     +80  rot_d(P.lo ^ P.hi), 8 bytes each, d = 0..4
 * where rot_d(x) has byte i = x[(i + d) mod 8].  Computed here once per
 * key; constant time (masks, no table, no branch on H). */

#define GH_NEON_STRIDE 120

/* Bit-reverses a byte without a table (h is secret). */
static uint8_t rev8(uint8_t b)
{
	b = (uint8_t)((b & 0xf0) >> 4 | (b & 0x0f) << 4);
	b = (uint8_t)((b & 0xcc) >> 2 | (b & 0x33) << 2);
	return (uint8_t)((b & 0xaa) >> 1 | (b & 0x55) << 1);
}

/* r = a * b mod x^128 + x^7 + x^2 + x + 1, natural representation, w[0]
 * the coefficients x^0..x^63.  Shift-and-add with masks. */
static void gf_mul_natural(uint64_t r[2], const uint64_t a[2], const uint64_t b[2])
{
	uint64_t z0 = 0, z1 = 0, v0 = b[0], v1 = b[1];
	unsigned i;

	for (i = 0; i < 128; i++) {
		uint64_t m = 0 - ((a[i >> 6] >> (i & 63)) & 1);
		uint64_t c = 0 - (v1 >> 63);

		z0 ^= v0 & m;
		z1 ^= v1 & m;
		v1 = v1 << 1 | v0 >> 63;
		v0 = v0 << 1 ^ (c & 0x87);
	}
	r[0] = z0;
	r[1] = z1;
}

static void put_rot(uint8_t *dst, uint64_t x, unsigned d)
{
	unsigned i;

	for (i = 0; i < 8; i++)
		dst[i] = (uint8_t)(x >> (8 * ((i + d) & 7)));
}

static void ghash_setkey_neon(aesalt_ghash_key *gkey, const uint8_t h[16])
{
	uint64_t p[4][2];
	unsigned i, e, d;

	p[0][0] = p[0][1] = 0;
	for (i = 0; i < 16; i++)
		p[0][i >> 3] |= (uint64_t)rev8(h[i]) << (8 * (i & 7));
	for (i = 1; i < 4; i++)
		gf_mul_natural(p[i], p[i - 1], p[0]); /* p[i] = H^(i+1) */
	for (e = 0; e < 4; e++) {
		const uint64_t *pw = p[3 - e];
		uint8_t *base = gkey->h.b + GH_NEON_STRIDE * e;

		for (d = 0; d < 5; d++) {
			put_rot(base + 16 * d, pw[0], d);
			put_rot(base + 16 * d + 8, pw[1], d);
			put_rot(base + 80 + 8 * d, pw[0] ^ pw[1], d);
		}
	}
	aesalt_zeroize(p, sizeof p);
}

static int neon_usable(void)
{
	return aesalt_cpu_has_neon();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_neon = {
	.name = "neon",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = neon_usable,

	.aes_setkey_enc = aesalt_aes_setkey_enc_neon,
	.aes_setkey_dec = aesalt_aes_setkey_dec_neon,
	.aes_ecb_enc = aesalt_aes_ecb_enc_neon,
	.aes_ecb_dec = aesalt_aes_ecb_dec_neon,
	.aes_cbc_enc = aesalt_aes_cbc_enc_neon,
	.aes_cbc_dec = aesalt_aes_cbc_dec_neon,
	.aes_ctr32 = aesalt_aes_ctr32_neon,
	.aes_xts_enc = AESALT_SLOT_XTS(aesalt_aes_xts_enc_neon),
	.aes_xts_dec = AESALT_SLOT_XTS(aesalt_aes_xts_dec_neon),

	.ghash_setkey = ghash_setkey_neon,
	.ghash = aesalt_ghash_neon,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	.aegis128 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128_absorb_neon),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis128_enc_neon),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis128_dec_neon) },
	.aegis128l = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis128l_absorb_neon),
		       .enc = AESALT_SLOT_AEGIS(aesalt_aegis128l_enc_neon),
		       .dec = AESALT_SLOT_AEGIS(aesalt_aegis128l_dec_neon) },
	.aegis256 = { .absorb = AESALT_SLOT_AEGIS(aesalt_aegis256_absorb_neon),
		      .enc = AESALT_SLOT_AEGIS(aesalt_aegis256_enc_neon),
		      .dec = AESALT_SLOT_AEGIS(aesalt_aegis256_dec_neon) },
};
