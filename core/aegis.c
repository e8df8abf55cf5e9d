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
 *
 * Cost per message, outside the kernels: the C works on 16-byte words as
 * two 64-bit halves (struct aegis_word), one scratch buffer holds the Init
 * blocks, the padded blocks and the Finalize blocks and is wiped once, the
 * tag goes straight to the caller when it is not truncated, and each call
 * is three kernel calls (Init, message, Finalize) when the AD is empty.
 */
#include <string.h>

#include "aesalt/aesalt.h"
#include "bytes.h"
#include "aegis_c.h"
#include "ct.h"
#include "internal.h"
#include "kernel.h"

enum aegis_variant { AEGIS_128, AEGIS_128L, AEGIS_256 };

typedef void (*aegis_absorb_c_fn)(aesalt_aes_round_fn round, aesalt_aegis_state *st,
				  const uint8_t *in, size_t nblocks);
typedef void (*aegis_crypt_c_fn)(aesalt_aes_round_fn round, aesalt_aegis_state *st, uint8_t *out,
				 const uint8_t *in, size_t nblocks);

/* The updates one call uses: absorb, and enc or dec (crypt), and their
 * kernel (for the test-build call counter).  Either the kernel's own slots
 * (round NULL) or the updates of core/aegis_c.c over the kernel's round. */
struct aegis_ops {
	const struct aesalt_kernel *kern;
	void (*absorb)(aesalt_aegis_state *st, const uint8_t *in, size_t nblocks);
	void (*crypt)(aesalt_aegis_state *st, uint8_t *out, const uint8_t *in, size_t nblocks);
	aesalt_aes_round_fn round;
	aegis_absorb_c_fn absorb_c;
	aegis_crypt_c_fn crypt_c;
};

static inline void aegis_do_absorb(const struct aegis_ops *ops, aesalt_aegis_state *st,
				   const uint8_t *in, size_t nblocks)
{
	AESALT_COUNT(ops->kern);
	if (ops->round != NULL)
		ops->absorb_c(ops->round, st, in, nblocks);
	else
		ops->absorb(st, in, nblocks);
}

static inline void aegis_do_crypt(const struct aegis_ops *ops, aesalt_aegis_state *st, uint8_t *out,
				  const uint8_t *in, size_t nblocks)
{
	AESALT_COUNT(ops->kern);
	if (ops->round != NULL)
		ops->crypt_c(ops->round, st, out, in, nblocks);
	else
		ops->crypt(st, out, in, nblocks);
}

/* Room for the Init message blocks: AEGIS-128L's 10 blocks of 32 bytes are
 * the most (AEGIS-128: 10 x 16, AEGIS-256: 16 x 16).  The same buffer later
 * holds the zero-padded last AD and message blocks and the 7 Finalize
 * blocks, which never reach past the Init blocks of their variant; one
 * wipe at the end clears everything it held. */
#define AEGIS_SCRATCH 320

/* A 16-byte word as two 64-bit halves in native byte order.  Every
 * operation on words is a XOR or a copy, which do not care about byte
 * order as long as loads and stores agree; memcpy keeps them free of
 * alignment requirements. */
struct aegis_word {
	uint64_t a, b;
};

static inline struct aegis_word aegis_load(const uint8_t *p)
{
	struct aegis_word w;

	memcpy(&w.a, p, 8);
	memcpy(&w.b, p + 8, 8);
	return w;
}

static inline void aegis_store(uint8_t *p, struct aegis_word w)
{
	memcpy(p, &w.a, 8);
	memcpy(p + 8, &w.b, 8);
}

static inline struct aegis_word aegis_wxor(struct aegis_word x, struct aegis_word y)
{
	x.a ^= y.a;
	x.b ^= y.b;
	return x;
}

struct aegis_desc {
	enum aegis_variant variant;
	size_t words;	    /* state words: 5, 8, 6 */
	size_t rate;	    /* bytes per block: 16 or 32 */
	size_t len_word;    /* word XORed with the lengths in Finalize */
	size_t tag16_words; /* words S0.. XORed into a 16-byte tag */
	size_t tag_min;	    /* shortest accepted truncation of the 16-byte tag */
	size_t tag_max;	    /* 16, or 32 where the 256-bit tag exists */
	size_t init_blocks; /* message blocks that Init absorbs */
	/* Sets the initial state and writes the init_blocks message blocks
	 * that Init absorbs into blocks. */
	void (*init)(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
		     const uint8_t *nonce);
	/* Writes the rate bytes of keystream z for the current state. */
	void (*ks)(const aesalt_aegis_state *st, uint8_t *z);
	/* The updates composed over a round (core/aegis_c.c). */
	aegis_absorb_c_fn absorb_c;
	aegis_crypt_c_fn enc_c, dec_c;
};

