/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS GCM API (MBEDTLS_GCM_ALT) over aesalt, for Mbed TLS 2.28 (the
 * starts-with-AAD API) and 3.x (update_ad, buffered update and finish).
 *
 * AES keys use aesalt's streaming GCM (aesalt_gcm_*) and never touch Mbed
 * TLS's cipher layer.  Other 128-bit block ciphers (Camellia, ARIA) keep
 * working as in stock Mbed TLS: their block function is Mbed TLS's (the
 * cipher layer in ECB mode, or block_cipher where Mbed TLS 3.6 uses it for
 * GCM) and GHASH is the aesalt kernel's, driven by the same streaming logic
 * as core/gcm.c.
 *
 * Return codes follow stock gcm.c: MBEDTLS_ERR_GCM_BAD_INPUT for bad key
 * sizes, unknown ciphers, empty or oversized IVs, AAD over 2^61 bytes,
 * messages over 2^36 - 32 bytes, tag lengths outside 4..16 and an output
 * that starts inside its input; MBEDTLS_ERR_GCM_BUFFER_TOO_SMALL (3.x) for a
 * short output; MBEDTLS_ERR_GCM_AUTH_FAILED for a bad tag, with the output
 * wiped.  aesalt also refuses what stock Mbed TLS silently miscomputes
 * (AAD after data, update before starts): MBEDTLS_ERR_GCM_BAD_INPUT.
 * Output is always immediate (update writes exactly its input length), so
 * finish never writes output.
 */
#include "mbedtls/gcm.h"

#if defined(MBEDTLS_GCM_C) && defined(MBEDTLS_GCM_ALT)

#include <string.h>

#include "mbedtls/platform_util.h"
#include "mbedtls/version.h"
#if MBEDTLS_VERSION_MAJOR >= 3
#include "mbedtls/error.h"
#else
#include "mbedtls/platform.h"
#endif
#if defined(MBEDTLS_BLOCK_CIPHER_C)
#include "block_cipher_internal.h" /* Mbed TLS library/ */
#endif

#include "aesalt/aesalt.h"
#include "bytes.h"  /* aesalt core/ */
#include "ct.h"	    /* aesalt core/ */
#include "kernel.h" /* aesalt core/: GHASH of the non-AES path */

enum { KIND_NONE, KIND_AES, KIND_OTHER };
enum { PHASE_NONE, PHASE_AAD, PHASE_DATA, PHASE_DONE };

/* SP 800-38D limits, as stock gcm.c checks them. */
#define GCM_MAX_MSG ((((uint64_t)1) << 36) - 32)
#define GCM_MAX_AAD_IV ((((uint64_t)1) << 61) - 1)

/* len > max, as a function: with a 32-bit size_t (m68k) the comparison is
 * always false and gcc's -Wtype-limits would say so at each check. */
static int exceeds(uint64_t len, uint64_t max)
{
	return len > max;
}

static int map_err(int err)
{
	switch (err) {
	case AESALT_OK:
		return 0;
	case AESALT_ERR_AUTH:
		return MBEDTLS_ERR_GCM_AUTH_FAILED;
	default:
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	}
}

/* ---- non-AES block ciphers --------------------------------------------- */

static void other_free(mbedtls_gcm_context *ctx)
{
#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_free(&ctx->block);
#elif defined(MBEDTLS_CIPHER_C)
	mbedtls_cipher_free(&ctx->block);
#else
	(void)ctx;
#endif
}

/* out = E(K, in) for one 16-byte block. */
static int other_block(mbedtls_gcm_context *ctx, unsigned char out[16], const unsigned char in[16])
{
#if defined(MBEDTLS_BLOCK_CIPHER_C)
	return mbedtls_block_cipher_encrypt(&ctx->block, in, out);
#elif defined(MBEDTLS_CIPHER_C)
	size_t olen = 0;
	return mbedtls_cipher_update(&ctx->block, in, 16, out, &olen);
#else
	(void)ctx;
	(void)out;
	(void)in;
	return MBEDTLS_ERR_GCM_BAD_INPUT;
#endif
}

