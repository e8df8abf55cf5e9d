/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt as a wolfSSL crypto-callback device.
 *
 * wolfSSL calls the device before its own AES code (aes.c: wc_CryptoCb_*
 * first, and on CRYPTOCB_UNAVAILABLE its software path).  The device serves
 * ECB, CBC, CTR, GCM and CCM and declines everything else, and any request
 * it cannot serve exactly (partially overlapping buffers, a key it cannot
 * read): wolfSSL then runs its software path for that request.  The device
 * never calls back into wolfSSL's AES functions, so a declined request
 * cannot come back to it in a loop.
 *
 * Chaining state lives in the Aes object, where wolfSSL's software keeps
 * it, so device and software may alternate on one object:
 *   CBC  aes->reg is the IV in, the last ciphertext block out;
 *   CTR  aes->reg is the next counter block (128-bit big-endian), aes->tmp
 *        the keystream block of the last partial block and aes->left the
 *        unused bytes at its end (tmp[16 - left .. 15]).
 *
 * The raw key.  wolfSSL copies it into aes->devKey when the object has a
 * device id; newer releases (5.9.2, not 5.7.2) also under
 * WOLF_CRYPTO_CB_FIND for objects without one, and aesalt_wolfssl_register()
 * probes which kind it runs with.  Where devKey is not kept (wolfSSL 5.7
 * with WOLF_CRYPTO_CB_FIND), the key is read back from wolfSSL's own key
 * schedule in aes->key: the first words of an encryption schedule are the
 * key, a decryption schedule holds it in its last two round keys.  The key read back is expanded again here (portable,
 * constant-time C) and the whole schedule compared with wolfSSL's; on any
 * difference (another layout, a key set for the other direction) the
 * request is declined, so the device computes with exactly the key the
 * software would, or not at all.
 *
 * Expanded aesalt keys are cached per thread (AESALT_WOLFSSL_CACHE_SLOTS
 * slots, least recently set replaced), keyed by the raw key (or wolfSSL's
 * schedule), the direction and the aesalt kernel.  An entry is a pure
 * function of that key, so it can never be stale.
 */
#ifndef WOLFSSL_USER_SETTINGS
#include <wolfssl/options.h>
#endif
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/cryptocb.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/version.h>

#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "aesalt_wolfssl.h"

#ifndef WOLF_CRYPTO_CB
#error "aesalt_wolfssl.c needs wolfSSL built with WOLF_CRYPTO_CB (--enable-cryptocb)"
#endif
#ifdef NO_AES
#error "aesalt_wolfssl.c needs wolfSSL's AES (NO_AES is defined)"
#endif
/* wolfSSL's AES assembly replaces the functions that call the device, or
 * keeps keys in a layout of its own: never together with the device. */
#if defined(WOLFSSL_AESNI) || defined(WOLFSSL_ARMASM) || defined(WOLFSSL_RISCV_ASM) ||             \
	defined(WOLFSSL_PPC64_ASM)
#error "wolfSSL's own AES assembly bypasses the aesalt device: build wolfSSL without it"
#endif
#if defined(WOLF_CRYPTO_CB_ONLY_AES) && !defined(HAVE_AES_ECB)
#error "WOLF_CRYPTO_CB_ONLY_AES with the aesalt device needs HAVE_AES_ECB"
#endif

/* The find-device hook came with wolfSSL 5.6.2; older versions ignore
 * WOLF_CRYPTO_CB_FIND. */
#if defined(WOLF_CRYPTO_CB_FIND) && LIBWOLFSSL_VERSION_HEX >= 0x05006002
#define AESALT_WOLFSSL_FIND 1
#else
#define AESALT_WOLFSSL_FIND 0
#endif

#ifndef AESALT_WOLFSSL_CACHE_SLOTS
#define AESALT_WOLFSSL_CACHE_SLOTS 8
#endif

/* wolfSSL 5.7+ wraps error codes it compares in WC_NO_ERR_TRACE (a no-op
 * unless WOLFSSL_DEBUG_TRACE_ERROR_CODES); older versions lack it. */
