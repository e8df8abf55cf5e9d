/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS AES API (MBEDTLS_AES_ALT) over aesalt's streaming functions, for
 * Mbed TLS 2.28 and 3.6.
 *
 * Every function checks its arguments in the order stock Mbed TLS does, so
 * that a call returns the same code as the built-in aes.c: the mode first,
 * then lengths and offsets, and only then the key, which may therefore be
 * uninitialised when the call fails early (Mbed TLS's own tests rely on
 * this).  aesalt errors map to Mbed TLS's AES codes:
 *
 *   AESALT_ERR_KEY_LENGTH    MBEDTLS_ERR_AES_INVALID_KEY_LENGTH
 *   AESALT_ERR_INPUT_LENGTH  MBEDTLS_ERR_AES_INVALID_INPUT_LENGTH
 *   AESALT_ERR_UNSUPPORTED   MBEDTLS_ERR_PLATFORM_FEATURE_UNSUPPORTED
 *                            (no usable aesalt kernel, e.g. AESALT_KERNEL
 *                            named one this CPU cannot run)
 *   anything else            MBEDTLS_ERR_AES_BAD_INPUT_DATA (no key set, a
 *                            decryption key used to encrypt or the reverse,
 *                            NULL pointers, overlapping buffers)
 *
 * Buffers: input and output may be the same buffer or disjoint, as in
 * aesalt; an output that starts before its input and overlaps it (a
 * memmove-style left shift) is also accepted, through aesalt's
 * aesalt_run_in_order.  An output that starts inside its input is refused,
 * but by ECB, whose one block takes any overlap (aesalt_aes_block_enc).
 */
#include "mbedtls/aes.h"

#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_AES_ALT)

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mbedtls/platform_util.h"
#include "mbedtls/version.h"
#if MBEDTLS_VERSION_MAJOR >= 3
#include "mbedtls/error.h"
#else
#include "mbedtls/platform.h"
#endif

#include "aesalt/aesalt.h"

/* mbedtls_aes_free wipes the context as its key. */
_Static_assert(sizeof(mbedtls_aes_context) == sizeof(aesalt_aes_key), "aes_alt.h context");
_Static_assert(offsetof(mbedtls_aes_context, key) == 0, "aes_alt.h context");

static int map_err(int err)
{
	if (err == AESALT_OK) /* first: the usual answer, one test */
		return 0;
	switch (err) {
	case AESALT_ERR_KEY_LENGTH:
		return MBEDTLS_ERR_AES_INVALID_KEY_LENGTH;
	case AESALT_ERR_INPUT_LENGTH:
		return MBEDTLS_ERR_AES_INVALID_INPUT_LENGTH;
	case AESALT_ERR_UNSUPPORTED:
		return MBEDTLS_ERR_PLATFORM_FEATURE_UNSUPPORTED;
	default:
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	}
}

/* 128, 192 or 256 bits to bytes; 0 for any other size. */
static size_t key_bytes(unsigned int keybits)
{
	return keybits == 128 || keybits == 192 || keybits == 256 ? keybits / 8 : 0;
}

void mbedtls_aes_init(mbedtls_aes_context *ctx)
{
	if (ctx != NULL)
		memset(ctx, 0, sizeof(*ctx));
}

void mbedtls_aes_free(mbedtls_aes_context *ctx)
{
	if (ctx == NULL)
		return;
	aesalt_aes_key_wipe(&ctx->key); /* the whole context: it is the key */
}

int mbedtls_aes_setkey_enc(mbedtls_aes_context *ctx, const unsigned char *key, unsigned int keybits)
{
	size_t n = key_bytes(keybits);

	if (n == 0)
		return MBEDTLS_ERR_AES_INVALID_KEY_LENGTH;
	if (ctx == NULL || key == NULL)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	return map_err(aesalt_aes_setkey_enc(&ctx->key, key, n));
}

#if !defined(MBEDTLS_BLOCK_CIPHER_NO_DECRYPT)
int mbedtls_aes_setkey_dec(mbedtls_aes_context *ctx, const unsigned char *key, unsigned int keybits)
{
	size_t n = key_bytes(keybits);

	if (n == 0)
		return MBEDTLS_ERR_AES_INVALID_KEY_LENGTH;
	if (ctx == NULL || key == NULL)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	return map_err(aesalt_aes_setkey_dec(&ctx->key, key, n));
}
#endif