static int other_setkey(mbedtls_gcm_context *ctx, mbedtls_cipher_id_t cipher,
			const unsigned char *key, unsigned int keybits)
{
	aesalt_mbedtls_gcm_other *g = &ctx->u.other;
	const struct aesalt_kernel *k = aesalt_kernel_active();
	unsigned char h[16] = { 0 };
	int ret;

#if defined(MBEDTLS_BLOCK_CIPHER_C)
	mbedtls_block_cipher_init(&ctx->block);
	ret = mbedtls_block_cipher_setup(&ctx->block, cipher);
	if (ret == 0)
		ret = mbedtls_block_cipher_setkey(&ctx->block, key, keybits);
#elif defined(MBEDTLS_CIPHER_C)
	const mbedtls_cipher_info_t *info =
		mbedtls_cipher_info_from_values(cipher, (int)keybits, MBEDTLS_MODE_ECB);
#if MBEDTLS_VERSION_MAJOR >= 3
	if (info == NULL || mbedtls_cipher_info_get_block_size(info) != 16)
#else
	if (info == NULL || info->block_size != 16)
#endif
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	mbedtls_cipher_init(&ctx->block);
	ret = mbedtls_cipher_setup(&ctx->block, info);
	if (ret == 0)
		ret = mbedtls_cipher_setkey(&ctx->block, key, (int)keybits, MBEDTLS_ENCRYPT);
#else
	(void)cipher;
	(void)key;
	(void)keybits;
	ret = MBEDTLS_ERR_GCM_BAD_INPUT;
#endif
	if (ret != 0) {
		other_free(ctx);
		return ret;
	}
	ctx->kind = KIND_OTHER;
	if (k == NULL)
		return MBEDTLS_ERR_PLATFORM_FEATURE_UNSUPPORTED;
	ret = other_block(ctx, h, h);
	if (ret != 0)
		return ret;
	k->ghash_setkey(&g->gkey, h);
	g->gkey.impl = k;
	g->phase = PHASE_NONE;
	mbedtls_platform_zeroize(h, sizeof(h));
	return 0;
}

static void other_ghash(aesalt_mbedtls_gcm_other *g, unsigned char y[16], const unsigned char *in,
			size_t nblocks)
{
	if (nblocks > 0)
		g->gkey.impl->ghash(&g->gkey, y, in, nblocks);
}

static void other_flush(aesalt_mbedtls_gcm_other *g)
{
	if (g->gbuf_len == 0)
		return;
	memset(g->gbuf + g->gbuf_len, 0, 16u - g->gbuf_len);
	other_ghash(g, g->y, g->gbuf, 1);
	g->gbuf_len = 0;
}

static int other_start(mbedtls_gcm_context *ctx, int encrypt, const unsigned char *iv,
		       size_t iv_len)
{
	aesalt_mbedtls_gcm_other *g = &ctx->u.other;
	unsigned char j0[16], last[16];
	int ret;

	if (iv_len == 12) {
		memcpy(j0, iv, 12);
		aesalt_store_be32(j0 + 12, 1);
	} else {
		/* J0 = GHASH(IV || 0-pad || [0]64 || [len(IV)]64) */
		memset(j0, 0, 16);
		other_ghash(g, j0, iv, iv_len / 16);
		if (iv_len % 16 != 0) {
			memset(last, 0, 16);
			memcpy(last, iv + (iv_len & ~(size_t)15), iv_len % 16);
			other_ghash(g, j0, last, 1);
		}
		memset(last, 0, 16);
		aesalt_store_be64(last + 8, (uint64_t)iv_len * 8);
		other_ghash(g, j0, last, 1);
	}
	ret = other_block(ctx, g->ekj0, j0);
	if (ret != 0)
		return ret;
	memcpy(g->ctr, j0, 16);
	aesalt_store_be32(g->ctr + 12, aesalt_load_be32(j0 + 12) + 1);
	memset(g->y, 0, 16);
	g->aad_len = 0;
	g->msg_len = 0;
	g->gbuf_len = 0;
	g->encrypt = encrypt != 0;
	g->phase = PHASE_AAD;
	return 0;
}