/* Compiled out with AESALT_AEGIS=OFF (AESALT_NO_AEGIS) but for the keystream
 * functions of kernel.h: the public functions then return
 * AESALT_ERR_UNSUPPORTED, and no kernel names an AEGIS slot. */
#if !defined(AESALT_NO_AEGIS)
/* The constants of all three specifications (the Fibonacci sequence mod
 * 256), C0 = const0 and C1 = const1 of the AEGIS paper. */
static const uint8_t aegis_c0[16] = { 0x00, 0x01, 0x01, 0x02, 0x03, 0x05, 0x08, 0x0d,
				      0x15, 0x22, 0x37, 0x59, 0x90, 0xe9, 0x79, 0x62 };
static const uint8_t aegis_c1[16] = { 0xdb, 0x3d, 0x18, 0x55, 0x6d, 0xc2, 0x2f, 0xf1,
				      0x20, 0x11, 0x31, 0x42, 0x73, 0xb5, 0x28, 0xdd };

/* The words a, b, c, d at p, p + 16, p + 32, p + 48. */
static inline void aegis_store4(uint8_t *p, struct aegis_word a, struct aegis_word b,
				struct aegis_word c, struct aegis_word d)
{
	aegis_store(p, a);
	aegis_store(p + 16, b);
	aegis_store(p + 32, c);
	aegis_store(p + 48, d);
}

/* Message blocks made of the words a, b, c, d repeated over n bytes,
 * rounded up to 64 (the Init and Finalize blocks: scratch has room, and
 * all of it is wiped). */
static void aegis_repeat(uint8_t *blocks, size_t n, struct aegis_word a, struct aegis_word b,
			 struct aegis_word c, struct aegis_word d)
{
	size_t i;

	for (i = 0; i < n; i += 64)
		aegis_store4(blocks + i, a, b, c, d);
}

/* AEGIS-128: S = {K ^ N, C1, C0, K ^ C0, K ^ C1}, then 10 updates with
 * K, K ^ N, K, K ^ N, ... */
static void aegis128_init(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
			  const uint8_t *nonce)
{
	struct aegis_word k = aegis_load(key), c0 = aegis_load(aegis_c0), c1 = aegis_load(aegis_c1);
	struct aegis_word kn = aegis_wxor(k, aegis_load(nonce));

	aegis_store4(st->s[0], kn, c1, c0, aegis_wxor(k, c0));
	aegis_store(st->s[4], aegis_wxor(k, c1));
	aegis_repeat(blocks, 10 * 16, k, kn, k, kn);
}

/* AEGIS-128L: S = {K ^ N, C1, C0, C1, K ^ N, K ^ C0, K ^ C1, K ^ C0}, then
 * 10 x Update(N, K). */
static void aegis128l_init(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
			   const uint8_t *nonce)
{
	struct aegis_word k = aegis_load(key), n = aegis_load(nonce), c0 = aegis_load(aegis_c0),
			  c1 = aegis_load(aegis_c1);
	struct aegis_word kn = aegis_wxor(k, n), kc0 = aegis_wxor(k, c0);

	aegis_store4(st->s[0], kn, c1, c0, c1);
	aegis_store4(st->s[4], kn, kc0, aegis_wxor(k, c1), kc0);
	aegis_repeat(blocks, 10 * 32, n, k, n, k);
}

/* AEGIS-256: S = {K0 ^ N0, K1 ^ N1, C1, C0, K0 ^ C0, K1 ^ C1}, then 4 x
 * (Update(K0), Update(K1), Update(K0 ^ N0), Update(K1 ^ N1)). */
static void aegis256_init(aesalt_aegis_state *st, uint8_t *blocks, const uint8_t *key,
			  const uint8_t *nonce)
{
	struct aegis_word k0 = aegis_load(key), k1 = aegis_load(key + 16),
			  c0 = aegis_load(aegis_c0), c1 = aegis_load(aegis_c1);
	struct aegis_word kn0 = aegis_wxor(k0, aegis_load(nonce)),
			  kn1 = aegis_wxor(k1, aegis_load(nonce + 16));

	aegis_store4(st->s[0], kn0, kn1, c1, c0);
	aegis_store(st->s[4], aegis_wxor(k0, c0));
	aegis_store(st->s[5], aegis_wxor(k1, c1));
	aegis_repeat(blocks, 16 * 16, k0, k1, kn0, kn1);
}
#endif /* !AESALT_NO_AEGIS */

