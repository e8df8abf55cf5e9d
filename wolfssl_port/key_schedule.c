/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reading the raw AES key back from wolfSSL's own key schedule, for the
 * objects whose devKey wolfSSL does not fill (wolfSSL 5.7 with
 * WOLF_CRYPTO_CB_FIND and no device id).
 *
 * Why not a set-key callback instead: wolfSSL 5.7 has none for AES, and
 * hands the device nothing at set-key time for an object without a device
 * id.  5.9 has two (WOLF_CRYPTO_CB_SETKEY, WOLF_CRYPTO_CB_AES_SETKEY), but
 * a callback that takes the key makes wolfSSL skip its own key set-up, so
 * wolfSSL's software could no longer serve the requests this device
 * declines (other modes, overlapping buffers); and 5.9 copies the raw key
 * to devKey for these objects anyway (key_cache.c probes it at
 * registration), so there the read-back is never used.  Without the
 * find-device hook it is not compiled at all (device.h).
 *
 * The first words of an encryption schedule are the key; a decryption
 * schedule holds it in its last two round keys (with InvMixColumns applied
 * to the second, unless WOLFSSL_AES_SMALL_TABLES).  The key read back is
 * expanded again here (FIPS-197, portable constant-time C: no table, no
 * branch on key bytes) and the whole schedule compared with wolfSSL's; on
 * any difference (another layout, a key set for the other direction) the
 * caller declines the request, so the device computes with exactly the key
 * the software would, or not at all.
 */
#include <string.h>

#include "device.h"

#if AESALT_WOLFSSL_SCHEDULE

/* GF(2^8) arithmetic without table lookups or branches on the operands. */
static uint8_t gf_xtime(uint8_t a)
{
	return (uint8_t)((a << 1) ^ (0x1b & (uint8_t)(0u - (a >> 7))));
}

static uint8_t gf_mul(uint8_t a, uint8_t b)
{
	uint8_t r = 0;
	int i;
	for (i = 0; i < 8; i++) {
		r ^= (uint8_t)(a & (uint8_t)(0u - ((b >> i) & 1u)));
		a = gf_xtime(a);
	}
	return r;
}

/* The AES S-box as inverse (x^254) then the affine map, in constant time. */
static uint8_t sbox(uint8_t x)
{
	uint8_t x2 = gf_mul(x, x), x3 = gf_mul(x2, x), x6 = gf_mul(x3, x3);
	uint8_t x7 = gf_mul(x6, x), x14 = gf_mul(x7, x7), x15 = gf_mul(x14, x);
	uint8_t x30 = gf_mul(x15, x15), x31 = gf_mul(x30, x), x62 = gf_mul(x31, x31);
	uint8_t x63 = gf_mul(x62, x), x126 = gf_mul(x63, x63), x127 = gf_mul(x126, x);
	uint8_t inv = gf_mul(x127, x127); /* x^254 = x^-1, and 0 for 0 */
	uint8_t s = inv;
	int i;
	for (i = 1; i <= 4; i++)
		s ^= (uint8_t)((inv << i) | (inv >> (8 - i)));
	return (uint8_t)(s ^ 0x63);
}

static uint32_t sub_word(uint32_t w)
{
	return (uint32_t)sbox((uint8_t)(w >> 24)) << 24 | (uint32_t)sbox((uint8_t)(w >> 16)) << 16 |
	       (uint32_t)sbox((uint8_t)(w >> 8)) << 8 | sbox((uint8_t)w);
}

/* The column (bytes b0..b3, most significant first) times the MixColumns
 * matrix (inv = 0) or the InvMixColumns matrix (inv = 1). */