/* ---- one streaming operation, with the overlap rule above ---------------- */

enum op {
	OP_CBC_ENC,
	OP_CBC_DEC,
	OP_CFB128_ENC,
	OP_CFB128_DEC,
	OP_CFB8_ENC,
	OP_CFB8_DEC,
	OP_OFB,
	OP_CTR
};

struct op_args {
	unsigned char *iv;     /* iv or counter */
	size_t *off;	       /* iv_off or nc_off */
	unsigned char *stream; /* CTR stream block */
};

struct op_call {
	enum op op;
	const aesalt_aes_key *key;
	const struct op_args *a;
};

/* Inlined at each caller whatever the compiler's budget, so that the
 * switch below folds to the one call of the caller's op. */
#if defined(__GNUC__) || defined(__clang__)
#define RUN_INLINE inline __attribute__((always_inline))
#else
#define RUN_INLINE inline
#endif

/* One aesalt call. */
static RUN_INLINE int call1(enum op op, const aesalt_aes_key *key, const struct op_args *a,
			    uint8_t *out, const uint8_t *in, size_t len)
{
	switch (op) {
	case OP_CBC_ENC:
		return aesalt_cbc_enc(key, out, in, len, a->iv);
	case OP_CBC_DEC:
		return aesalt_cbc_dec(key, out, in, len, a->iv);
	case OP_CFB128_ENC:
		return aesalt_cfb128_enc(key, out, in, len, a->iv, a->off);
	case OP_CFB128_DEC:
		return aesalt_cfb128_dec(key, out, in, len, a->iv, a->off);
	case OP_CFB8_ENC:
		return aesalt_cfb8_enc(key, out, in, len, a->iv);
	case OP_CFB8_DEC:
		return aesalt_cfb8_dec(key, out, in, len, a->iv);
	case OP_OFB:
		return aesalt_ofb(key, out, in, len, a->iv, a->off);
	case OP_CTR:
		return aesalt_ctr(key, out, in, len, a->iv, a->stream, a->off);
	}
	return AESALT_ERR_BAD_INPUT;
}

/* The same as an aesalt_io_fn, for aesalt_run_in_order(). */
static int run1(void *arg, uint8_t *out, const uint8_t *in, size_t len)
{
	const struct op_call *c = arg;

	return call1(c->op, c->key, c->a, out, in, len);
}

#if defined(__GNUC__) || defined(__clang__)
#define RUN_NOINLINE __attribute__((noinline))
#else
#define RUN_NOINLINE
#endif

/* op over buffers that overlap partially (or a zero length with distinct
 * buffers): the whole call first, as aesalt_run_in_order() would make it
 * first; a refused partial overlap (refused before anything was written)
 * then goes there, which makes it in order.  Out of line, and given the
 * arguments one by one, so that the usual path below keeps nothing across
 * its call into aesalt and stores no structure. */
static RUN_NOINLINE int run_overlapping(enum op op, const aesalt_aes_key *key, unsigned char *out,
					const unsigned char *in, size_t len, unsigned char *iv,
					size_t *off, unsigned char *stream)
{
	const struct op_args a = { iv, off, stream };
	struct op_call c = { op, key, &a };
	int ret = run1(&c, out, in, len);

	if (ret != AESALT_ERR_BAD_INPUT || out == NULL || in == NULL ||
	    aesalt_check_buffers(out, in, len) == AESALT_OK)
		return ret;
	return aesalt_run_in_order(run1, &c, out, in, len, 0);
}

/* op over the buffers with the overlap rule above (unit 0: an output
 * inside its input is refused): buffers that do not overlap partially
 * (0 < |out - in| < len) go straight to aesalt, inlined with op known at
 * each caller: one direct call per Mbed TLS call. */
static RUN_INLINE int run(enum op op, const aesalt_aes_key *key, unsigned char *out,
			  const unsigned char *in, size_t len, const struct op_args *a)
{
	uintptr_t d = (uintptr_t)out - (uintptr_t)in;

	if (d != 0 && d + (len - 1) < 2 * len - 1)
		return run_overlapping(op, key, out, in, len, a->iv, a->off, a->stream);
	return call1(op, key, a, out, in, len);
}

static int valid_mode(int mode)
{
	return mode == MBEDTLS_AES_ENCRYPT || mode == MBEDTLS_AES_DECRYPT;
}

/* ---- ECB ----------------------------------------------------------------- */

