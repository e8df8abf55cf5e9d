/* SPDX-License-Identifier: Apache-2.0 */
/*
 * AEGIS-128, AEGIS-128L and AEGIS-256 one-shot AEAD, written once over the
 * aegis* kernel slots.
 *
 * Sources:
 *  - AEGIS-128: H. Wu, B. Preneel, "AEGIS: A Fast Authenticated Encryption
 *    Algorithm (v1.1)", CAESAR final portfolio, 2016 (Linux "aegis128").
 *  - AEGIS-128L, AEGIS-256: draft-irtf-cfrg-aegis-aead-18 (October 2025),
 *    sections "The Init Function", "The DecPartial Function" and "The
 *    Finalize Function" of each variant.
 *
 * The kernels only do whole blocks (absorb, enc, dec: see kernel.h).  This
 * file does everything else: initialisation (the Init updates are fed to the
 * absorb slot as message blocks), zero padding of the last AD and message
 * block, the last partial ciphertext block, finalisation and the tag.  The
 * three variants differ only in the few parameters of struct aegis_desc.
 *
 * A partial last plaintext block is zero-padded and encrypted as a whole
 * block, which absorbs exactly the padded plaintext as the specifications
 * require.  A partial last ciphertext block cannot go through the dec slot
 * (it would absorb c ^ z over the padding, not zeros), so its keystream is
 * computed here from the canonical state, and the zero-padded plaintext is
 * absorbed.
 */
#include <string.h>

#include "aesalt/aesalt.h"
#include "bytes.h"
#include "ct.h"
#include "internal.h"
#include "kernel.h"

enum aegis_variant { AEGIS_128, AEGIS_128L, AEGIS_256 };

/* The kernel slots of one variant, and their kernel (for the test-build
 * call counter). */