/* a ^ b ^ (c & d) over one word. */
static struct aegis_word aegis_ks_word(const uint8_t *a, const uint8_t *b, const uint8_t *c,
				       const uint8_t *d)
{
	struct aegis_word x = aegis_wxor(aegis_load(a), aegis_load(b));
	struct aegis_word y = aegis_load(c), z = aegis_load(d);

	x.a ^= y.a & z.a;
	x.b ^= y.b & z.b;
	return x;
}

/* see kernel.h.  AEGIS-128: z = S1 ^ S4 ^ (S2 & S3) */
void aesalt_aegis128_keystream(const aesalt_aegis_state *st, uint8_t *z)
{
	aegis_store(z, aegis_ks_word(st->s[1], st->s[4], st->s[2], st->s[3]));
}

/* see kernel.h.  AEGIS-128L: z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^ (S6 & S7) */
void aesalt_aegis128l_keystream(const aesalt_aegis_state *st, uint8_t *z)
{
	aegis_store(z, aegis_ks_word(st->s[1], st->s[6], st->s[2], st->s[3]));
	aegis_store(z + 16, aegis_ks_word(st->s[2], st->s[5], st->s[6], st->s[7]));
}

/* see kernel.h.  AEGIS-256: z = S1 ^ S4 ^ S5 ^ (S2 & S3) */
void aesalt_aegis256_keystream(const aesalt_aegis_state *st, uint8_t *z)
{
	aegis_store(z, aegis_wxor(aegis_ks_word(st->s[1], st->s[4], st->s[2], st->s[3]),
				  aegis_load(st->s[5])));
}

#if !defined(AESALT_NO_AEGIS)
static const struct aegis_desc aegis128_desc = {
	.variant = AEGIS_128,
	.words = 5,
	.rate = 16,
	.len_word = 3,
	.tag16_words = 5,
	.tag_min = 8,
	.tag_max = 16,
	.init_blocks = 10,
	.init = aegis128_init,
	.ks = aesalt_aegis128_keystream,
	.absorb_c = aesalt_aegis128_absorb_c,
	.enc_c = aesalt_aegis128_enc_c,
	.dec_c = aesalt_aegis128_dec_c,
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
	.init_blocks = 10,
	.init = aegis128l_init,
	.ks = aesalt_aegis128l_keystream,
	.absorb_c = aesalt_aegis128l_absorb_c,
	.enc_c = aesalt_aegis128l_enc_c,
	.dec_c = aesalt_aegis128l_dec_c,
};

static const struct aegis_desc aegis256_desc = {
	.variant = AEGIS_256,
	.words = 6,
	.rate = 16,
	.len_word = 3,
	.tag16_words = 6,
	.tag_min = 16,
	.tag_max = 32,
	.init_blocks = 16,
	.init = aegis256_init,
	.ks = aesalt_aegis256_keystream,
	.absorb_c = aesalt_aegis256_absorb_c,
	.enc_c = aesalt_aegis256_enc_c,
	.dec_c = aesalt_aegis256_dec_c,
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
	if (aesalt_check_buffers(out, in, len) != AESALT_OK)
		return AESALT_ERR_BAD_INPUT;
	if (!((tag_len >= d->tag_min && tag_len <= 16) || tag_len == d->tag_max))
		return AESALT_ERR_BAD_INPUT;
	if (aegis_too_long(aad_len) || aegis_too_long(len))
		return AESALT_ERR_INPUT_LENGTH;
	return AESALT_OK;
}

static int aegis_ops_get(const struct aegis_desc *d, int decrypt, struct aegis_ops *ops)
{
	const struct aesalt_kernel *k = aesalt_kernel_current();
	const struct aesalt_aegis_slots *slots;

	if (k == NULL)
		return AESALT_ERR_UNSUPPORTED;
	switch (d->variant) {
	case AEGIS_128:
		slots = &k->aegis128;
		break;
	case AEGIS_128L:
		slots = &k->aegis128l;
		break;
	default:
		slots = &k->aegis256;
		break;
	}
	ops->kern = k;
	ops->absorb = slots->absorb;
	ops->crypt = decrypt ? slots->dec : slots->enc;
	ops->absorb_c = d->absorb_c;
	ops->crypt_c = decrypt ? d->dec_c : d->enc_c;
	ops->round = NULL;
	if (slots->absorb == NULL || slots->enc == NULL || slots->dec == NULL) {
		/* No AEGIS code of its own: composed over the kernel's round.  A
		 * kernel with neither is refused rather than called. */
		if (k->aes_round == NULL)
			return AESALT_ERR_UNSUPPORTED;
		ops->round = k->aes_round;
	}
	return AESALT_OK;
}