#ifndef WC_NO_ERR_TRACE
#define WC_NO_ERR_TRACE(x) (x)
#endif

#ifndef AESALT_WOLFSSL_THREAD_LOCAL
#ifdef SINGLE_THREADED
#define AESALT_WOLFSSL_THREAD_LOCAL
#else
#define AESALT_WOLFSSL_THREAD_LOCAL _Thread_local
#endif
#endif

/* Reading the key back from wolfSSL's schedule needs wolfSSL's table
 * layout (not the bitsliced one) and a schedule at all (not ONLY_AES). */
#if !defined(WOLF_CRYPTO_CB_ONLY_AES) && !defined(WC_AES_BITSLICED) &&                             \
	!defined(WC_C_DYNAMIC_FALLBACK)
#define AESALT_WOLFSSL_SCHEDULE 1
#define TAG_MAX 240 /* 60 schedule words */
#else
#define AESALT_WOLFSSL_SCHEDULE 0
#define TAG_MAX 32
#endif

/* What a cache entry holds. */
enum kind { KIND_ENC = 0, KIND_DEC = 1, KIND_GCM = 2 };

struct slot {
	const char *kernel; /* aesalt kernel of the payload; NULL = empty */
	uint16_t tag_len;   /* bytes of tag: key (16/24/32) or schedule (176+) */
	uint8_t kind;
	uint8_t tag[TAG_MAX];
	union {
		aesalt_aes_key key; /* KIND_ENC, KIND_DEC */
		aesalt_gcm_ctx gcm; /* KIND_GCM, after aesalt_gcm_setkey */
	} u;
};

#if AESALT_WOLFSSL_CACHE_SLOTS > 0
struct cache {
	struct slot slot[AESALT_WOLFSSL_CACHE_SLOTS];
	unsigned next; /* slot to replace on a miss */
	unsigned last; /* slot of the last hit, looked at first */
};
static AESALT_WOLFSSL_THREAD_LOCAL struct cache t_cache;
#endif

static int s_registered;
static int s_devkey_always; /* devKey holds the key even without a devId */

static struct {
	atomic_ulong ecb_enc, ecb_dec, cbc_enc, cbc_dec, ctr, gcm_enc, gcm_dec, ccm_enc, ccm_dec;
	atomic_ulong declined, errors;
	_Atomic(const char *) kernel;
	atomic_int mixed;
} s_stats;

/* ---- small helpers -------------------------------------------------- */

static void wipe(void *p, size_t n)
{
	volatile uint8_t *v = (volatile uint8_t *)p;
	while (n-- > 0)
		*v++ = 0;
}

/* 0 if equal; constant time in the contents. */
static unsigned ct_differ(const uint8_t *a, const uint8_t *b, size_t n)
{
	unsigned d = 0;
	size_t i;
	for (i = 0; i < n; i++)
		d |= (unsigned)(a[i] ^ b[i]);
	return d;
}

/* 1 if [out, out+n) and [in, in+n) overlap without being the same range:
 * aesalt refuses that, wolfSSL's software processes it block by block. */
static int partial_overlap(const void *out, const void *in, size_t n)
{
	uintptr_t o = (uintptr_t)out, i = (uintptr_t)in;
	if (n == 0 || o == i)
		return 0;
	return o < i + n && i < o + n;
}

/* aesalt error -> wolfSSL error. */
static int wolf_err(int aesalt_ret)
{
	switch (aesalt_ret) {
	case AESALT_OK:
		return 0;
	case AESALT_ERR_UNSUPPORTED:
		return WC_HW_E;
	default:
		return BAD_FUNC_ARG;
	}
}

/* What to answer when the device cannot read the key or has no kernel:
 * decline, so wolfSSL's software answers; under ONLY_AES there is no
 * software to decline to, so an error. */
static int no_key(int err)
{
#ifdef WOLF_CRYPTO_CB_ONLY_AES
	return err;
#else
	(void)err;
	return CRYPTOCB_UNAVAILABLE;
#endif
}

