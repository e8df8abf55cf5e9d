/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS state updates for C kernels, over an AES round function.
 *
 * Sources of the formulas:
 *  - AEGIS-128: H. Wu, B. Preneel, "AEGIS: A Fast Authenticated Encryption
 *    Algorithm (v1.1)", CAESAR final portfolio, 2016 (the AEGIS-128 that
 *    Linux calls "aegis128").
 *  - AEGIS-128L and AEGIS-256: draft-irtf-cfrg-aegis-aead-18 (CFRG,
 *    October 2025), sections "The Update Function" and "The Enc Function".
 *
 * All three share one shape of Update over an n-word state S0..S(n-1):
 *
 *     S'0 = AESRound(S(n-1), S0 ^ M0)
 *     S'i = AESRound(S(i-1), Si)          for 1 <= i < n
 *
 * with AESRound(in, rk) = MixColumns(ShiftRows(SubBytes(in))) ^ rk, and
 * AEGIS-128L also absorbs a second word: S'4 = AESRound(S3, S4 ^ M1).  Every
 * S'i depends only on the old state, so the n rounds are independent and go
 * to the round function in a single call: a bitsliced round then works on
 * all the words at once.
 *
 * The keystream z (taken before the Update of the block it masks):
 *     AEGIS-128:  z  = S1 ^ S4 ^ (S2 & S3)
 *     AEGIS-128L: z0 = S1 ^ S6 ^ (S2 & S3),  z1 = S2 ^ S5 ^ (S6 & S7)
 *     AEGIS-256:  z  = S1 ^ S4 ^ S5 ^ (S2 & S3)
 * The state always absorbs the plaintext, in both directions.
 */
#include <string.h>

#include "aegis_c.h"
#include "bytes.h"
#include "ct.h"

/* Round inputs and round keys of one Update.  They hold state words, so
 * the callers keep them across the blocks of one call and wipe them once at
 * the end, rather than once per block. */
struct aegis_tmp {
	uint8_t in[8][16];
	uint8_t rk[8][16];
};

/* Writes the rate bytes of keystream for the current state. */
typedef void (*aegis_ks_fn)(const aesalt_aegis_state *st, uint8_t *z);

/* One Update of an n-word state with message word m0 (and m1 into S4 for
 * AEGIS-128L, else NULL). */
static void aegis_update(aesalt_aes_round_fn round, aesalt_aegis_state *st, struct aegis_tmp *t,
			 size_t n, const uint8_t *m0, const uint8_t *m1)
{
	memcpy(t->in[0], st->s[n - 1], 16);
	memcpy(t->in + 1, st->s, (n - 1) * sizeof t->in[0]);
	memcpy(t->rk, st->s, n * sizeof t->rk[0]);
	aesalt_xor(t->rk[0], t->rk[0], m0, 16);
	if (m1 != NULL)
		aesalt_xor(t->rk[4], t->rk[4], m1, 16);
	/* out (the state) never overlaps rk (a copy), as the round requires */
	round(st->s, (const uint8_t(*)[16])t->in, (const uint8_t(*)[16])t->rk, n);
}

/* rate 16: one message word per block; rate 32: words M0 || M1. */
static void aegis_update_block(aesalt_aes_round_fn round, aesalt_aegis_state *st,
			       struct aegis_tmp *t, size_t n, size_t rate, const uint8_t *m)
{
	aegis_update(round, st, t, n, m, rate == 32 ? m + 16 : NULL);
}

static void aegis_absorb(aesalt_aes_round_fn round, aesalt_aegis_state *st, size_t n, size_t rate,
			 const uint8_t *in, size_t nblocks)
{
	struct aegis_tmp t;

	for (; nblocks > 0; nblocks--, in += rate)
		aegis_update_block(round, st, &t, n, rate, in);
	aesalt_zeroize(&t, sizeof t);
}

/* Encrypts (decrypt == 0) or decrypts whole blocks.  m keeps the plaintext
 * block for the Update, since out may be in and is written first. */
static void aegis_crypt(aesalt_aes_round_fn round, aesalt_aegis_state *st, size_t n, size_t rate,
			aegis_ks_fn ks, uint8_t *out, const uint8_t *in, size_t nblocks,
			int decrypt)
{
	struct aegis_tmp t;
	uint8_t z[32], m[32];

	for (; nblocks > 0; nblocks--, in += rate, out += rate) {
		ks(st, z);
		if (decrypt) {
			aesalt_xor(m, in, z, rate);
			memcpy(out, m, rate);
		} else {
			memcpy(m, in, rate);
			aesalt_xor(out, m, z, rate);
		}
		aegis_update_block(round, st, &t, n, rate, m);
	}
	aesalt_zeroize(&t, sizeof t);
	aesalt_zeroize(z, sizeof z);
	aesalt_zeroize(m, sizeof m);
}

/* see aegis_c.h */
void aesalt_aegis128_absorb_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, const uint8_t *in,
			      size_t nblocks)
{
	aegis_absorb(round, st, 5, 16, in, nblocks);
}

/* see aegis_c.h */
void aesalt_aegis128_enc_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks)
{
	aegis_crypt(round, st, 5, 16, aesalt_aegis128_keystream, out, in, nblocks, 0);
}

/* see aegis_c.h */
void aesalt_aegis128_dec_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks)
{
	aegis_crypt(round, st, 5, 16, aesalt_aegis128_keystream, out, in, nblocks, 1);
}

/* see aegis_c.h */
void aesalt_aegis128l_absorb_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, const uint8_t *in,
			       size_t nblocks)
{
	aegis_absorb(round, st, 8, 32, in, nblocks);
}

/* see aegis_c.h */
void aesalt_aegis128l_enc_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			    const uint8_t *in, size_t nblocks)
{
	aegis_crypt(round, st, 8, 32, aesalt_aegis128l_keystream, out, in, nblocks, 0);
}

/* see aegis_c.h */
void aesalt_aegis128l_dec_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			    const uint8_t *in, size_t nblocks)
{
	aegis_crypt(round, st, 8, 32, aesalt_aegis128l_keystream, out, in, nblocks, 1);
}

/* see aegis_c.h */
void aesalt_aegis256_absorb_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, const uint8_t *in,
			      size_t nblocks)
{
	aegis_absorb(round, st, 6, 16, in, nblocks);
}

/* see aegis_c.h */
void aesalt_aegis256_enc_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks)
{
	aegis_crypt(round, st, 6, 16, aesalt_aegis256_keystream, out, in, nblocks, 0);
}

/* see aegis_c.h */
void aesalt_aegis256_dec_c(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
			   const uint8_t *in, size_t nblocks)
{
	aegis_crypt(round, st, 6, 16, aesalt_aegis256_keystream, out, in, nblocks, 1);
}