/* Copies the last n < rate bytes of a message into the first block of
 * scratch, zero-padded to the rate. */
static void aegis_pad(const struct aegis_desc *d, uint8_t *scratch, const uint8_t *last, size_t n)
{
	memset(scratch, 0, d->rate);
	memcpy(scratch, last, n);
}

/* Init, then the AD in zero-padded blocks. */
static void aegis_start(const struct aegis_desc *d, const struct aegis_ops *ops,
			aesalt_aegis_state *st, uint8_t *scratch, const uint8_t *key,
			const uint8_t *nonce, const uint8_t *aad, size_t aad_len)
{
	size_t full = aad_len - aad_len % d->rate;

	d->init(st, scratch, key, nonce);
	aegis_do_absorb(ops, st, scratch, d->init_blocks);
	if (full != 0)
		aegis_do_absorb(ops, st, aad, full / d->rate);
	if (full != aad_len) {
		aegis_pad(d, scratch, aad + full, aad_len - full);
		aegis_do_absorb(ops, st, scratch, 1);
	}
}

/* The native 64-bit word whose memory bytes are LE64(v). */
static inline uint64_t aegis_le64(uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return v;
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return __builtin_bswap64(v);
#else
	uint8_t b[8];

	aesalt_store_le64(b, v);
	memcpy(&v, b, 8);
	return v;
#endif
}

/* Finalize: t = S[len_word] ^ (LE64(ad bits) || LE64(msg bits)), seven
 * updates with t (AEGIS-128L: Update(t, t)), then the tag from the state
 * into tag: S0 ^ .. ^ S(tag16_words - 1) for tag_len <= 16, and for tag_len
 * 32 (S0 ^ .. ^ S(n/2 - 1)) || (S(n/2) ^ .. ^ S(n - 1)). */
static void aegis_finish(const struct aegis_desc *d, const struct aegis_ops *ops,
			 aesalt_aegis_state *st, uint8_t *scratch, uint64_t aad_len, uint64_t len,
			 uint8_t *tag, size_t tag_len)
{
	struct aegis_word t = aegis_load(st->s[d->len_word]);
	size_t i, half;

	t.a ^= aegis_le64(aad_len << 3);
	t.b ^= aegis_le64(len << 3);
	aegis_repeat(scratch, 7 * d->rate, t, t, t, t);
	aegis_do_absorb(ops, st, scratch, 7);

	half = tag_len <= 16 ? d->tag16_words : d->words / 2;
	t = aegis_load(st->s[0]);
	for (i = 1; i < half; i++)
		t = aegis_wxor(t, aegis_load(st->s[i]));
	aegis_store(tag, t);
	if (tag_len > 16) {
		t = aegis_load(st->s[half]);
		for (i = half + 1; i < d->words; i++)
			t = aegis_wxor(t, aegis_load(st->s[i]));
		aegis_store(tag + 16, t);
	}
}

/* The whole AEAD: encryption writes tag_len bytes of tag to tag_out;
 * decryption (tag_out NULL) checks tag_in and on a mismatch wipes out and
 * returns AESALT_ERR_AUTH.  The public functions' arguments come first, in
 * their order, so that the wrappers pass them on in the same registers. */