static void note_kernel(const char *name)
{
	const char *prev = atomic_load_explicit(&s_stats.kernel, memory_order_relaxed);
	if (prev != name) {
		if (prev != NULL)
			atomic_store_explicit(&s_stats.mixed, 1, memory_order_relaxed);
		atomic_store_explicit(&s_stats.kernel, name, memory_order_relaxed);
	}
}

/* ---- reading the key back from wolfSSL's schedule -------------------- */

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

/* Reads the raw key of aes back from wolfSSL's schedule (an encryption
 * schedule, or a decryption one if dec) and checks it by expanding it
 * again.  Returns the key length, or 0 if the schedule is not one made from
 * a key in the expected direction. */
static size_t key_from_schedule(const Aes *aes, int dec, uint8_t raw[32])
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
	wipe(k, sizeof k);
	wipe(w, sizeof w);
	wipe(d, sizeof d);
	if (diff != 0) {
		wipe(raw, 32);
		return 0;
	}
	return 4 * nk;
}
#endif /* AESALT_WOLFSSL_SCHEDULE */

/* ---- keys ------------------------------------------------------------- */

/* Fills tag with what identifies the key of aes: the raw key when devKey
 * holds it, else wolfSSL's schedule.  Returns the tag length, 0 if the key
 * cannot be read. */
static size_t make_tag(const Aes *aes, uint8_t tag[TAG_MAX], int *from_schedule)
{
	int keylen = aes->keylen;

	*from_schedule = 0;
	if (aes->devId != INVALID_DEVID || s_devkey_always) {
		if (keylen != 16 && keylen != 24 && keylen != 32)
			return 0;
		memcpy(tag, aes->devKey, (size_t)keylen);
		return (size_t)keylen;
	}
#if AESALT_WOLFSSL_SCHEDULE
	if (aes->rounds == 10 || aes->rounds == 12 || aes->rounds == 14) {
		size_t n = 16 * ((size_t)aes->rounds + 1);
		memcpy(tag, aes->key, n);
		*from_schedule = 1;
		return n;
	}
#endif
	return 0;
}

/* Sets up s for the key of aes.  Returns 0 or a wolfSSL error code
 * (CRYPTOCB_UNAVAILABLE when the key cannot be read). */
static int fill_slot(struct slot *s, const Aes *aes, enum kind kind, const uint8_t *tag,
		     size_t tag_len, int from_schedule, const char *kernel)
{
	uint8_t raw[32];
	size_t raw_len = tag_len;
	int ret;

	if (from_schedule) {
#if AESALT_WOLFSSL_SCHEDULE
		raw_len = key_from_schedule(aes, kind == KIND_DEC, raw);
#else
		(void)aes;
		raw_len = 0;
#endif
		if (raw_len == 0)
			return CRYPTOCB_UNAVAILABLE;
	} else {
		memcpy(raw, tag, raw_len);
	}
	s->kernel = NULL;
	if (kind == KIND_GCM)
		ret = aesalt_gcm_setkey(&s->u.gcm, raw, raw_len);
	else if (kind == KIND_DEC)
		ret = aesalt_aes_setkey_dec(&s->u.key, raw, raw_len);
	else
		ret = aesalt_aes_setkey_enc(&s->u.key, raw, raw_len);
	wipe(raw, sizeof raw);
	if (ret != AESALT_OK) {
		wipe(s, sizeof *s);
		return no_key(wolf_err(ret));
	}
	memcpy(s->tag, tag, tag_len);
	s->tag_len = (uint16_t)tag_len;
	s->kind = (uint8_t)kind;
	s->kernel = kernel;
	return 0;
}

/* Finds or makes the expanded key for aes.  *out points to a cache slot or
 * to scratch (then the caller wipes scratch after use). */
