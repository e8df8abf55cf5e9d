/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The "neon32" kernel: constant-time AES for ARMv7-A cores with NEON and
 * without the crypto extension (Cortex-A7, A9, A15, A53 in 32-bit mode):
 * bitsliced AES on eight blocks in asm/arm/aes-neon32.S (ECB, CBC-decrypt,
 * CTR32, XTS and the AES round of the AEGIS updates), and one block at a
 * time with vector-permute S-boxes in asm/arm/aes-neon32-vperm.S (the
 * serial modes: CBC-encrypt and the CBC-MAC of CMAC and CCM; and short
 * last groups).  Here in C: the key expansion (FIPS-197, SubWord by a
 * constant-time GF(2^8) inversion), a last group of fewer than eight
 * blocks through the one-block path or padded through a stack buffer, and
 * AEGIS (composed by core/aegis_c.c over the round).  GHASH is VMULL.P8
 * Karatsuba in asm/arm/ghash-neon32.S.
 *
 * Usable when the kernel reports NEON (AT_HWCAP HWCAP_NEON).
 *
 * Constant time (AESALT_KERNEL_CONSTTIME): the assembly branches only on
 * block and round counts and addresses memory only by public offsets; the
 * C here has no table and no branch on key or data.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bytes.h"
#include "cpu.h"
#include "ct.h"
#include "kernel.h"

/* The assembly addresses these members by fixed offsets. */
_Static_assert(offsetof(aesalt_aes_key, rounds) == 4, "aes-neon32.S: KEY_ROUNDS 4");
_Static_assert(offsetof(aesalt_aes_key, rk) == 16, "aes-neon32.S: KEY_RK 16");

/* asm/arm/aes-neon32.S; nblocks a multiple of 8. */
AESALT_SLOT(aes_ecb_enc, neon32);
AESALT_SLOT(aes_ecb_dec, neon32);
AESALT_SLOT(aes_cbc_dec, neon32);
AESALT_SLOT(aes_ctr32, neon32);
AESALT_SLOT(aes_xts_enc, neon32);
AESALT_SLOT(aes_xts_dec, neon32);
void aesalt_aes_round8_neon32(uint8_t out[128], const uint8_t in[128], const uint8_t rk[128]);

/* asm/arm/aes-neon32-vperm.S: one block at a time, any nblocks. */
void aesalt_aes_ecb_enc1_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks);
void aesalt_aes_cbc_enc1_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks, uint8_t iv[16]);
void aesalt_aes_cbc_mac1_neon32(const aesalt_aes_key *key, uint8_t x[16], const uint8_t *in,
				size_t nblocks);
void aesalt_aes_ecb_dec1_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks);
void aesalt_aes_cbc_dec1_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				size_t nblocks, uint8_t iv[16]);

/* A last group of at most this many blocks goes through the one-block
 * path, more through the eight-block core padded: one block there costs
 * about a sixth of an eight-block group encrypting, a fifth decrypting,
 * so five blocks one at a time are cheaper than the padded group both
 * ways and six about level (counted: asm/arm/README.md, neon32). */
#define ONE_BLOCK_MAX 5

/* ---- key expansion ------------------------------------------------------ */

/* a * b in GF(2^8) mod x^8 + x^4 + x^3 + x + 1, with masks. */
static uint8_t gf_mul(uint8_t a, uint8_t b)
{
	unsigned r = 0, x = a, i;

	for (i = 0; i < 8; i++) {
		r ^= x & (0u - ((unsigned)(b >> i) & 1u));
		x = (x << 1) ^ (0x11bu & (0u - (x >> 7)));
	}
	return (uint8_t)r;
}

/* The S-box: x^254 (0 for 0) and the affine map, no table. */
static uint8_t sbox(uint8_t x)
{
	uint8_t x2 = gf_mul(x, x), x3 = gf_mul(x2, x), x6 = gf_mul(x3, x3);
	uint8_t x12 = gf_mul(x6, x6), x15 = gf_mul(x12, x3), x30 = gf_mul(x15, x15);
	uint8_t x60 = gf_mul(x30, x30), x120 = gf_mul(x60, x60), x126 = gf_mul(x120, x6);
	uint8_t x252 = gf_mul(x126, x126), inv = gf_mul(x252, x2);
	unsigned b = inv, v = b, k;

	for (k = 1; k < 5; k++)
		v ^= ((b << k) | (b >> (8 - k))) & 0xffu;
	return (uint8_t)(v ^ 0x63u);
}

static uint32_t sub_word(uint32_t w)
{
	return (uint32_t)sbox((uint8_t)w) | (uint32_t)sbox((uint8_t)(w >> 8)) << 8 |
	       (uint32_t)sbox((uint8_t)(w >> 16)) << 16 | (uint32_t)sbox((uint8_t)(w >> 24)) << 24;
}