/* The one-block entry's only refusal is AESALT_ERR_BAD_INPUT (aesalt.h),
 * all bits set: ANDed with Mbed TLS's code it gives that code, and 0 stays
 * 0, without a branch (GCC made the success path materialise its 0). */
_Static_assert(AESALT_ERR_BAD_INPUT == -1, "one-block refusal mapping");
#define ECB_ERR(ret) ((ret)&MBEDTLS_ERR_AES_BAD_INPUT_DATA)

int mbedtls_aes_crypt_ecb(mbedtls_aes_context *ctx, int mode, const unsigned char input[16],
			  unsigned char output[16])
{
	/* The key is the whole context (NULL for a NULL one): aesalt's
	 * one-block entry checks it and the pointers, and takes buffers that
	 * overlap in any way, as stock does. */
	const aesalt_aes_key *key = ctx != NULL ? &ctx->key : NULL;

	if (mode == MBEDTLS_AES_ENCRYPT)
		return ECB_ERR(aesalt_aes_block_enc(key, output, input));
	if (mode == MBEDTLS_AES_DECRYPT)
		return ECB_ERR(aesalt_aes_block_dec(key, output, input));
	return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
}

int mbedtls_internal_aes_encrypt(mbedtls_aes_context *ctx, const unsigned char input[16],
				 unsigned char output[16])
{
	return mbedtls_aes_crypt_ecb(ctx, MBEDTLS_AES_ENCRYPT, input, output);
}

#if !defined(MBEDTLS_BLOCK_CIPHER_NO_DECRYPT)
int mbedtls_internal_aes_decrypt(mbedtls_aes_context *ctx, const unsigned char input[16],
				 unsigned char output[16])
{
	return mbedtls_aes_crypt_ecb(ctx, MBEDTLS_AES_DECRYPT, input, output);
}
#endif

#if MBEDTLS_VERSION_MAJOR < 3 && !defined(MBEDTLS_DEPRECATED_REMOVED)
/* Mbed TLS 2.x deprecated wrappers: no return value, errors ignored. */
void mbedtls_aes_encrypt(mbedtls_aes_context *ctx, const unsigned char input[16],
			 unsigned char output[16])
{
	(void)mbedtls_internal_aes_encrypt(ctx, input, output);
}

void mbedtls_aes_decrypt(mbedtls_aes_context *ctx, const unsigned char input[16],
			 unsigned char output[16])
{
	(void)mbedtls_internal_aes_decrypt(ctx, input, output);
}
#endif

/* ---- CBC ----------------------------------------------------------------- */

#if defined(MBEDTLS_CIPHER_MODE_CBC)
int mbedtls_aes_crypt_cbc(mbedtls_aes_context *ctx, int mode, size_t length, unsigned char iv[16],
			  const unsigned char *input, unsigned char *output)
{
	struct op_args a = { iv, NULL, NULL };

	if (!valid_mode(mode))
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	if (length == 0)
		return 0;
	/* aesalt checks the length first (whole blocks), as stock does, so an
	 * uninitialised or NULL context fails the same way.  A call per mode,
	 * each with its op known. */
	if (mode == MBEDTLS_AES_DECRYPT)
		return map_err(
			run(OP_CBC_DEC, ctx != NULL ? &ctx->key : NULL, output, input, length, &a));
	/* One block to encrypt with every pointer given: the one-block path;
	 * anything else (and every error but the key's) is aesalt's streaming
	 * call. */
	return map_err(run(OP_CBC_ENC, ctx != NULL ? &ctx->key : NULL, output, input, length, &a));
}
#endif

/* ---- XTS ----------------------------------------------------------------- */

#if defined(MBEDTLS_CIPHER_MODE_XTS)
void mbedtls_aes_xts_init(mbedtls_aes_xts_context *ctx)
{
	if (ctx == NULL)
		return;
	mbedtls_aes_init(&ctx->crypt);
	mbedtls_aes_init(&ctx->tweak);
}

void mbedtls_aes_xts_free(mbedtls_aes_xts_context *ctx)
{
	if (ctx == NULL)
		return;
	mbedtls_aes_free(&ctx->crypt);
	mbedtls_aes_free(&ctx->tweak);
}