static int other_aad(aesalt_mbedtls_gcm_other *g, const unsigned char *aad, size_t len)
{
	size_t take;

	if (g->phase != PHASE_AAD || (aad == NULL && len != 0))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if ((uint64_t)len > GCM_MAX_AAD_IV - g->aad_len)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (len == 0)
		return 0;
	g->aad_len += len;
	if (g->gbuf_len != 0) {
		take = 16u - g->gbuf_len;
		if (take > len)
			take = len;
		memcpy(g->gbuf + g->gbuf_len, aad, take);
		g->gbuf_len = (unsigned char)(g->gbuf_len + take);
		aad += take;
		len -= take;
		if (g->gbuf_len < 16)
			return 0;
		other_ghash(g, g->y, g->gbuf, 1);
		g->gbuf_len = 0;
	}
	other_ghash(g, g->y, aad, len / 16);
	aad += len & ~(size_t)15;
	len &= 15;
	memcpy(g->gbuf, aad, len);
	g->gbuf_len = (unsigned char)len;
	return 0;
}

/* Byte-wise data; in and out are equal or disjoint (checked by the caller).
 * gbuf_len counts both the ciphertext bytes waiting for GHASH and the
 * keystream bytes of ks already used. */
static int other_update(mbedtls_gcm_context *ctx, unsigned char *out, const unsigned char *in,
			size_t len)
{
	aesalt_mbedtls_gcm_other *g = &ctx->u.other;
	size_t i;
	int ret;

	if (g->phase != PHASE_AAD && g->phase != PHASE_DATA)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (g->phase == PHASE_AAD) {
		other_flush(g);
		g->phase = PHASE_DATA;
	}
	g->msg_len += len;
	for (i = 0; i < len; i++) {
		unsigned char p = in[i], o;
		if (g->gbuf_len == 0) {
			ret = other_block(ctx, g->ks, g->ctr);
			if (ret != 0)
				return ret;
			aesalt_store_be32(g->ctr + 12, aesalt_load_be32(g->ctr + 12) + 1);
		}
		o = (unsigned char)(p ^ g->ks[g->gbuf_len]);
		g->gbuf[g->gbuf_len++] = g->encrypt ? o : p;
		out[i] = o;
		if (g->gbuf_len == 16) {
			other_ghash(g, g->y, g->gbuf, 1);
			g->gbuf_len = 0;
		}
	}
	return 0;
}

static int other_finish(aesalt_mbedtls_gcm_other *g, unsigned char *tag, size_t tag_len)
{
	unsigned char lens[16];

	if (g->phase != PHASE_AAD && g->phase != PHASE_DATA)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	other_flush(g);
	aesalt_store_be64(lens, g->aad_len * 8);
	aesalt_store_be64(lens + 8, g->msg_len * 8);
	other_ghash(g, g->y, lens, 1);
	aesalt_xor(g->y, g->y, g->ekj0, 16);
	memcpy(tag, g->y, tag_len);
	mbedtls_platform_zeroize(g->y, 16);
	mbedtls_platform_zeroize(g->ks, 16);
	mbedtls_platform_zeroize(g->gbuf, 16);
	g->phase = PHASE_DONE;
	return 0;
}

/* ---- the Mbed TLS API ---------------------------------------------------- */

void mbedtls_gcm_init(mbedtls_gcm_context *ctx)
{
	if (ctx != NULL)
		memset(ctx, 0, sizeof(*ctx));
}

void mbedtls_gcm_free(mbedtls_gcm_context *ctx)
{
	if (ctx == NULL)
		return;
	if (ctx->kind == KIND_OTHER)
		other_free(ctx);
	mbedtls_platform_zeroize(ctx, sizeof(*ctx));
}