/* FIPS-197 KeyExpansion into key->rk.b (round keys in byte order); the
 * words little-endian, so RotWord is a right rotation by 8.  The
 * inverse cipher of aes-neon32.S walks the same keys backwards. */
static void setkey_neon32(aesalt_aes_key *key, const uint8_t *k, unsigned bits)
{
	uint32_t w[60];
	const unsigned nr = aesalt_aes_expand_le(w, k, bits, sub_word), nw = 4 * (nr + 1);
	unsigned i;

	for (i = 0; i < nw; i++)
		aesalt_store_le32(key->rk.b + 4 * i, w[i]);
	key->rounds = nr;
	aesalt_zeroize(w, sizeof w);
}

/* ---- the last group of fewer than eight blocks ------------------------- */

typedef void (*group_fn)(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			 size_t nblocks);
typedef void (*group_fn_iv)(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			    size_t nblocks, uint8_t iv[16]);

/* Whole groups in place, the rest (n < 8 blocks) through buf. */
static void ecb_padded(group_fn f, const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
		       size_t nblocks)
{
	size_t whole = nblocks & ~(size_t)7, rest = nblocks - whole;
	uint8_t buf[128];

	if (whole != 0)
		f(key, out, in, whole);
	if (rest == 0)
		return;
	memset(buf, 0, sizeof buf);
	memcpy(buf, in + 16 * whole, 16 * rest);
	f(key, buf, buf, 8);
	memcpy(out + 16 * whole, buf, 16 * rest);
	aesalt_zeroize(buf, sizeof buf);
}

static void ecb_enc_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks)
{
	size_t whole = nblocks & ~(size_t)7, rest = nblocks - whole;

	if (rest > ONE_BLOCK_MAX) {
		ecb_padded(aesalt_aes_ecb_enc_neon32, key, out, in, nblocks);
		return;
	}
	if (whole != 0)
		aesalt_aes_ecb_enc_neon32(key, out, in, whole);
	if (rest != 0)
		aesalt_aes_ecb_enc1_neon32(key, out + 16 * whole, in + 16 * whole, rest);
}

static void ecb_dec_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks)
{
	size_t whole = nblocks & ~(size_t)7, rest = nblocks - whole;

	if (rest > ONE_BLOCK_MAX) {
		ecb_padded(aesalt_aes_ecb_dec_neon32, key, out, in, nblocks);
		return;
	}
	if (whole != 0)
		aesalt_aes_ecb_dec_neon32(key, out, in, whole);
	if (rest != 0)
		aesalt_aes_ecb_dec1_neon32(key, out + 16 * whole, in + 16 * whole, rest);
}

static void cbc_dec_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t iv[16])
{
	size_t whole = nblocks & ~(size_t)7, rest = nblocks - whole;
	uint8_t buf[128], next[16];

	if (whole != 0)
		aesalt_aes_cbc_dec_neon32(key, out, in, whole, iv);
	if (rest == 0)
		return;
	if (rest <= ONE_BLOCK_MAX) {
		aesalt_aes_cbc_dec1_neon32(key, out + 16 * whole, in + 16 * whole, rest, iv);
		return;
	}
	/* the blocks after the last are garbage in, ignored out; the next
	 * chaining value is the last real ciphertext block (read before the
	 * store: out may be in) */
	memset(buf, 0, sizeof buf);
	memcpy(buf, in + 16 * whole, 16 * rest);
	memcpy(next, buf + 16 * (rest - 1), 16);
	aesalt_aes_cbc_dec_neon32(key, buf, buf, 8, iv);
	memcpy(out + 16 * whole, buf, 16 * rest);
	memcpy(iv, next, 16);
	aesalt_zeroize(buf, sizeof buf);
}

static void ctr32_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
			 uint8_t ctr[16])
{
	size_t whole = nblocks & ~(size_t)7, rest = nblocks - whole;
	uint8_t buf[128];

	if (whole != 0)
		aesalt_aes_ctr32_neon32(key, out, in, whole, ctr);
	if (rest == 0)
		return;
	if (rest <= ONE_BLOCK_MAX) {
		/* the counter blocks here (the counter is public), one ECB call */
		uint32_t c = aesalt_load_be32(ctr + 12);
		size_t i;

		for (i = 0; i < rest; i++) {
			memcpy(buf + 16 * i, ctr, 12);
			aesalt_store_be32(buf + 16 * i + 12, c + (uint32_t)i);
		}
		aesalt_aes_ecb_enc1_neon32(key, buf, buf, rest);
		aesalt_xor(out + 16 * whole, in + 16 * whole, buf, 16 * rest);
		aesalt_store_be32(ctr + 12, c + (uint32_t)rest);
		aesalt_zeroize(buf, 16 * rest);
		return;
	}
	memset(buf, 0, sizeof buf);
	memcpy(buf, in + 16 * whole, 16 * rest);
	aesalt_aes_ctr32_neon32(key, buf, buf, 8, ctr);
	memcpy(out + 16 * whole, buf, 16 * rest);
	/* the call stepped the counter by 8: back by 8 - rest (mod 2^32) */
	aesalt_store_be32(ctr + 12, aesalt_load_be32(ctr + 12) - (uint32_t)(8 - rest));
	aesalt_zeroize(buf, sizeof buf);
}