/* XTS keys are two AES keys of equal size: 256 or 512 bits in all. */
static int xts_setkey(mbedtls_aes_xts_context *ctx, const unsigned char *key, unsigned int keybits,
		      int decrypt)
{
	size_t half;
	int ret;

	if (keybits != 256 && keybits != 512)
		return MBEDTLS_ERR_AES_INVALID_KEY_LENGTH;
	if (ctx == NULL || key == NULL)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	half = keybits / 16;
	/* Key1 == Key2 is accepted, as stock Mbed TLS accepts it (its
	 * documented results are 0 and INVALID_KEY_LENGTH only, and its suite
	 * runs IEEE 1619 vector 1, whose halves are both zero): hence two
	 * aesalt_aes_setkey_* calls, not aesalt_xts_setkey_*, which refuses
	 * equal halves (README, "Behaviour compared with stock").
	 * Tweak key first, as stock Mbed TLS does: always an encryption key. */
	ret = aesalt_aes_setkey_enc(&ctx->tweak.key, key + half, half);
	if (ret == AESALT_OK)
		ret = decrypt ? aesalt_aes_setkey_dec(&ctx->crypt.key, key, half)
			      : aesalt_aes_setkey_enc(&ctx->crypt.key, key, half);
	return map_err(ret);
}

int mbedtls_aes_xts_setkey_enc(mbedtls_aes_xts_context *ctx, const unsigned char *key,
			       unsigned int keybits)
{
	return xts_setkey(ctx, key, keybits, 0);
}

int mbedtls_aes_xts_setkey_dec(mbedtls_aes_xts_context *ctx, const unsigned char *key,
			       unsigned int keybits)
{
	return xts_setkey(ctx, key, keybits, 1);
}

int mbedtls_aes_crypt_xts(mbedtls_aes_xts_context *ctx, int mode, size_t length,
			  const unsigned char data_unit[16], const unsigned char *input,
			  unsigned char *output)
{
	if (!valid_mode(mode))
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	/* aesalt checks the length first (16 .. 2^24 bytes), as stock does, so
	 * an uninitialised or NULL context fails the same way. */
	if (mode == MBEDTLS_AES_ENCRYPT)
		return map_err(aesalt_xts_enc(ctx != NULL ? &ctx->crypt.key : NULL,
					      ctx != NULL ? &ctx->tweak.key : NULL, output, input,
					      length, data_unit));
	return map_err(aesalt_xts_dec(ctx != NULL ? &ctx->crypt.key : NULL,
				      ctx != NULL ? &ctx->tweak.key : NULL, output, input, length,
				      data_unit));
}
#endif /* MBEDTLS_CIPHER_MODE_XTS */

/* ---- CFB ----------------------------------------------------------------- */

#if defined(MBEDTLS_CIPHER_MODE_CFB)
int mbedtls_aes_crypt_cfb128(mbedtls_aes_context *ctx, int mode, size_t length, size_t *iv_off,
			     unsigned char iv[16], const unsigned char *input,
			     unsigned char *output)
{
	struct op_args a = { iv, iv_off, NULL };

	if (!valid_mode(mode))
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	if (iv_off == NULL || *iv_off > 15)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	if (length == 0)
		return 0;
	if (ctx == NULL || iv == NULL)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	return map_err(run(mode == MBEDTLS_AES_ENCRYPT ? OP_CFB128_ENC : OP_CFB128_DEC, &ctx->key,
			   output, input, length, &a));
}

int mbedtls_aes_crypt_cfb8(mbedtls_aes_context *ctx, int mode, size_t length, unsigned char iv[16],
			   const unsigned char *input, unsigned char *output)
{
	struct op_args a = { iv, NULL, NULL };

	if (!valid_mode(mode))
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	if (length == 0)
		return 0;
	if (ctx == NULL || iv == NULL)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	return map_err(run(mode == MBEDTLS_AES_ENCRYPT ? OP_CFB8_ENC : OP_CFB8_DEC, &ctx->key,
			   output, input, length, &a));
}
#endif /* MBEDTLS_CIPHER_MODE_CFB */

/* ---- OFB ----------------------------------------------------------------- */

#if defined(MBEDTLS_CIPHER_MODE_OFB)
int mbedtls_aes_crypt_ofb(mbedtls_aes_context *ctx, size_t length, size_t *iv_off,
			  unsigned char iv[16], const unsigned char *input, unsigned char *output)
{
	struct op_args a = { iv, iv_off, NULL };

	if (iv_off == NULL || *iv_off > 15)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	if (length == 0)
		return 0;
	if (ctx == NULL || iv == NULL)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	return map_err(run(OP_OFB, &ctx->key, output, input, length, &a));
}
#endif /* MBEDTLS_CIPHER_MODE_OFB */