static int get_key(const Aes *aes, enum kind kind, struct slot *scratch, struct slot **out)
{
	uint8_t tag[TAG_MAX];
	size_t tag_len;
	int from_schedule, ret;
	const char *kernel = aesalt_impl_active();
	struct slot *s = scratch;

	*out = NULL;
	if (kernel == NULL)
		return no_key(WC_HW_E); /* AESALT_IMPL named a kernel this CPU lacks */
	tag_len = make_tag(aes, tag, &from_schedule);
	if (tag_len == 0)
		return no_key(KEYUSAGE_E); /* no key set */
#if AESALT_WOLFSSL_CACHE_SLOTS > 0
	{
		struct cache *c = &t_cache;
		unsigned i, idx;
		for (i = 0; i < AESALT_WOLFSSL_CACHE_SLOTS; i++) {
			idx = (c->last + i) % AESALT_WOLFSSL_CACHE_SLOTS;
			s = &c->slot[idx];
			if (s->kernel == kernel && s->kind == (uint8_t)kind &&
			    s->tag_len == tag_len && ct_differ(s->tag, tag, tag_len) == 0) {
				c->last = idx;
				wipe(tag, sizeof tag);
				note_kernel(kernel);
				*out = s;
				return 0;
			}
		}
		idx = c->next;
		c->next = (idx + 1) % AESALT_WOLFSSL_CACHE_SLOTS;
		s = &c->slot[idx];
		ret = fill_slot(s, aes, kind, tag, tag_len, from_schedule, kernel);
		if (ret == 0)
			c->last = idx;
	}
#else
	ret = fill_slot(s, aes, kind, tag, tag_len, from_schedule, kernel);
#endif
	wipe(tag, sizeof tag);
	if (ret == 0) {
		*out = s;
		note_kernel(kernel);
	}
	return ret;
}

static void put_key(struct slot *s, struct slot *scratch)
{
	if (s == scratch)
		wipe(scratch, sizeof *scratch);
}

/* ---- modes -------------------------------------------------------------- */

#ifdef HAVE_AES_ECB
static int do_ecb(Aes *aes, byte *out, const byte *in, word32 sz, int enc)
{
	struct slot scratch, *s;
	int ret;

	if (aes == NULL || out == NULL || in == NULL)
		return BAD_FUNC_ARG;
	/* wolfSSL 5.5 runs whole blocks and ignores a tail; later versions
	 * refuse a tail before calling the device. */
	sz -= sz % 16;
	if (sz == 0)
		return 0;
	ret = get_key(aes, enc ? KIND_ENC : KIND_DEC, &scratch, &s);
	if (ret != 0)
		return ret;
	if (partial_overlap(out, in, sz)) {
		/* One block at a time through a copy, in order, as the
		 * software's block loop reads and writes. */
		uint8_t blk[16];
		word32 i;
		for (i = 0; i < sz && ret == 0; i += 16) {
			memcpy(blk, in + i, 16);
			ret = enc ? aesalt_ecb_enc(&s->u.key, blk, blk, 16)
				  : aesalt_ecb_dec(&s->u.key, blk, blk, 16);
			memcpy(out + i, blk, 16);
		}
		wipe(blk, sizeof blk);
	} else {
		ret = enc ? aesalt_ecb_enc(&s->u.key, out, in, sz)
			  : aesalt_ecb_dec(&s->u.key, out, in, sz);
	}
	put_key(s, &scratch);
	return wolf_err(ret);
}
#endif