static uint32_t mix_column(uint32_t w, int inv)
{
	static const uint8_t fwd[4] = { 2, 3, 1, 1 }, bwd[4] = { 14, 11, 13, 9 };
	const uint8_t *m = inv ? bwd : fwd;
	uint8_t b[4], r[4];
	int i, j;
	for (i = 0; i < 4; i++)
		b[i] = (uint8_t)(w >> (24 - 8 * i));
	for (i = 0; i < 4; i++) {
		r[i] = 0;
		for (j = 0; j < 4; j++)
			r[i] ^= gf_mul(m[(j - i + 4) % 4], b[j]);
	}
	return (uint32_t)r[0] << 24 | (uint32_t)r[1] << 16 | (uint32_t)r[2] << 8 | r[3];
}

/* FIPS-197 key expansion into big-endian words w[0 .. 4 * (rounds + 1)). */
static void expand(uint32_t *w, const uint32_t *k, unsigned nk, unsigned rounds)
{
	unsigned i, n = 4 * (rounds + 1);
	uint8_t rcon = 1;
	for (i = 0; i < nk; i++)
		w[i] = k[i];
	for (i = nk; i < n; i++) {
		uint32_t t = w[i - 1];
		if (i % nk == 0) {
			t = sub_word(t << 8 | t >> 24) ^ (uint32_t)rcon << 24;
			rcon = gf_xtime(rcon);
		} else if (nk > 6 && i % nk == 4) {
			t = sub_word(t);
		}
		w[i] = w[i - nk] ^ t;
	}
}

/* Rewrites an encryption schedule into wolfSSL's decryption schedule:
 * round keys in reverse order, InvMixColumns on all but the first and last
 * (not with WOLFSSL_AES_SMALL_TABLES, whose decryption applies it itself). */
static void to_decrypt_form(uint32_t *d, const uint32_t *w, unsigned rounds)
{
	unsigned r, c;
	for (r = 0; r <= rounds; r++) {
		for (c = 0; c < 4; c++) {
			uint32_t v = w[4 * (rounds - r) + c];
#ifndef WOLFSSL_AES_SMALL_TABLES
			if (r != 0 && r != rounds)
				v = mix_column(v, 1);
#endif
			d[4 * r + c] = v;
		}
	}
}

/* see device.h */
size_t aesalt_wolfssl_key_from_schedule(const Aes *aes, int dec, uint8_t raw[32])
{
	uint32_t k[8], w[60], d[60];
	const uint32_t *s = (const uint32_t *)aes->key;
	unsigned rounds = (unsigned)aes->rounds, nk, n, i;
	unsigned diff = 0;

	if (rounds != 10 && rounds != 12 && rounds != 14)
		return 0;
	nk = rounds - 6;
	n = 4 * (rounds + 1);
	if ((unsigned)aes->keylen != 4 * nk)
		return 0;
	for (i = 0; i < nk; i++) {
		if (!dec)
			k[i] = s[i];
		else if (i < 4)
			k[i] = s[4 * rounds + i]; /* last round key = first of the key */
		else
#ifndef WOLFSSL_AES_SMALL_TABLES
			k[i] = mix_column(s[4 * (rounds - 1) + i - 4], 0);
#else
			k[i] = s[4 * (rounds - 1) + i - 4];
#endif
	}
	expand(w, k, nk, rounds);
	if (dec) {
		to_decrypt_form(d, w, rounds);
		memcpy(w, d, n * sizeof w[0]);
	}
	for (i = 0; i < n; i++)
		diff |= w[i] ^ s[i];
	for (i = 0; i < nk; i++) {
		raw[4 * i] = (uint8_t)(k[i] >> 24);
		raw[4 * i + 1] = (uint8_t)(k[i] >> 16);
		raw[4 * i + 2] = (uint8_t)(k[i] >> 8);
		raw[4 * i + 3] = (uint8_t)k[i];
	}
	aesalt_zeroize(k, sizeof k);
	aesalt_zeroize(w, sizeof w);
	aesalt_zeroize(d, sizeof d);
	if (diff != 0) {
		aesalt_zeroize(raw, 32);
		return 0;
	}
	return 4 * nk;
}
#else
typedef int aesalt_wolfssl_no_schedule; /* ISO C: no empty file */
#endif /* AESALT_WOLFSSL_SCHEDULE */
