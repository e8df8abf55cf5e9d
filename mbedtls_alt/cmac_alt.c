/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS CMAC API (MBEDTLS_CMAC_ALT) for Mbed TLS 2.28 and 3.6: the
 * whole blocks of an AES CMAC update on aesalt's CBC-encrypt slot,
 * everything else Mbed TLS's own code.
 *
 * Stock cmac.c runs each block through the cipher layer (one ECB call a
 * block).  This file compiles the Mbed TLS tree's own library/cmac.c over
 * the same context (cmac_alt.h) with mbedtls_cipher_cmac_update,
 * mbedtls_cipher_cmac and mbedtls_aes_cmac_prf_128 renamed, and wraps
 * them: an update of an AES key (a cipher context set up with
 * mbedtls_cipher_setup, whose cipher_ctx is then an mbedtls_aes_context,
 * that is an aesalt key) of more than one block lets the stock update fill
 * the pending block, runs the chain over the pending block and every whole
 * block but the last on aesalt (aesalt_cbcmac: the chaining value is the
 * CMAC state) and gives the last 1..16 bytes back to the stock update to
 * keep.  The one-shot mbedtls_cipher_cmac of an AES key of the cipher's
 * size is one aesalt_cmac call; with any other cipher it is the stock
 * sequence over this update, and mbedtls_aes_cmac_prf_128 is the stock
 * sequence over the one-shot.  Other ciphers (3DES), short updates and
 * bad arguments are the stock code's, with its results and errors.
 */
#include "common.h" /* Mbed TLS library/: the library's private access */

#include "mbedtls/cmac.h"

#if defined(MBEDTLS_CMAC_C) && defined(MBEDTLS_CMAC_ALT)

#include <string.h>

#include "mbedtls/aes.h"
#include "mbedtls/platform_util.h"
#include "mbedtls/version.h"

#include "aesalt/aesalt.h"

/* The stock functions this file wraps, under other names. */
#pragma push_macro("mbedtls_cipher_cmac_update")
#undef mbedtls_cipher_cmac_update
#define mbedtls_cipher_cmac_update aesalt_stock_cipher_cmac_update
#pragma push_macro("mbedtls_cipher_cmac")
#undef mbedtls_cipher_cmac
#define mbedtls_cipher_cmac aesalt_stock_cipher_cmac
#pragma push_macro("mbedtls_aes_cmac_prf_128")
#undef mbedtls_aes_cmac_prf_128
#define mbedtls_aes_cmac_prf_128 aesalt_stock_aes_cmac_prf_128

int mbedtls_cipher_cmac_update(mbedtls_cipher_context_t *ctx, const unsigned char *input,
			       size_t ilen);
int mbedtls_cipher_cmac(const mbedtls_cipher_info_t *cipher_info, const unsigned char *key,
			size_t keylen, const unsigned char *input, size_t ilen,
			unsigned char *output);
int mbedtls_aes_cmac_prf_128(const unsigned char *key, size_t key_length,
			     const unsigned char *input, size_t in_len, unsigned char output[16]);

/* Mbed TLS's cmac.c (found on the library/ include path): its body is
 * built only without MBEDTLS_CMAC_ALT; its self-test stays in the
 * library's own cmac.o. */
#undef MBEDTLS_CMAC_ALT
#undef MBEDTLS_SELF_TEST
#include "cmac.c"
#define MBEDTLS_CMAC_ALT

#undef mbedtls_cipher_cmac_update
#pragma pop_macro("mbedtls_cipher_cmac_update")
#undef mbedtls_cipher_cmac
#pragma pop_macro("mbedtls_cipher_cmac")
#undef mbedtls_aes_cmac_prf_128
#pragma pop_macro("mbedtls_aes_cmac_prf_128")

static mbedtls_cipher_type_t cipher_type(const mbedtls_cipher_info_t *info)
{
#if MBEDTLS_VERSION_MAJOR >= 3
	return mbedtls_cipher_info_get_type(info);
#else
	return info->type;
#endif
}

/* The aesalt key of an AES cipher context in CMAC use, or NULL. */
static const aesalt_aes_key *aes_key(const mbedtls_cipher_context_t *ctx)
{
	mbedtls_cipher_type_t t;

	if (ctx == NULL || ctx->cipher_info == NULL || ctx->cmac_ctx == NULL ||
	    ctx->cipher_ctx == NULL)
		return NULL;
#if defined(MBEDTLS_USE_PSA_CRYPTO) && !defined(MBEDTLS_DEPRECATED_REMOVED)
	if (ctx->psa_enabled)
		return NULL;
#endif
	t = cipher_type(ctx->cipher_info);
	if (t != MBEDTLS_CIPHER_AES_128_ECB && t != MBEDTLS_CIPHER_AES_192_ECB &&
	    t != MBEDTLS_CIPHER_AES_256_ECB)
		return NULL;
	return &((const mbedtls_aes_context *)ctx->cipher_ctx)->key;
}