static int aegis_aead(const uint8_t *key, const uint8_t *nonce, const uint8_t *aad, size_t aad_len,
		      const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag_out,
		      const uint8_t *tag_in, size_t tag_len, const struct aegis_desc *d)
{
	struct aegis_ops ops;
	aesalt_aegis_state st;
	uint8_t scratch[AEGIS_SCRATCH], buf[32];
	const struct aegis_word zero = { 0, 0 };
	size_t full = len - len % d->rate, i;
	int err;

	err = aegis_check(d, key, nonce, aad, aad_len, in, out, len,
			  tag_out != NULL ? tag_out : tag_in, tag_len);
	if (err == AESALT_OK)
		err = aegis_ops_get(d, tag_out == NULL, &ops);
	if (err != AESALT_OK)
		return err;

	aegis_start(d, &ops, &st, scratch, key, nonce, aad, aad_len);
	if (full != 0)
		aegis_do_crypt(&ops, &st, out, in, full / d->rate);
	if (full != len) {
		aegis_pad(d, scratch, in + full, len - full);
		if (tag_out != NULL) {
			aegis_do_crypt(&ops, &st, scratch, scratch, 1);
		} else {
			/* DecPartial: the dec slot would absorb c ^ z over the
			 * padding, so z is applied here to |cn| bytes only and
			 * the zero-padded plaintext is absorbed.  A byte loop:
			 * gcc -O3 cannot see that len - full < rate and warns
			 * about a word-wide XOR. */
			d->ks(&st, buf);
			for (i = 0; i < len - full; i++)
				scratch[i] = (uint8_t)(scratch[i] ^ buf[i]);
			aegis_do_absorb(&ops, &st, scratch, 1);
		}
		memcpy(out + full, scratch, len - full);
	}
	/* A whole tag goes straight out; a truncated 16-byte tag (AEGIS-128)
	 * and a tag to check go through buf. */
	aegis_finish(d, &ops, &st, scratch, aad_len, len,
		     tag_out != NULL && tag_len >= 16 ? tag_out : buf, tag_len);
	aesalt_zeroize(&st, sizeof st);
	/* All of scratch, by the word stores that wrote it: compilers keep
	 * them inline, where a memset of this size is a library call on some
	 * targets (ppc64le: about 130 instructions against 45). */
#if defined(__GNUC__) || defined(__clang__)
	aegis_repeat(scratch, AEGIS_SCRATCH, zero, zero, zero, zero);
	__asm__ __volatile__("" : : "r"(scratch) : "memory"); /* as aesalt_zeroize */
#else
	aesalt_zeroize(scratch, AEGIS_SCRATCH);
#endif
	if (tag_out == NULL) {
		if (aesalt_ct_compare(buf, tag_in, tag_len) != AESALT_OK) {
			/* out may be NULL when len is 0 (aesalt.h) */
			if (len != 0)
				aesalt_zeroize(out, len);
			err = AESALT_ERR_AUTH;
		}
	} else if (tag_len < 16) {
		memcpy(tag_out, buf, tag_len);
	}
	aesalt_zeroize(buf, sizeof buf);
	return err;
}

/* The public functions (see aesalt.h): each variant's pair bound to its
 * descriptor. */
#define AEGIS_PUBLIC(encrypt_name, decrypt_name, desc, key_len)                                    \
	int encrypt_name(const uint8_t key[key_len], const uint8_t nonce[key_len],                 \
			 const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,      \
			 size_t len, uint8_t *tag, size_t tag_len)                                 \
	{                                                                                          \
		return aegis_aead(key, nonce, aad, aad_len, in, out, len, tag, NULL, tag_len,      \
				  &desc);                                                          \
	}                                                                                          \
	int decrypt_name(const uint8_t key[key_len], const uint8_t nonce[key_len],                 \
			 const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,      \
			 size_t len, const uint8_t *tag, size_t tag_len)                           \
	{                                                                                          \
		return aegis_aead(key, nonce, aad, aad_len, in, out, len, NULL, tag, tag_len,      \
				  &desc);                                                          \
	}

AEGIS_PUBLIC(aesalt_aegis128_encrypt, aesalt_aegis128_decrypt, aegis128_desc, 16)
AEGIS_PUBLIC(aesalt_aegis128l_encrypt, aesalt_aegis128l_decrypt, aegis128l_desc, 16)
AEGIS_PUBLIC(aesalt_aegis256_encrypt, aesalt_aegis256_decrypt, aegis256_desc, 32)
#else /* AESALT_NO_AEGIS */

/* The public functions (see aesalt.h) when the build left AEGIS out. */
#define AEGIS_PUBLIC(encrypt_name, decrypt_name, key_len)                                          \
	int encrypt_name(const uint8_t key[key_len], const uint8_t nonce[key_len],                 \
			 const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,      \
			 size_t len, uint8_t *tag, size_t tag_len)                                 \
	{                                                                                          \
		(void)key, (void)nonce, (void)aad, (void)aad_len, (void)in, (void)out, (void)len;  \
		(void)tag, (void)tag_len;                                                          \
		return AESALT_ERR_UNSUPPORTED;                                                     \
	}                                                                                          \
	int decrypt_name(const uint8_t key[key_len], const uint8_t nonce[key_len],                 \
			 const uint8_t *aad, size_t aad_len, const uint8_t *in, uint8_t *out,      \
			 size_t len, const uint8_t *tag, size_t tag_len)                           \
	{                                                                                          \
		(void)key, (void)nonce, (void)aad, (void)aad_len, (void)in, (void)out, (void)len;  \
		(void)tag, (void)tag_len;                                                          \
		return AESALT_ERR_UNSUPPORTED;                                                     \
	}

AEGIS_PUBLIC(aesalt_aegis128_encrypt, aesalt_aegis128_decrypt, 16)
AEGIS_PUBLIC(aesalt_aegis128l_encrypt, aesalt_aegis128l_decrypt, 16)
AEGIS_PUBLIC(aesalt_aegis256_encrypt, aesalt_aegis256_decrypt, 32)
#endif /* AESALT_NO_AEGIS */