#ifdef HAVE_AES_CBC
static int do_cbc(Aes *aes, byte *out, const byte *in, word32 sz, int enc)
{
	struct slot scratch, *s;
	int ret;

	if (aes == NULL || out == NULL || in == NULL)
		return BAD_FUNC_ARG;
	if (sz == 0)
		return 0;
	if (sz % 16 != 0) {
#ifdef WOLFSSL_AES_CBC_LENGTH_CHECKS
		return BAD_LENGTH_E;
#else
		if (!enc)
			return BAD_FUNC_ARG;
		sz -= sz % 16; /* as the software: whole blocks only */
		if (sz == 0)
			return 0;
#endif
	}
	if (partial_overlap(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	ret = get_key(aes, enc ? KIND_ENC : KIND_DEC, &scratch, &s);
	if (ret != 0)
		return ret;
	ret = enc ? aesalt_cbc_enc(&s->u.key, out, in, sz, (uint8_t *)aes->reg)
		  : aesalt_cbc_dec(&s->u.key, out, in, sz, (uint8_t *)aes->reg);
	put_key(s, &scratch);
	return wolf_err(ret);
}
#endif

#ifdef WOLFSSL_AES_COUNTER
static int do_ctr(Aes *aes, byte *out, const byte *in, word32 sz)
{
	struct slot scratch, *s = NULL;
	uint8_t *ks;
	word32 left, n, i;
	size_t nc_off = 0;
	int ret = 0;

	if (aes == NULL || out == NULL || in == NULL)
		return BAD_FUNC_ARG;
	left = aes->left;
	if (left > 16)
		return BAD_STATE_E;
	if (sz == 0)
		return 0;
	if (partial_overlap(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	/* The key first: nothing of aes may change before a decline. */
	if (sz > left) {
		ret = get_key(aes, KIND_ENC, &scratch, &s);
		if (ret != 0)
			return ret;
	}
	/* Unused keystream of the last call: tmp[16 - left .. 15]. */
	ks = (uint8_t *)aes->tmp;
	n = sz < left ? sz : left;
	for (i = 0; i < n; i++)
		out[i] = (byte)(in[i] ^ ks[16 - left + i]);
	aes->left = left - n;
	if (sz > n) {
		ret = aesalt_ctr(&s->u.key, out + n, in + n, sz - n, (uint8_t *)aes->reg, ks,
				 &nc_off);
		aes->left = nc_off == 0 ? 0 : (word32)(16 - nc_off);
		put_key(s, &scratch);
	}
	return wolf_err(ret);
}
#endif

#if defined(HAVE_AESGCM) || defined(HAVE_AESCCM)
/* tag_len bytes of a and b equal?  (0 if so, constant time) */
static unsigned tag_differ(const uint8_t *a, const uint8_t *b, size_t n)
{
	return ct_differ(a, b, n);
}
#endif

#ifdef HAVE_AESGCM
static int do_gcm(Aes *aes, byte *out, const byte *in, word32 sz, const byte *iv, word32 ivSz,
		  byte *tag_out, const byte *tag_in, word32 tagSz, const byte *aad, word32 aadSz,
		  int enc)
{
	struct slot scratch, *s;
	aesalt_gcm_ctx ctx;
	uint8_t want[16];
	const byte *tag = enc ? tag_out : tag_in;
	int ret;

	if (aes == NULL || iv == NULL || ivSz == 0 || (sz != 0 && (in == NULL || out == NULL)) ||
	    tag == NULL || tagSz > 16 || tagSz < WOLFSSL_MIN_AUTH_TAG_SZ ||
	    (aadSz > 0 && aad == NULL))
		return BAD_FUNC_ARG;
	if (partial_overlap(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	ret = get_key(aes, KIND_GCM, &scratch, &s);
	if (ret != 0)
		return ret;
	memcpy(&ctx, &s->u.gcm, sizeof ctx);
	put_key(s, &scratch);
	ret = aesalt_gcm_start(&ctx, enc, iv, ivSz);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_aad(&ctx, aadSz > 0 ? aad : NULL, aadSz);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_update(&ctx, sz > 0 ? out : NULL, sz > 0 ? in : NULL, sz);
	if (ret == AESALT_OK)
		ret = aesalt_gcm_finish(&ctx, enc ? tag_out : want, tagSz);
	wipe(&ctx, sizeof ctx);
	if (ret != AESALT_OK)
		return wolf_err(ret);
	if (!enc) {
		unsigned d = tag_differ(want, tag_in, tagSz);
		wipe(want, sizeof want);
		if (d != 0) {
			if (sz > 0)
				wipe(out, sz);
			return AES_GCM_AUTH_E;
		}
	}
	return 0;
}
#endif

#ifdef HAVE_AESCCM
static int do_ccm(Aes *aes, byte *out, const byte *in, word32 sz, const byte *nonce, word32 nonceSz,
		  byte *tag_out, const byte *tag_in, word32 tagSz, const byte *aad, word32 aadSz,
		  int enc)
{
	struct slot scratch, *s;
	const byte *tag = enc ? tag_out : tag_in;
	word32 lenSz;
	int ret;

	if (aes == NULL || (sz != 0 && (in == NULL || out == NULL)) || nonce == NULL ||
	    tag == NULL || nonceSz < 7 || nonceSz > 13 || tagSz > 16)
		return BAD_FUNC_ARG;
	if (aad == NULL && aadSz > 0)
		return BAD_FUNC_ARG;
	if (tagSz < 4 || tagSz % 2 != 0)
		return BAD_FUNC_ARG; /* wc_AesCcmCheckTagSize: 4, 6, ..., 16 */
	lenSz = 15 - nonceSz;
	if (lenSz < 4 && sz >= ((word32)1 << (8 * lenSz)))
		return AES_CCM_OVERFLOW_E;
	if (partial_overlap(out, in, sz))
		return CRYPTOCB_UNAVAILABLE;
	ret = get_key(aes, KIND_ENC, &scratch, &s);
	if (ret != 0)
		return ret;
	if (enc)
		ret = aesalt_ccm_encrypt_key(&s->u.key, nonce, nonceSz, aadSz > 0 ? aad : NULL,
					     aadSz, sz > 0 ? out : NULL, sz > 0 ? in : NULL, sz,
					     tag_out, tagSz);
	else
		ret = aesalt_ccm_decrypt_key(&s->u.key, nonce, nonceSz, aadSz > 0 ? aad : NULL,
					     aadSz, sz > 0 ? out : NULL, sz > 0 ? in : NULL, sz,
					     tag_in, tagSz);
	put_key(s, &scratch);
	if (ret == AESALT_ERR_AUTH)
		return AES_CCM_AUTH_E;
	return wolf_err(ret);
}
#endif

/* ---- the callback ------------------------------------------------------- */

static void count(atomic_ulong *mode, int ret)
{
	if (ret == WC_NO_ERR_TRACE(CRYPTOCB_UNAVAILABLE)) {
		atomic_fetch_add_explicit(&s_stats.declined, 1, memory_order_relaxed);
		return;
	}
	atomic_fetch_add_explicit(mode, 1, memory_order_relaxed);
	if (ret != 0)
		atomic_fetch_add_explicit(&s_stats.errors, 1, memory_order_relaxed);
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_cryptocb(int devId, struct wc_CryptoInfo *info, void *ctx)
{
	int ret = WC_NO_ERR_TRACE(CRYPTOCB_UNAVAILABLE);

	(void)devId;
	(void)ctx;
	if (info == NULL)
		return BAD_FUNC_ARG;
	if (info->algo_type != WC_ALGO_TYPE_CIPHER)
		return CRYPTOCB_UNAVAILABLE;

	switch (info->cipher.type) {
#ifdef HAVE_AES_ECB
	case WC_CIPHER_AES_ECB:
		ret = do_ecb(info->cipher.aesecb.aes, info->cipher.aesecb.out,
			     info->cipher.aesecb.in, info->cipher.aesecb.sz, info->cipher.enc);
		count(info->cipher.enc ? &s_stats.ecb_enc : &s_stats.ecb_dec, ret);
		break;
#endif
#ifdef HAVE_AES_CBC
	case WC_CIPHER_AES_CBC:
		ret = do_cbc(info->cipher.aescbc.aes, info->cipher.aescbc.out,
			     info->cipher.aescbc.in, info->cipher.aescbc.sz, info->cipher.enc);
		count(info->cipher.enc ? &s_stats.cbc_enc : &s_stats.cbc_dec, ret);
		break;
#endif
#ifdef WOLFSSL_AES_COUNTER
	case WC_CIPHER_AES_CTR:
		ret = do_ctr(info->cipher.aesctr.aes, info->cipher.aesctr.out,
			     info->cipher.aesctr.in, info->cipher.aesctr.sz);
		count(&s_stats.ctr, ret);
		break;
#endif
#ifdef HAVE_AESGCM
	case WC_CIPHER_AES_GCM:
		if (info->cipher.enc)
			ret = do_gcm(info->cipher.aesgcm_enc.aes, info->cipher.aesgcm_enc.out,
				     info->cipher.aesgcm_enc.in, info->cipher.aesgcm_enc.sz,
				     info->cipher.aesgcm_enc.iv, info->cipher.aesgcm_enc.ivSz,
				     info->cipher.aesgcm_enc.authTag, NULL,
				     info->cipher.aesgcm_enc.authTagSz,
				     info->cipher.aesgcm_enc.authIn,
				     info->cipher.aesgcm_enc.authInSz, 1);
		else
			ret = do_gcm(info->cipher.aesgcm_dec.aes, info->cipher.aesgcm_dec.out,
				     info->cipher.aesgcm_dec.in, info->cipher.aesgcm_dec.sz,
				     info->cipher.aesgcm_dec.iv, info->cipher.aesgcm_dec.ivSz, NULL,
				     info->cipher.aesgcm_dec.authTag,
				     info->cipher.aesgcm_dec.authTagSz,
				     info->cipher.aesgcm_dec.authIn,
				     info->cipher.aesgcm_dec.authInSz, 0);
		count(info->cipher.enc ? &s_stats.gcm_enc : &s_stats.gcm_dec, ret);
		break;
#endif
#ifdef HAVE_AESCCM
	case WC_CIPHER_AES_CCM:
		if (info->cipher.enc)
			ret = do_ccm(info->cipher.aesccm_enc.aes, info->cipher.aesccm_enc.out,
				     info->cipher.aesccm_enc.in, info->cipher.aesccm_enc.sz,
				     info->cipher.aesccm_enc.nonce, info->cipher.aesccm_enc.nonceSz,
				     info->cipher.aesccm_enc.authTag, NULL,
				     info->cipher.aesccm_enc.authTagSz,
				     info->cipher.aesccm_enc.authIn,
				     info->cipher.aesccm_enc.authInSz, 1);
		else
			ret = do_ccm(info->cipher.aesccm_dec.aes, info->cipher.aesccm_dec.out,
				     info->cipher.aesccm_dec.in, info->cipher.aesccm_dec.sz,
				     info->cipher.aesccm_dec.nonce, info->cipher.aesccm_dec.nonceSz,
				     NULL, info->cipher.aesccm_dec.authTag,
				     info->cipher.aesccm_dec.authTagSz,
				     info->cipher.aesccm_dec.authIn,
				     info->cipher.aesccm_dec.authInSz, 0);
		count(info->cipher.enc ? &s_stats.ccm_enc : &s_stats.ccm_dec, ret);
		break;
#endif
	default:
		/* Other ciphers (DES3, ...) and AES modes wolfSSL runs itself. */
		atomic_fetch_add_explicit(&s_stats.declined, 1, memory_order_relaxed);
		break;
	}
	return ret;
}

/* ---- registration ------------------------------------------------------- */

#if AESALT_WOLFSSL_FIND
/* Sends AES requests of objects without a device id to the device; every
 * other request keeps the id it came with. */
static int find_device(int devId, int algoType)
{
	if (devId == INVALID_DEVID && algoType == WC_ALGO_TYPE_CIPHER)
		return AESALT_WOLFSSL_DEVID;
	return devId;
}
#endif

/* Does wolfSSL keep the raw key in devKey for an object without a device
 * id?  ONLY_AES always does (it has nothing else); FIND builds of 5.9.2 do,
 * of 5.7.2 do not. */
static int probe_devkey(void)
{
#if defined(WOLF_CRYPTO_CB_ONLY_AES)
	return 1;
#elif AESALT_WOLFSSL_FIND
	static const byte k[16] = { 0x61, 0x65, 0x73, 0x61, 0x6c, 0x74, 0x2d, 0x70,
				    0x72, 0x6f, 0x62, 0x65, 0x2d, 0x6b, 0x65, 0x79 };
	Aes probe;
	int ok = 0;

	/* Zeroed first: wc_AesInit leaves devKey alone, and a wolfSSL that
	 * does not copy the key must be seen to leave zeros there. */
	memset(&probe, 0, sizeof probe);
	if (wc_AesInit(&probe, NULL, INVALID_DEVID) != 0)
		return 0;
	if (wc_AesSetKey(&probe, k, sizeof k, NULL, AES_ENCRYPTION) == 0)
		ok = memcmp(probe.devKey, k, sizeof k) == 0;
	wc_AesFree(&probe);
	return ok;
#else
	return 0;
#endif
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_register(void)
{
	int ret;

	if (s_registered)
		return 0;
	if (aesalt_impl_active() == NULL)
		return BAD_STATE_E;
	s_devkey_always = probe_devkey();
	ret = wc_CryptoCb_RegisterDevice(AESALT_WOLFSSL_DEVID, aesalt_wolfssl_cryptocb, NULL);
	if (ret != 0)
		return ret;
#if AESALT_WOLFSSL_FIND
	wc_CryptoCb_SetDeviceFindCb(find_device);
#endif
	s_registered = 1;
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_unregister(void)
{
	if (!s_registered)
		return BAD_STATE_E;
#if AESALT_WOLFSSL_FIND
	wc_CryptoCb_SetDeviceFindCb(NULL);
#endif
	wc_CryptoCb_UnRegisterDevice(AESALT_WOLFSSL_DEVID);
	s_registered = 0;
	aesalt_wolfssl_cache_wipe();
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_registered(void)
{
	return s_registered;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_cache_wipe(void)
{
#if AESALT_WOLFSSL_CACHE_SLOTS > 0
	wipe(&t_cache, sizeof t_cache);
#endif
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_get_stats(aesalt_wolfssl_stats *st)
{
	if (st == NULL)
		return BAD_FUNC_ARG;
	st->ecb_enc = atomic_load(&s_stats.ecb_enc);
	st->ecb_dec = atomic_load(&s_stats.ecb_dec);
	st->cbc_enc = atomic_load(&s_stats.cbc_enc);
	st->cbc_dec = atomic_load(&s_stats.cbc_dec);
	st->ctr = atomic_load(&s_stats.ctr);
	st->gcm_enc = atomic_load(&s_stats.gcm_enc);
	st->gcm_dec = atomic_load(&s_stats.gcm_dec);
	st->ccm_enc = atomic_load(&s_stats.ccm_enc);
	st->ccm_dec = atomic_load(&s_stats.ccm_dec);
	st->declined = atomic_load(&s_stats.declined);
	st->errors = atomic_load(&s_stats.errors);
	st->kernel = atomic_load(&s_stats.kernel);
	st->kernels_mixed = atomic_load(&s_stats.mixed);
	return 0;
}

/* see aesalt_wolfssl.h */
int aesalt_wolfssl_reset_stats(void)
{
	atomic_store(&s_stats.ecb_enc, 0);
	atomic_store(&s_stats.ecb_dec, 0);
	atomic_store(&s_stats.cbc_enc, 0);
	atomic_store(&s_stats.cbc_dec, 0);
	atomic_store(&s_stats.ctr, 0);
	atomic_store(&s_stats.gcm_enc, 0);
	atomic_store(&s_stats.gcm_dec, 0);
	atomic_store(&s_stats.ccm_enc, 0);
	atomic_store(&s_stats.ccm_dec, 0);
	atomic_store(&s_stats.declined, 0);
	atomic_store(&s_stats.errors, 0);
	atomic_store(&s_stats.kernel, NULL);
	atomic_store(&s_stats.mixed, 0);
	return 0;
}