struct aegis_ops {
	const struct aesalt_kernel *kern;
	void (*absorb)(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
	void (*enc)(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in, size_t nblocks);
	void (*dec)(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in, size_t nblocks);
};

/* Room for the Init message blocks: AEGIS-128L's 10 blocks of 32 bytes are
 * the most (AEGIS-128: 10 x 16, AEGIS-256: 16 x 16); Finalize needs 7. */
#define AEGIS_SCRATCH 320

struct aegis_desc {
	enum aegis_variant variant;
	size_t words;	    /* state words: 5, 8, 6 */
	size_t rate;	    /* bytes per block: 16 or 32 */
	size_t len_word;    /* word XORed with the lengths in Finalize */
	size_t tag16_words; /* words S0.. XORed into a 16-byte tag */
	size_t tag_min;	    /* shortest accepted truncation of the 16-byte tag */
	size_t tag_max;	    /* 16, or 32 where the 256-bit tag exists */
	/* Sets the initial state and writes the message blocks that Init
	 * absorbs into blocks; returns their number. */
	size_t (*init)(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
		       const uint8_t *nonce);
	/* Writes the rate bytes of keystream z for the current state. */
	void (*ks)(const aesalt_aegis_state *st, uint8_t *z);
};

/* The constants of all three specifications (the Fibonacci sequence mod
 * 256), C0 = const0 and C1 = const1 of the AEGIS paper. */
static const uint8_t aegis_c0[16] = { 0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d,
				      0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62 };
static const uint8_t aegis_c1[16] = { 0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1,
				      0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd };

/* AEGIS-128: S = {K ^ N, C1, C0, K ^ C0, K ^ C1}, then 10 updates with
 * K, K ^ N, K, K ^ N, ... */
static size_t aegis128_init(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
			    const uint8_t *nonce)
{
	size_t i;

	aesalt_xor(st->s[0], key, nonce, 16);
	memcpy(st->s[1], aegis_c1, 16);
	memcpy(st->s[2], aegis_c0, 16);
	aesalt_xor(st->s[3], key, aegis_c0, 16);
	aesalt_xor(st->s[4], key, aegis_c1, 16);
	for (i = 0; i < 10; i++)
		memcpy(blocks + 16 * i, (i & 1) ? st->s[0] : key, 16);
	return 10;
}

/* AEGIS-128L: S = {K ^ N, C1, C0, C1, K ^ N, K ^ C0, K ^ C1, K ^ C0}, then
 * 10 x Update(N, K). */
static size_t aegis128l_init(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
			     const uint8_t *nonce)
{
	size_t i;

	aesalt_xor(st->s[0], key, nonce, 16);
	memcpy(st->s[1], aegis_c1, 16);
	memcpy(st->s[2], aegis_c0, 16);
	memcpy(st->s[3], aegis_c1, 16);
	memcpy(st->s[4], st->s[0], 16);
	aesalt_xor(st->s[5], key, aegis_c0, 16);
	aesalt_xor(st->s[6], key, aegis_c1, 16);
	aesalt_xor(st->s[7], key, aegis_c0, 16);
	for (i = 0; i < 10; i++) {
		memcpy(blocks + 32 * i, nonce, 16);
		memcpy(blocks + 32 * i + 16, key, 16);
	}
	return 10;
}

/* AEGIS-256: S = {K0 ^ N0, K1 ^ N1, C1, C0, K0 ^ C0, K1 ^ C1}, then 4 x
 * (Update(K0), Update(K1), Update(K0 ^ N0), Update(K1 ^ N1)). */
static size_t aegis256_init(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
			    const uint8_t *nonce)
{
	size_t i;

	aesalt_xor(st->s[0], key, nonce, 16);
	aesalt_xor(st->s[1], key + 16, nonce + 16, 16);
	memcpy(st->s[2], aegis_c1, 16);
	memcpy(st->s[3], aegis_c0, 16);
	aesalt_xor(st->s[4], key, aegis_c0, 16);
	aesalt_xor(st->s[5], key + 16, aegis_c1, 16);
	for (i = 0; i < 4; i++) {
		memcpy(blocks + 64 * i, key, 32);
		memcpy(blocks + 64 * i + 32, st->s[0], 16);
		memcpy(blocks + 64 * i + 48, st->s[1], 16);
	}
	return 16;
}

/* z[i] = a[i] ^ b[i] ^ (c[i] & d[i]) over one word. */
static void aegis_ks_word(uint8_t *z, const uint8_t *a, const uint8_t *b, const uint8_t *c,
			  const uint8_t *d)
{
	size_t i;

	for (i = 0; i < 16; i++)
		z[i] = (uint8_t)(a[i] ^ b[i] ^ (c[i] & d[i]));
}

/* see kernel.h.  AEGIS-128: z = S1 ^ S4 ^ (S2 & S3) */
void aesalt_aegis128_keystream(const aesalt_aegis_state *st, uint8_t *z)
{
	aegis_ks_word(z, st->s[1], st->s[4], st->s[2], st->s[3]);
}

/* see kernel.h.  AEGIS-128L: z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7) */
void aesalt_aegis128l_keystream(const aesalt_aegis_state *st, uint8_t *z)
{
	aegis_ks_word(z, st->s[1], st->s[6], st->s[2], st->s[3]);
	aegis_ks_word(z + 16, st->s[2], st->s[5], st->s[6], st->s[7]);
}

/* see kernel.h.  AEGIS-256: z = S1 ^ S4 ^ S5 ^ (S2 & S3) */
void aesalt_aegis256_keystream(const aesalt_aegis_state *st, uint8_t *z)
{
	aegis_ks_word(z, st->s[1], st->s[4], st->s[2], st->s[3]);
	aesalt_xor(z, z, st->s[5], 16);
}

static const struct aegis_desc aegis128_desc = {
	.variant = AEGIS_128,
	.words = 5,
	.rate = 16,
	.len_word = 3,
	.tag16_words = 5,
	.tag_min = 8,
	.tag_max = 16,
	.init = aegis128_init,
	.ks = aesalt_aegis128_keystream,
};

/* The 128-bit tag leaves S7 out: S0 ^ ... ^ S6. */
static const struct aegis_desc aegis128l_desc = {
	.variant = AEGIS_128L,
	.words = 8,
	.rate = 32,
	.len_word = 2,
	.tag16_words = 7,
	.tag_min = 16,
	.tag_max = 32,
	.init = aegis128l_init,
	.ks = aesalt_aegis128l_keystream,
};

static const struct aegis_desc aegis256_desc = {
	.variant = AEGIS_256,
	.words = 6,
	.rate = 16,
	.len_word = 3,
	.tag16_words = 6,
	.tag_min = 16,
	.tag_max = 32,
	.init = aegis256_init,
	.ks = aesalt_aegis256_keystream,
};

/* Message and AD are below 2^61 bytes, so that their bit lengths fit the
 * 64-bit fields of Finalize (the CFRG P_MAX and A_MAX). */
static int aegis_too_long(size_t len)
{
#if SIZE_MAX > 0x1fffffffffffffffu
	return len > 0x1fffffffffffffffu;
#else
	(void)len;
	return 0;
#endif
}

static int aegis_check(const struct aegis_desc *d, const uint8_t *key, const uint8_t *nonce,
		       const uint8_t *aad, size_t aad_len, const uint8_t *in, const uint8_t *out,
		       size_t len, const uint8_t *tag, size_t tag_len)
{
	if (key == NULL || nonce == NULL || tag == NULL)
		return AESALT_ERR_BAD_INPUT;
	if (aad == NULL && aad_len != 0)
		return AESALT_ERR_BAD_INPUT;
	if (aesalt_check_io(out, in, len) != AESALT_OK)
		return AESALT_ERR_BAD_INPUT;
	if (!((tag_len >= d->tag_min && tag_len <= 16) || tag_len == d->tag_max))
		return AESALT_ERR_BAD_INPUT;
	if (aegis_too_long(aad_len) || aegis_too_long(len))
		return AESALT_ERR_INPUT_LENGTH;
	return AESALT_OK;
}

static int aegis_ops_get(const struct aegis_desc *d, struct aegis_ops *ops)
{
	const struct aesalt_kernel *k = aesalt_kernel_active();

	if (k == NULL)
		return AESALT_ERR_UNSUPPORTED;
	ops->kern = k;
	switch (d->variant) {
	case AEGIS_128:
		ops->absorb = k->aegis128_absorb;
		ops->enc = k->aegis128_enc;
		ops->dec = k->aegis128_dec;
		break;
	case AEGIS_128L:
		ops->absorb = k->aegis128l_absorb;
		ops->enc = k->aegis128l_enc;
		ops->dec = k->aegis128l_dec;
		break;
	default:
		ops->absorb = k->aegis256_absorb;
		ops->enc = k->aegis256_enc;
		ops->dec = k->aegis256_dec;
		break;
	}
	/* The slots are required by the contract; a kernel still without
	 * them is refused rather than called. */
	if (ops->absorb == NULL || ops->enc == NULL || ops->dec == NULL)
		return AESALT_ERR_UNSUPPORTED;
	return AESALT_OK;
}

/* Init, then the AD in zero-padded blocks. */
static void aegis_start(const struct aegis_desc *d, const struct aegis_ops *ops,
			aesalt_aegis_state *st, const uint8_t *key, const uint8_t *nonce,
			const uint8_t *aad, size_t aad_len)
{
	uint8_t blocks[AEGIS_SCRATCH];
	size_t full = aad_len - aad_len % d->rate;
	size_t n;

	memset(st, 0, sizeof *st);
	n = d->init(st, blocks, key, nonce);
	AESALT_COUNT(ops->kern);
	ops->absorb(st, blocks, n);
	if (full != 0) {
		AESALT_COUNT(ops->kern);
		ops->absorb(st, aad, full / d->rate);
	}
	if (full != aad_len) {
		memset(blocks, 0, d->rate);
		memcpy(blocks, aad + full, aad_len - full);
		AESALT_COUNT(ops->kern);
		ops->absorb(st, blocks, 1);
	}
	aesalt_wipe(blocks, sizeof blocks);
}

/* Finalize: t = S[len_word] ^ (LE64(ad bits) || LE64(msg bits)), seven
 * updates with t (AEGIS-128L: Update(t, t)), then the tag from the state.
 * tag_len <= 16 gives the 16-byte tag, 32 the 256-bit one. */
static void aegis_finish(const struct aegis_desc *d, const struct aegis_ops *ops,
			 aesalt_aegis_state *st, uint64_t aad_len, uint64_t len, uint8_t tag[32],
			 size_t tag_len)
{
	uint8_t blocks[AEGIS_SCRATCH];
	uint8_t t[16];
	size_t i, half;

	aesalt_store_le64(t, aad_len << 3);
	aesalt_store_le64(t + 8, len << 3);
	aesalt_xor(t, t, st->s[d->len_word], 16);
	for (i = 0; i < 7 * d->rate; i += 16)
		memcpy(blocks + i, t, 16);
	AESALT_COUNT(ops->kern);
	ops->absorb(st, blocks, 7);

	if (tag_len <= 16) {
		memcpy(tag, st->s[0], 16);
		for (i = 1; i < d->tag16_words; i++)
			aesalt_xor(tag, tag, st->s[i], 16);
	} else {
		/* (S0 ^ .. ^ S(n/2-1)) || (S(n/2) ^ .. ^ S(n-1)) */
		half = d->words / 2;
		memcpy(tag, st->s[0], 16);
		memcpy(tag + 16, st->s[half], 16);
		for (i = 1; i < half; i++) {
			aesalt_xor(tag, tag, st->s[i], 16);
			aesalt_xor(tag + 16, tag + 16, st->s[half + i], 16);
		}
	}
	aesalt_wipe(blocks, sizeof blocks);
	aesalt_wipe(t, sizeof t);
}

static int aegis_encrypt(const struct aegis_desc *d, const uint8_t *key, const uint8_t *nonce,
			 const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,
			 size_t len, uint8_t *tag, size_t tag_len)
{
	struct aegis_ops ops;
	aesalt_aegis_state st;
	uint8_t buf[32], full_tag[32];
	size_t full = len - len % d->rate;
	int err;

	err = aegis_check(d, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
	if (err == AESALT_OK)
		err = aegis_ops_get(d, &ops);
	if (err != AESALT_OK)
		return err;

	aegis_start(d, &ops, &st, key, nonce, aad, aad_len);
	if (full != 0) {
		AESALT_COUNT(ops.kern);
		ops.enc(&st, out, in, full / d->rate);
	}
	if (full != len) {
		memset(buf, 0, d->rate);
		memcpy(buf, in + full, len - full);
		AESALT_COUNT(ops.kern);
		ops.enc(&st, buf, buf, 1);
		memcpy(out + full, buf, len - full);
	}
	aegis_finish(d, &ops, &st, aad_len, len, full_tag, tag_len);
	memcpy(tag, full_tag, tag_len);

	aesalt_wipe(&st, sizeof st);
	aesalt_wipe(buf, sizeof buf);
	aesalt_wipe(full_tag, sizeof full_tag);
	return AESALT_OK;
}

static int aegis_decrypt(const struct aegis_desc *d, const uint8_t *key, const uint8_t *nonce,
			 const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,
			 size_t len, const uint8_t *tag, size_t tag_len)
{
	struct aegis_ops ops;
	aesalt_aegis_state st;
	uint8_t buf[32], z[32], full_tag[32];
	size_t full = len - len % d->rate, i;
	int err;

	err = aegis_check(d, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
	if (err == AESALT_OK)
		err = aegis_ops_get(d, &ops);
	if (err != AESALT_OK)
		return err;

	aegis_start(d, &ops, &st, key, nonce, aad, aad_len);
	if (full != 0) {
		AESALT_COUNT(ops.kern);
		ops.dec(&st, out, in, full / d->rate);
	}
	if (full != len) {
		/* DecPartial: buf = ZeroPad(cn) ^ z over |cn| bytes only, so
		 * the padding stays zero for the Update. */
		memset(buf, 0, d->rate);
		memcpy(buf, in + full, len - full);
		d->ks(&st, z);
		/* A byte loop: gcc -O3 cannot see that len - full < rate and
		 * warns about the word-wide aesalt_xor. */
		for (i = 0; i < len - full; i++)
			buf[i] = (uint8_t)(buf[i] ^ z[i]);
		memcpy(out + full, buf, len - full);
		AESALT_COUNT(ops.kern);
		ops.absorb(&st, buf, 1);
	}
	aegis_finish(d, &ops, &st, aad_len, len, full_tag, tag_len);
	if (aesalt_ct_memneq(full_tag, tag, tag_len) != 0) {
		aesalt_wipe(out, len);
		err = AESALT_ERR_AUTH;
	}

	aesalt_wipe(&st, sizeof st);
	aesalt_wipe(buf, sizeof buf);
	aesalt_wipe(z, sizeof z);
	aesalt_wipe(full_tag, sizeof full_tag);
	return err;
}

/* see aesalt.h */
int aesalt_aegis128_encrypt(const uint8_t key[16], const uint8_t nonce[16], const uint8_t *aad,
			    size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
			    uint8_t *tag, size_t tag_len)
{
	return aegis_encrypt(&aegis128_desc, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
}

/* see aesalt.h */
int aesalt_aegis128_decrypt(const uint8_t key[16], const uint8_t nonce[16], const uint8_t *aad,
			    size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
			    const uint8_t *tag, size_t tag_len)
{
	return aegis_decrypt(&aegis128_desc, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
}

/* see aesalt.h */
int aesalt_aegis128l_encrypt(const uint8_t key[16], const uint8_t nonce[16], const uint8_t *aad,
			     size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
			     uint8_t *tag, size_t tag_len)
{
	return aegis_encrypt(&aegis128l_desc, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
}

/* see aesalt.h */
int aesalt_aegis128l_decrypt(const uint8_t key[16], const uint8_t nonce[16], const uint8_t *aad,
			     size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
			     const uint8_t *tag, size_t tag_len)
{
	return aegis_decrypt(&aegis128l_desc, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
}

/* see aesalt.h */
int aesalt_aegis256_encrypt(const uint8_t key[32], const uint8_t nonce[32], const uint8_t *aad,
			    size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
			    uint8_t *tag, size_t tag_len)
{
	return aegis_encrypt(&aegis256_desc, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
}

/* see aesalt.h */
int aesalt_aegis256_decrypt(const uint8_t key[32], const uint8_t nonce[32], const uint8_t *aad,
			    size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
			    const uint8_t *tag, size_t tag_len)
{
	return aegis_decrypt(&aegis256_desc, key, nonce, aad, aad_len, in, out, len, tag, tag_len);
}