/* see cmac.h */
int mbedtls_cipher_cmac_update(mbedtls_cipher_context_t *ctx, const unsigned char *input,
			       size_t ilen)
{
	const aesalt_aes_key *key;
	mbedtls_cmac_context_t *c;
	size_t take, nblocks;
	int ret;

	/* Up to a block (the whole of a short message): stock's update only
	 * stores it, so the AES key is not even looked up. */
	if (input == NULL || ilen <= 16)
		return aesalt_stock_cipher_cmac_update(ctx, input, ilen);
	key = aes_key(ctx);
	if (key == NULL)
		return aesalt_stock_cipher_cmac_update(ctx, input, ilen);
	c = ctx->cmac_ctx;
	if (c->unprocessed_len > 0) {
		/* The stock update only stores what exactly fills the block. */
		take = 16 - c->unprocessed_len;
		ret = aesalt_stock_cipher_cmac_update(ctx, input, take);
		if (ret != 0)
			return ret;
		input += take;
		ilen -= take;
		if (aesalt_cbcmac(key, c->state, c->unprocessed_block, 16) != AESALT_OK)
			return aesalt_stock_cipher_cmac_update(ctx, input, ilen);
		c->unprocessed_len = 0;
	}
	/* Every whole block but the last; the last 1..16 bytes stay pending. */
	nblocks = (ilen - 1) / 16;
	if (aesalt_cbcmac(key, c->state, input, 16 * nblocks) != AESALT_OK)
		return aesalt_stock_cipher_cmac_update(ctx, input, ilen);
	input += 16 * nblocks;
	ilen -= 16 * nblocks;
	return aesalt_stock_cipher_cmac_update(ctx, input, ilen);
}

/* Is info AES (ECB: the cipher CMAC runs on) with a key of keylen bits? */
static int aes_info(const mbedtls_cipher_info_t *info, size_t keylen)
{
	mbedtls_cipher_type_t t = cipher_type(info);
#if MBEDTLS_VERSION_MAJOR >= 3
	size_t bits = mbedtls_cipher_info_get_key_bitlen(info);
#else
	size_t bits = info->key_bitlen;
#endif

	return (t == MBEDTLS_CIPHER_AES_128_ECB || t == MBEDTLS_CIPHER_AES_192_ECB ||
		t == MBEDTLS_CIPHER_AES_256_ECB) &&
	       bits == keylen;
}

/* see cmac.h: an AES key of the cipher's size straight to aesalt_cmac (no
 * cipher context: the stock sequence allocates two and sets the key up
 * through the cipher layer, most of the time of a short message);
 * anything else the stock sequence, over the update above. */
int mbedtls_cipher_cmac(const mbedtls_cipher_info_t *cipher_info, const unsigned char *key,
			size_t keylen, const unsigned char *input, size_t ilen,
			unsigned char *output)
{
	mbedtls_cipher_context_t ctx;
	int ret;

	if (cipher_info == NULL || key == NULL || input == NULL || output == NULL)
		return MBEDTLS_ERR_CIPHER_BAD_INPUT_DATA;
	if (aes_info(cipher_info, keylen) &&
	    aesalt_cmac(key, keylen / 8, input, ilen, output) == AESALT_OK)
		return 0;
	mbedtls_cipher_init(&ctx);
	ret = mbedtls_cipher_setup(&ctx, cipher_info);
	if (ret == 0)
		ret = mbedtls_cipher_cmac_starts(&ctx, key, keylen);
	if (ret == 0)
		ret = mbedtls_cipher_cmac_update(&ctx, input, ilen);
	if (ret == 0)
		ret = mbedtls_cipher_cmac_finish(&ctx, output);
	mbedtls_cipher_free(&ctx);
	return ret;
}

#if defined(MBEDTLS_AES_C)
/* see cmac.h: RFC 4615, as stock, over the one-shot above. */
int mbedtls_aes_cmac_prf_128(const unsigned char *key, size_t key_length,
			     const unsigned char *input, size_t in_len, unsigned char output[16])
{
	const mbedtls_cipher_info_t *info;
	unsigned char zero_key[16] = { 0 }, int_key[16];
	int ret = 0;

	if (key == NULL || input == NULL || output == NULL)
		return MBEDTLS_ERR_CIPHER_BAD_INPUT_DATA;
	info = mbedtls_cipher_info_from_type(MBEDTLS_CIPHER_AES_128_ECB);
	if (info == NULL)
		return MBEDTLS_ERR_CIPHER_FEATURE_UNAVAILABLE;
	if (key_length == 16)
		memcpy(int_key, key, 16);
	else
		ret = mbedtls_cipher_cmac(info, zero_key, 128, key, key_length, int_key);
	if (ret == 0)
		ret = mbedtls_cipher_cmac(info, int_key, 128, input, in_len, output);
	mbedtls_platform_zeroize(int_key, sizeof int_key);
	return ret;
}
#endif

#endif /* MBEDTLS_CMAC_C && MBEDTLS_CMAC_ALT */