int mbedtls_gcm_setkey(mbedtls_gcm_context *ctx, mbedtls_cipher_id_t cipher,
		       const unsigned char *key, unsigned int keybits)
{
	if (keybits != 128 && keybits != 192 && keybits != 256)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (ctx == NULL || key == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (ctx->kind == KIND_OTHER)
		other_free(ctx);
	mbedtls_platform_zeroize(&ctx->u, sizeof(ctx->u));
	ctx->kind = KIND_NONE;
	if (cipher == MBEDTLS_CIPHER_ID_AES) {
		int ret = aesalt_gcm_setkey(&ctx->u.aes, key, keybits / 8);
		if (ret != AESALT_OK)
			return ret == AESALT_ERR_UNSUPPORTED
				       ? MBEDTLS_ERR_PLATFORM_FEATURE_UNSUPPORTED
				       : MBEDTLS_ERR_GCM_BAD_INPUT;
		ctx->kind = KIND_AES;
		return 0;
	}
	return other_setkey(ctx, cipher, key, keybits);
}

/* Starts a message (both API generations). */
static int gcm_start(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len)
{
	/* IV: 1 .. 2^61 - 1 bytes. */
	if (iv_len == 0 || exceeds(iv_len, GCM_MAX_AAD_IV))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (ctx == NULL || iv == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	/* Stock gcm.c hashes the input for MBEDTLS_GCM_DECRYPT and the output
	 * for any other mode. */
	switch (ctx->kind) {
	case KIND_AES:
		return map_err(
			aesalt_gcm_start(&ctx->u.aes, mode != MBEDTLS_GCM_DECRYPT, iv, iv_len));
	case KIND_OTHER:
		return other_start(ctx, mode != MBEDTLS_GCM_DECRYPT, iv, iv_len);
	default:
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	}
}

static int gcm_aad(mbedtls_gcm_context *ctx, const unsigned char *add, size_t add_len)
{
	if (ctx == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	switch (ctx->kind) {
	case KIND_AES:
		return map_err(aesalt_gcm_aad(&ctx->u.aes, add, add_len));
	case KIND_OTHER:
		return other_aad(&ctx->u.other, add, add_len);
	default:
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	}
}

static uint64_t msg_len(const mbedtls_gcm_context *ctx)
{
	return ctx->kind == KIND_AES ? ctx->u.aes.msg_len : ctx->u.other.msg_len;
}

static int update1(mbedtls_gcm_context *ctx, unsigned char *out, const unsigned char *in,
		   size_t len)
{
	if (ctx->kind == KIND_AES)
		return map_err(aesalt_gcm_update(&ctx->u.aes, out, in, len));
	return other_update(ctx, out, in, len);
}

/* Data (both API generations); len > 0. */
static int gcm_data(mbedtls_gcm_context *ctx, unsigned char *out, const unsigned char *in,
		    size_t len)
{
	uintptr_t o = (uintptr_t)out, i = (uintptr_t)in;
	unsigned char buf[256];
	int ret = 0;

	if (ctx == NULL || (ctx->kind != KIND_AES && ctx->kind != KIND_OTHER))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (in == NULL || out == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	/* An output that starts inside the input is refused, as stock does. */
	if (o > i && o - i < len)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (exceeds(len, GCM_MAX_MSG) || exceeds(len, GCM_MAX_MSG - msg_len(ctx)))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (o == i || i - o >= len)
		return update1(ctx, out, in, len);
	/* out < in and overlapping (allowed by Mbed TLS): through a bounce
	 * buffer; each output chunk covers only input already read. */
	while (len > 0 && ret == 0) {
		size_t n = len < sizeof(buf) ? len : sizeof(buf);
		memcpy(buf, in, n);
		ret = update1(ctx, buf, buf, n);
		if (ret == 0)
			memcpy(out, buf, n);
		in += n;
		out += n;
		len -= n;
	}
	mbedtls_platform_zeroize(buf, sizeof(buf));
	return ret;
}

static int gcm_tag(mbedtls_gcm_context *ctx, unsigned char *tag, size_t tag_len)
{
	if (tag_len < 4 || tag_len > 16)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	if (ctx == NULL || tag == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	switch (ctx->kind) {
	case KIND_AES:
		return map_err(aesalt_gcm_finish(&ctx->u.aes, tag, tag_len));
	case KIND_OTHER:
		return other_finish(&ctx->u.other, tag, tag_len);
	default:
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	}
}

#if MBEDTLS_VERSION_MAJOR >= 3

int mbedtls_gcm_starts(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len)
{
	return gcm_start(ctx, mode, iv, iv_len);
}

int mbedtls_gcm_update_ad(mbedtls_gcm_context *ctx, const unsigned char *add, size_t add_len)
{
	return gcm_aad(ctx, add, add_len);
}

int mbedtls_gcm_update(mbedtls_gcm_context *ctx, const unsigned char *input, size_t input_length,
		       unsigned char *output, size_t output_size, size_t *output_length)
{
	if (output_size < input_length)
		return MBEDTLS_ERR_GCM_BUFFER_TOO_SMALL;
	if (output_length == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	*output_length = input_length;
	if (input_length == 0)
		return 0;
	return gcm_data(ctx, output, input, input_length);
}

int mbedtls_gcm_finish(mbedtls_gcm_context *ctx, unsigned char *output, size_t output_size,
		       size_t *output_length, unsigned char *tag, size_t tag_len)
{
	/* Output is immediate: finish never has any left. */
	(void)output;
	(void)output_size;
	if (output_length == NULL)
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	*output_length = 0;
	return gcm_tag(ctx, tag, tag_len);
}

static int crypt_and_tag(mbedtls_gcm_context *ctx, int mode, size_t length, const unsigned char *iv,
			 size_t iv_len, const unsigned char *add, size_t add_len,
			 const unsigned char *input, unsigned char *output, size_t tag_len,
			 unsigned char *tag)
{
	size_t olen;
	int ret = mbedtls_gcm_starts(ctx, mode, iv, iv_len);

	if (ret == 0)
		ret = mbedtls_gcm_update_ad(ctx, add, add_len);
	if (ret == 0)
		ret = mbedtls_gcm_update(ctx, input, length, output, length, &olen);
	if (ret == 0)
		ret = mbedtls_gcm_finish(ctx, NULL, 0, &olen, tag, tag_len);
	return ret;
}

#else /* Mbed TLS 2.x */

int mbedtls_gcm_starts(mbedtls_gcm_context *ctx, int mode, const unsigned char *iv, size_t iv_len,
		       const unsigned char *add, size_t add_len)
{
	int ret;

	if (exceeds(add_len, GCM_MAX_AAD_IV))
		return MBEDTLS_ERR_GCM_BAD_INPUT;
	ret = gcm_start(ctx, mode, iv, iv_len);
	if (ret == 0)
		ret = gcm_aad(ctx, add, add_len);
	return ret;
}

int mbedtls_gcm_update(mbedtls_gcm_context *ctx, size_t length, const unsigned char *input,
		       unsigned char *output)
{
	if (length == 0)
		return ctx == NULL ? MBEDTLS_ERR_GCM_BAD_INPUT : 0;
	return gcm_data(ctx, output, input, length);
}

int mbedtls_gcm_finish(mbedtls_gcm_context *ctx, unsigned char *tag, size_t tag_len)
{
	return gcm_tag(ctx, tag, tag_len);
}

static int crypt_and_tag(mbedtls_gcm_context *ctx, int mode, size_t length, const unsigned char *iv,
			 size_t iv_len, const unsigned char *add, size_t add_len,
			 const unsigned char *input, unsigned char *output, size_t tag_len,
			 unsigned char *tag)
{
	int ret = mbedtls_gcm_starts(ctx, mode, iv, iv_len, add, add_len);

	if (ret == 0)
		ret = mbedtls_gcm_update(ctx, length, input, output);
	if (ret == 0)
		ret = mbedtls_gcm_finish(ctx, tag, tag_len);
	return ret;
}

#endif /* MBEDTLS_VERSION_MAJOR */

int mbedtls_gcm_crypt_and_tag(mbedtls_gcm_context *ctx, int mode, size_t length,
			      const unsigned char *iv, size_t iv_len, const unsigned char *add,
			      size_t add_len, const unsigned char *input, unsigned char *output,
			      size_t tag_len, unsigned char *tag)
{
	return crypt_and_tag(ctx, mode, length, iv, iv_len, add, add_len, input, output, tag_len,
			     tag);
}

int mbedtls_gcm_auth_decrypt(mbedtls_gcm_context *ctx, size_t length, const unsigned char *iv,
			     size_t iv_len, const unsigned char *add, size_t add_len,
			     const unsigned char *tag, size_t tag_len, const unsigned char *input,
			     unsigned char *output)
{
	unsigned char check[16];
	int ret;

	ret = crypt_and_tag(ctx, MBEDTLS_GCM_DECRYPT, length, iv, iv_len, add, add_len, input,
			    output, tag_len, check);
	if (ret != 0)
		return ret;
	/* tag_len is 4..16 here (checked by finish). */
	if (tag == NULL || aesalt_ct_memneq(check, tag, tag_len) != 0) {
		if (length > 0)
			mbedtls_platform_zeroize(output, length);
		ret = MBEDTLS_ERR_GCM_AUTH_FAILED;
	}
	mbedtls_platform_zeroize(check, sizeof(check));
	return ret;
}

#endif /* MBEDTLS_GCM_C && MBEDTLS_GCM_ALT */