/* ---- CTR ----------------------------------------------------------------- */

#if defined(MBEDTLS_CIPHER_MODE_CTR)
/* A call that does not end on a block boundary after a whole block of its
 * own: aesalt's streaming CTR as it is.  Otherwise stock Mbed TLS leaves
 * the keystream of the last counter block in stream_block (its tests
 * compare it), which aesalt keeps only for a partial block: one aesalt
 * call, then that keystream as output ^ input of the last 16 bytes (the
 * input saved first when it is overwritten).  Not inlined, so that its
 * frame (the saved block) is not every CTR call's. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
static int
ctr_long(mbedtls_aes_context *ctx, size_t length, size_t *nc_off, unsigned char nonce_counter[16],
	 unsigned char stream_block[16], const unsigned char *input, unsigned char *output)
{
	struct op_args a = { nonce_counter, nc_off, stream_block };
	unsigned char last_in[16];
	const unsigned char *li;
	uint64_t w[4];
	int ret;

	if ((*nc_off + length) % 16 != 0 || length < 16)
		return run(OP_CTR, &ctx->key, output, input, length, &a);
	li = input + length - 16;
	if (output == input || aesalt_check_buffers(output, input, length) != AESALT_OK) {
		memcpy(last_in, li, 16);
		li = last_in;
	}
	ret = run(OP_CTR, &ctx->key, output, input, length, &a);
	if (ret == AESALT_OK) {
		memcpy(w, output + length - 16, 16);
		memcpy(w + 2, li, 16);
		w[0] ^= w[2];
		w[1] ^= w[3];
		memcpy(stream_block, w, 16);
	}
	if (li == last_in)
		aesalt_zeroize(last_in, sizeof last_in);
	return ret;
}

/* 128-bit big-endian counter + 1, as stock Mbed TLS steps it: byte by
 * byte from the last, stopping at the first that does not wrap (the
 * counter is public); the usual step is one byte. */
static void ctr_step(unsigned char c[16])
{
	size_t i = 15;

	if (++c[15] != 0)
		return;
	while (i > 0 && ++c[i - 1] == 0)
		i--;
}

/* One block from a block boundary (a record, a short message), in stock's
 * order: the keystream E(counter) into stream_block (made in a local
 * block by aesalt's one-block entry, so that no overlap of the caller's
 * buffers can make it refuse: a refusal is the key's), the counter
 * stepped, then out = in ^ stream_block (both loaded before the store:
 * safe for any overlap). */
static inline int ctr_block(mbedtls_aes_context *ctx, unsigned char nonce_counter[16],
			    unsigned char stream_block[16], const unsigned char *input,
			    unsigned char *output)
{
	uint64_t w[4];
	int ret = aesalt_aes_block_enc(&ctx->key, (unsigned char *)w, nonce_counter);

	if (ret != AESALT_OK)
		return map_err(ret);
	memcpy(stream_block, w, 16);
	ctr_step(nonce_counter);
	memcpy(w, input, 16);
	memcpy(w + 2, stream_block, 16);
	w[0] ^= w[2];
	w[1] ^= w[3];
	memcpy(output, w, 16);
	return 0;
}

int mbedtls_aes_crypt_ctr(mbedtls_aes_context *ctx, size_t length, size_t *nc_off,
			  unsigned char nonce_counter[16], unsigned char stream_block[16],
			  const unsigned char *input, unsigned char *output)
{
	int given;

	if (nc_off == NULL || *nc_off > 15)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	given = ctx != NULL && nonce_counter != NULL && stream_block != NULL && input != NULL &&
		output != NULL;
	/* the usual call first: one block from a block boundary */
	if (length == 16 && *nc_off == 0 && given)
		return ctr_block(ctx, nonce_counter, stream_block, input, output);
	if (length == 0)
		return 0;
	if (!given)
		return MBEDTLS_ERR_AES_BAD_INPUT_DATA;
	return map_err(ctr_long(ctx, length, nc_off, nonce_counter, stream_block, input, output));
}
#endif /* MBEDTLS_CIPHER_MODE_CTR */

#endif /* MBEDTLS_AES_C && MBEDTLS_AES_ALT */