/* XTS: whole groups in assembly, the rest (n < 8) as ECB with the tweaks
 * applied here: one block at a time up to ONE_BLOCK_MAX, else a padded group. */
static void xts_neon32(group_fn ecb, group_fn ecb1, group_fn_iv xts, const aesalt_aes_key *key,
		       uint8_t *out, const uint8_t *in, size_t nblocks, uint8_t tweak[16])
{
	size_t whole = nblocks & ~(size_t)7, rest = nblocks - whole, i;
	uint8_t buf[128], tw[128];

	if (whole != 0)
		xts(key, out, in, whole, tweak);
	if (rest == 0)
		return;
	memset(buf, 0, sizeof buf);
	for (i = 0; i < rest; i++) {
		memcpy(tw + 16 * i, tweak, 16);
		aesalt_xor(buf + 16 * i, in + 16 * (whole + i), tweak, 16);
		aesalt_xts_double(tweak);
	}
	if (rest <= ONE_BLOCK_MAX)
		ecb1(key, buf, buf, rest);
	else
		ecb(key, buf, buf, 8);
	for (i = 0; i < rest; i++)
		aesalt_xor(out + 16 * (whole + i), buf + 16 * i, tw + 16 * i, 16);
	aesalt_zeroize(buf, sizeof buf);
	aesalt_zeroize(tw, sizeof tw);
}

static void xts_enc_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t tweak[16])
{
	xts_neon32(aesalt_aes_ecb_enc_neon32, aesalt_aes_ecb_enc1_neon32, aesalt_aes_xts_enc_neon32,
		   key, out, in, nblocks, tweak);
}

static void xts_dec_neon32(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
			   size_t nblocks, uint8_t tweak[16])
{
	xts_neon32(aesalt_aes_ecb_dec_neon32, aesalt_aes_ecb_dec1_neon32, aesalt_aes_xts_dec_neon32,
		   key, out, in, nblocks, tweak);
}

/* slot aes_round: n <= 8 blocks through one eight-block round */
static void round_neon32(uint8_t (*out)[16], const uint8_t (*in)[16], const uint8_t (*rk)[16],
			 size_t n)
{
	uint8_t b[128], k[128];

	memset(b, 0, sizeof b);
	memset(k, 0, sizeof k);
	memcpy(b, in, 16 * n);
	memcpy(k, rk, 16 * n);
	aesalt_aes_round8_neon32(b, b, k);
	memcpy(out, b, 16 * n);
	aesalt_zeroize(b, sizeof b);
	aesalt_zeroize(k, sizeof k);
}

/* ---- GHASH: asm/arm/ghash-neon32.S (VMULL.P8) ---------------------------- */

/* The assembly addresses gkey->h at offset 8 (GK_H) and uses 480 of its
 * bytes (four key powers). */
_Static_assert(offsetof(aesalt_ghash_key, h) == 8, "ghash-neon32.S: GK_H 8");
_Static_assert(sizeof(((aesalt_ghash_key *)0)->h) >= 480, "ghash-neon32.S: 4 powers");

AESALT_SLOT(ghash_setkey, neon32);
AESALT_SLOT(ghash, neon32);

static int neon32_usable(void)
{
	return aesalt_cpu_has_neon();
}

/* see kernel.h */
const struct aesalt_kernel aesalt_kernel_neon32 = {
	.name = "neon32",
	.flags = AESALT_KERNEL_CONSTTIME,
	.usable = neon32_usable,

	.aes_setkey_enc = setkey_neon32,
	.aes_setkey_dec = setkey_neon32,
	.aes_ecb_enc = ecb_enc_neon32,
	.aes_ecb_dec = ecb_dec_neon32,
	.aes_cbc_enc = aesalt_aes_cbc_enc1_neon32,
	.aes_cbc_dec = cbc_dec_neon32,
	.aes_ctr32 = ctr32_neon32,
	.aes_xts_enc = AESALT_SLOT_XTS(xts_enc_neon32),
	.aes_xts_dec = AESALT_SLOT_XTS(xts_dec_neon32),

	.ghash_setkey = aesalt_ghash_setkey_neon32,
	.ghash = aesalt_ghash_neon32,
	.gcm_enc = NULL,
	.gcm_dec = NULL,

	.aes_round = AESALT_SLOT_AEGIS(round_neon32), /* AEGIS: core/aegis_c.c over the round */

	/* CCM: core runs cbc_mac (one block at a time) and ctr32 (eight) */
	.ccm_enc = NULL,
	.ccm_dec = NULL,
	.cbc_mac = aesalt_aes_cbc_mac1_neon32,
};
